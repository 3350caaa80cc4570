// The divider between the passage and the questions (docs/product.md, "The test on computer"): dragged by
// pointer, or moved by keyboard as a focusable separator (arrows by a step, Home and End to the limits). The
// value is the passage pane's share of the width, in percent.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export const DIVIDER_MIN = 20;
export const DIVIDER_MAX = 80;
const STEP = 5;

const clamp = (value: number) => Math.min(DIVIDER_MAX, Math.max(DIVIDER_MIN, Math.round(value)));

/** The share after a key press, or null for a key the divider does not take. */
export function dividerKey(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + STEP);
    case 'Home':
      return DIVIDER_MIN;
    case 'End':
      return DIVIDER_MAX;
    default:
      return null;
  }
}

export function useDivider(initial = 50) {
  const [share, setShare] = useState(initial);
  const containerRef = useRef<HTMLDivElement>(null);

  const fromPointer = (event: PointerEvent<HTMLElement>) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setShare(clamp(((event.clientX - box.left) / box.width) * 100));
  };

  const separatorProps = {
    role: 'separator',
    tabIndex: 0,
    'aria-orientation': 'vertical',
    'aria-label': 'Resize the passage and the questions',
    'aria-valuenow': share,
    'aria-valuemin': DIVIDER_MIN,
    'aria-valuemax': DIVIDER_MAX,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const next = dividerKey(share, event.key);
      if (next === null) return;
      event.preventDefault();
      setShare(next);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) fromPointer(event);
    },
  } as const;

  return { share, containerRef, separatorProps };
}
