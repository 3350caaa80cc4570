// Highlights and notes stay on this device only (docs/architecture.md, "The test on computer"): per room and
// guest, surviving a reload, cleared after the submission.
import type { Annotation } from './annotations';

export function annotationsKey(roomId: string, guestUuid: string): string {
  return `answersheet_annotations_${roomId}_${guestUuid}`;
}

const isAnnotation = (value: unknown): value is Annotation => {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'string' &&
    typeof a.regionId === 'string' &&
    Number.isInteger(a.start) &&
    Number.isInteger(a.end) &&
    (a.start as number) >= 0 &&
    (a.end as number) > (a.start as number) &&
    typeof a.note === 'string'
  );
};

/** What this device holds; anything unreadable (another version, a full or blocked storage) reads as none. */
export function readAnnotations(roomId: string, guestUuid: string): Annotation[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(annotationsKey(roomId, guestUuid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAnnotation) : [];
  } catch {
    return [];
  }
}

export function writeAnnotations(roomId: string, guestUuid: string, list: readonly Annotation[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(annotationsKey(roomId, guestUuid));
    else localStorage.setItem(annotationsKey(roomId, guestUuid), JSON.stringify(list));
  } catch {
    // A full or blocked storage: the highlights stay for this visit, as the screen shows them.
  }
}

/** Called by the screen once the sheet is submitted. */
export function clearAnnotations(roomId: string, guestUuid: string): void {
  try {
    localStorage.removeItem(annotationsKey(roomId, guestUuid));
  } catch {
    // Nothing stored that could be read back.
  }
}
