// The student's highlights and notes (docs/architecture.md, "The test on computer"): pure operations on the
// list, so the provider only stores and paints what these return.
import type { Span } from './offsets';

export interface Annotation extends Span {
  id: string;
  /** The region the offsets count in: `passage:<sectionId>`, `group:<groupId>`. */
  regionId: string;
  /** '' for a highlight without a note. */
  note: string;
}

export const NOTE_MAX_LENGTH = 1000;

const byStart = (a: Annotation, b: Annotation) => a.start - b.start;

/**
 * Highlights a span: highlights of the region it overlaps or touches become one with it. The merged
 * highlight keeps the id of the first one it absorbed (a note open on it stays open) and their notes, in
 * order of position, one paragraph each.
 */
export function addHighlight(
  list: readonly Annotation[],
  regionId: string,
  span: Span,
  newId: () => string,
): { list: Annotation[]; id: string } {
  const merged = list
    .filter((a) => a.regionId === regionId && a.start <= span.end && a.end >= span.start)
    .sort(byStart);
  const first = merged[0];
  const highlight: Annotation = {
    id: first?.id ?? newId(),
    regionId,
    start: Math.min(span.start, ...merged.map((a) => a.start)),
    end: Math.max(span.end, ...merged.map((a) => a.end)),
    note: merged
      .map((a) => a.note)
      .filter(Boolean)
      .join('\n\n')
      .slice(0, NOTE_MAX_LENGTH),
  };
  return { list: [...list.filter((a) => !merged.includes(a)), highlight], id: highlight.id };
}

/**
 * Takes a span off the region's highlights: a highlight it covers goes, one it cuts at an edge shrinks, one
 * it falls inside splits in two (the note stays with the first piece).
 */
export function removeSpan(
  list: readonly Annotation[],
  regionId: string,
  span: Span,
  newId: () => string,
): Annotation[] {
  return list.flatMap((a) => {
    if (a.regionId !== regionId || a.end <= span.start || a.start >= span.end) return [a];
    const pieces: Annotation[] = [];
    if (a.start < span.start) pieces.push({ ...a, end: span.start });
    if (a.end > span.end) {
      pieces.push(
        pieces.length ? { ...a, id: newId(), start: span.end, note: '' } : { ...a, start: span.end },
      );
    }
    return pieces;
  });
}

/** Whether every character of the span is highlighted already (the toolbar then offers to remove it). */
export function isHighlighted(list: readonly Annotation[], regionId: string, span: Span): boolean {
  let covered = span.start;
  for (const a of list.filter((x) => x.regionId === regionId).sort(byStart)) {
    if (a.start > covered) break;
    covered = Math.max(covered, a.end);
    if (covered >= span.end) return true;
  }
  return false;
}

/** The highlight of the region at a character offset, if any. */
export function highlightAt(
  list: readonly Annotation[],
  regionId: string,
  offset: number,
): Annotation | undefined {
  return list.find((a) => a.regionId === regionId && a.start <= offset && offset < a.end);
}

export function removeAnnotation(list: readonly Annotation[], id: string): Annotation[] {
  return list.filter((a) => a.id !== id);
}

export function setNote(list: readonly Annotation[], id: string, note: string): Annotation[] {
  return list.map((a) => (a.id === id ? { ...a, note: note.slice(0, NOTE_MAX_LENGTH) } : a));
}

/** The region's highlights in reading order. */
export function annotationsOf(list: readonly Annotation[], regionId: string): Annotation[] {
  return list.filter((a) => a.regionId === regionId).sort(byStart);
}
