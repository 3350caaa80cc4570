// A region of text the student can highlight and annotate: the passage of a part, a group's questions. Its
// highlights count characters into its text (computer/lib/annotations/offsets.ts); the toolbar for a selection follows it in the
// DOM, so Tab reaches it from the region.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { HIGHLIGHT_SHORTCUT, useAnnotations } from './annotations-context';
import { offsetOf, textNodesOf } from '../../lib/annotations/offsets';
import { SelectionToolbar } from './selection-toolbar';

interface Props {
  /** Stable across renders and reloads: `passage:<sectionId>`, `group:<groupId>`. */
  regionId: string;
  /** What the region is, for screen readers: "Passage", "Questions 14–20". */
  label: string;
  className?: string;
  children: ReactNode;
}

/** Controls inside content (answer boxes, buttons) are not text to highlight and keep their own clicks. */
const CONTROL_SELECTOR = '[data-annotation-skip], a, button, input, textarea, select, label';

/** The caret position under a click, where the browser can tell (Chromium, Firefox, Safari). */
function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  if (typeof document.caretRangeFromPoint === 'function') {
    const range = document.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

export function AnnotatableRegion({ regionId, label, className, children }: Props) {
  const { registerRegion, selection, openAt } = useAnnotations();
  const ref = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => registerRegion(regionId, ref.current!, layer.current!), [registerRegion, regionId]);
  const active = selection?.regionId === regionId ? selection : null;

  /** Opens the note of the highlight at a point of the region, if there is one there. */
  const openAtPoint = (point: { node: Node; offset: number } | null) => {
    const region = ref.current;
    if (!region || !point || !region.contains(point.node)) return false;
    return openAt(regionId, offsetOf(region, textNodesOf(region), point.node, point.offset));
  };

  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(CONTROL_SELECTOR)) return;
    const current = document.getSelection();
    // A drag that selected text: the toolbar takes it from here.
    if (current && !current.isCollapsed) return;
    const fromSelection = current?.anchorNode
      ? { node: current.anchorNode, offset: current.anchorOffset }
      : null;
    openAtPoint(caretAt(event.clientX, event.clientY) ?? fromSelection);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    // Tab from the region goes to the toolbar of its selection first: the answer boxes inside content come
    // later in the tab order, and focusing one would take the selection away.
    if (event.key === 'Tab' && !event.shiftKey && active) {
      const first = event.currentTarget.parentElement?.querySelector<HTMLElement>('[role="toolbar"] button');
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    // Enter on the region opens the highlight the caret is in (caret browsing, F7, places one by keyboard).
    if (event.key !== 'Enter') return;
    const current = document.getSelection();
    if (current?.anchorNode && openAtPoint({ node: current.anchorNode, offset: current.anchorOffset })) {
      event.preventDefault();
    }
  };

  return (
    // `isolate` stacks the highlights' layer above the pane's background and under the region's text.
    <div className="relative isolate">
      <div
        ref={layer}
        data-highlight-layer=""
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10"
      />
      {/* A focusable region of text (as a scrolling passage must be, for the keyboard); clicks on it open a
          highlight's note, which Enter and the Notes list reach as well. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        data-annotation-region={regionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={cn(
          'rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        {children}
      </div>
      <p id={hintId} hidden>
        To highlight text, select it (by keyboard: caret browsing, F7, then Shift and the arrow keys), then
        press {HIGHLIGHT_SHORTCUT.label} or Tab to the Highlight button. Choose a highlight, or the Notes
        button, to read or change its note.
      </p>
      {active ? <SelectionToolbar region={ref} selection={active} /> : null}
    </div>
  );
}
