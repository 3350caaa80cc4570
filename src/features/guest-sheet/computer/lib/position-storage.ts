// Where the student was on the test on computer (docs/product.md, "The test on computer"): the part and the
// question, kept on this device per room and guest (sessionStorage: this tab's visit), so a reload returns to
// them.
import type { Part, Position } from './parts';

interface Stored {
  sectionId: string;
  questionId: string | null;
}

const positionKey = (roomId: string, guestUuid: string) => `answersheet_position_${roomId}_${guestUuid}`;

/** The position this device kept, if its part is still on the sheet; null otherwise (or unreadable). */
export function readPosition(roomId: string, guestUuid: string, parts: Part[]): Position | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(positionKey(roomId, guestUuid)) ?? 'null',
    ) as Stored | null;
    if (!stored || typeof stored.sectionId !== 'string') return null;
    const part = parts.findIndex((p) => p.section.id === stored.sectionId);
    if (part < 0) return null;
    const inPart = parts[part]?.rows.some((row) => row.questionId === stored.questionId);
    return { part, questionId: inPart ? stored.questionId : (parts[part]?.rows[0]?.questionId ?? null) };
  } catch {
    return null;
  }
}

export function writePosition(roomId: string, guestUuid: string, parts: Part[], position: Position): void {
  const part = parts[position.part];
  if (!part) return;
  try {
    sessionStorage.setItem(
      positionKey(roomId, guestUuid),
      JSON.stringify({ sectionId: part.section.id, questionId: position.questionId } satisfies Stored),
    );
  } catch {
    // A full or blocked storage: a reload starts at the first part.
  }
}
