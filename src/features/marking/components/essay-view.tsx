import { forwardRef, useMemo } from 'react';
import type { EssayNote } from '@/lib/api-types';
import { toCodePoints, toUtf16 } from '../lib/offsets';

interface Segment {
  text: string;
  /** The numbers (1-based) of the notes covering it. */
  notes: number[];
}

/** The essay cut at every note's start and end, each piece knowing which notes cover it. */
function segments(text: string, notes: EssayNote[]): Segment[] {
  const ranges = notes.map((note) => [toUtf16(text, note.start), toUtf16(text, note.end)] as const);
  const cuts = [...new Set([0, text.length, ...ranges.flat()])].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    if (from >= to) continue;
    const covering = ranges.flatMap(([start, end], n) => (start <= from && to <= end ? [n + 1] : []));
    out.push({ text: text.slice(from, to), notes: covering });
  }
  return out;
}

/**
 * The student's essay as plain text (line breaks and paragraphs kept), the noted ranges highlighted. The
 * element holds nothing but the essay's text, so a selection's offsets inside it are offsets in the essay.
 */
export const EssayView = forwardRef<HTMLDivElement, { text: string; notes: EssayNote[]; labelledBy: string }>(
  function EssayView({ text, notes, labelledBy }, ref) {
    const pieces = useMemo(() => segments(text, notes), [text, notes]);
    return (
      <div
        ref={ref}
        role="document"
        aria-labelledby={labelledBy}
        // Focusable, so the keyboard can scroll it and select with caret browsing.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-background p-4 font-serif text-base leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {text === ''
          ? null
          : pieces.map((piece, i) =>
              piece.notes.length > 0 ? (
                <mark
                  key={i}
                  title={`Comment ${piece.notes.join(', ')}`}
                  className="rounded-sm bg-yellow-200 text-foreground dark:bg-yellow-700/60"
                >
                  {piece.text}
                </mark>
              ) : (
                <span key={i}>{piece.text}</span>
              ),
            )}
      </div>
    );
  },
);

/**
 * The current selection inside `container` as a range of characters (code points) of `text`; null when
 * nothing (or something outside the essay) is selected.
 */
export function selectedRange(container: HTMLElement, text: string): { start: number; end: number } | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const offsetOf = (node: Node, offset: number) => {
    const before = document.createRange();
    before.setStart(container, 0);
    before.setEnd(node, offset);
    return before.toString().length;
  };
  const from = offsetOf(range.startContainer, range.startOffset);
  const to = offsetOf(range.endContainer, range.endOffset);
  if (to <= from) return null;
  return { start: toCodePoints(text, from), end: toCodePoints(text, to) };
}
