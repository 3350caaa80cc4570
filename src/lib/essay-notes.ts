// A marker's comments on ranges of an essay (docs/architecture.md, "Writing and marking"): `start` and
// `end` count characters as code points, as the server does, so an emoji or an accent written as two
// UTF-16 units is still one character.
import type { EssayNote } from './api-types';

/** A run of the essay: plain, or marked by the note numbered `note` (1-based, in the order of the text). */
export interface EssaySegment {
  text: string;
  note: number | null;
}

/**
 * The essay cut into plain and marked runs, and its notes numbered in the order of the text. A note that
 * overlaps the one before starts where that one ends; one left empty (or out of the text) is not marked
 * but still listed.
 */
export function essaySegments(
  text: string,
  notes: readonly EssayNote[],
): { segments: EssaySegment[]; notes: EssayNote[] } {
  const points = Array.from(text);
  const ordered = [...notes].sort((a, b) => a.start - b.start || a.end - b.end);
  const segments: EssaySegment[] = [];
  let at = 0;
  ordered.forEach((note, index) => {
    const start = Math.max(at, Math.min(note.start, points.length));
    const end = Math.min(note.end, points.length);
    if (end <= start) return;
    if (start > at) segments.push({ text: points.slice(at, start).join(''), note: null });
    segments.push({ text: points.slice(start, end).join(''), note: index + 1 });
    at = end;
  });
  if (at < points.length) segments.push({ text: points.slice(at).join(''), note: null });
  return { segments, notes: ordered };
}
