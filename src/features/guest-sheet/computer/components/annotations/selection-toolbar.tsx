// The small bar under a selection: Highlight (or Remove highlight) and Add note. It sits after its region in
// the DOM, so Tab reaches it; pressing its buttons does not take the selection away (mousedown is held).
import { Highlighter, StickyNote } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { HIGHLIGHT_SHORTCUT, useAnnotations, type PendingSelection } from './annotations-context';
import { isHighlighted } from '../../lib/annotations/annotations';

const GAP_PX = 6;
const RESIZE_DEBOUNCE_MS = 150;

interface Props {
  region: RefObject<HTMLElement | null>;
  selection: PendingSelection;
}

export function SelectionToolbar({ region, selection }: Props) {
  const { annotations, toggleHighlight, noteSelection } = useAnnotations();
  const ref = useRef<HTMLDivElement>(null);
  const { regionId, start, end } = selection;
  const highlighted = isHighlighted(annotations, regionId, { start, end });

  // Placed under the selection's last line, kept inside the region's width (360 px screens). Written to the
  // style directly: no render per resize.
  useLayoutEffect(() => {
    const place = () => {
      const bar = ref.current;
      const box = region.current?.parentElement;
      const current = document.getSelection();
      if (!bar || !box || !current?.rangeCount) return;
      const range = current.getRangeAt(0);
      if (typeof range.getClientRects !== 'function') return;
      const rects = range.getClientRects();
      const last = rects[rects.length - 1];
      if (!last) return;
      const outer = box.getBoundingClientRect();
      const left = Math.max(0, Math.min(last.left - outer.left, outer.width - bar.offsetWidth));
      bar.style.top = `${last.bottom - outer.top + GAP_PX}px`;
      bar.style.left = `${left}px`;
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [region, start, end]);

  const hold = (event: React.MouseEvent) => event.preventDefault();
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Selected text"
      data-annotation-skip=""
      className="absolute left-0 top-0 z-20 flex gap-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onMouseDown={hold}
        onClick={toggleHighlight}
        aria-keyshortcuts={HIGHLIGHT_SHORTCUT.aria}
        title={HIGHLIGHT_SHORTCUT.label}
      >
        <Highlighter aria-hidden="true" />
        {highlighted ? 'Remove highlight' : 'Highlight'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onMouseDown={hold} onClick={noteSelection}>
        <StickyNote aria-hidden="true" />
        Add note
      </Button>
    </div>
  );
}
