// The parts of the test on computer (docs/product.md, "The test on computer"): every section of every exam
// of the room, in sheet order, shown one at a time, and the questions of each in the bottom bar. Parts are
// numbered within their test, as the real test does: Listening Parts 1–4, Reading Parts 1–3, Writing Tasks
// 1–2. Pure.
import type { GuestRoom, SheetExam, SheetSection } from '@/lib/api-types';
import { numberRuns } from '../../lib/question-map';
import { sheetRows, type SheetRow } from '../../lib/sheet';

export interface Part {
  exam: SheetExam;
  section: SheetSection;
  /** "Part 1" … within its exam ("Task 1" … for a Writing task). */
  label: string;
  /** The boxes that take an answer, in sheet order. */
  rows: SheetRow[];
}

export function partsOf(room: GuestRoom): Part[] {
  const rows = sheetRows(room).filter((row) => row.questionId !== null);
  return room.exams.flatMap((exam) =>
    exam.sections
      .map((section) => ({
        exam,
        section,
        rows: rows.filter((row) => row.sectionId === section.id && row.examId === exam.id),
      }))
      // An empty section (nothing to read, hear or answer) is no part, and takes no number.
      .filter(
        ({ section, rows }) =>
          rows.length > 0 || !!section.passage?.trim() || section.audio !== null || section.media.length > 0,
      )
      .map((part, i) => ({ ...part, label: `${isWritingTask(part.section) ? 'Task' : 'Part'} ${i + 1}` })),
  );
}

/**
 * A group's heading on its part: the numbers of the boxes it shows ("Questions 14–20", "Questions 14–17,
 * 20"), never its declared from–to, so a group whose later numbers have no question does not promise boxes
 * the part lacks.
 */
export function groupHeading(rows: SheetRow[]): string {
  const nums = rows.map((row) => row.num);
  return nums.length === 1 ? `Question ${nums[0]}` : `Questions ${numberRuns(nums)}`;
}

/** A Writing task: a section whose questions are essays. */
export const isWritingTask = (section: SheetSection) =>
  section.groups.some((group) => group.type === 'essay');

/** The parts of one exam (the bar shows only the current exam's). */
export const partsOfExam = (parts: Part[], examId: string | undefined) =>
  parts.flatMap((part, index) => (part.exam.id === examId ? [{ part, index }] : []));

/** The boxes of an exam that have no answer yet (what "Finish the … test" counts). */
export function unansweredIn(parts: Part[], examId: string, values: Record<string, string>): number {
  return parts
    .filter((part) => part.exam.id === examId)
    .reduce((sum, part) => sum + part.rows.length - answeredIn(part, values), 0);
}

/** Where the student is: a part, and a question of it (null in a part without questions). */
export interface Position {
  part: number;
  questionId: string | null;
}

/** The position of a question, or null if no part has it. */
export function positionOf(parts: Part[], questionId: string): Position | null {
  const part = parts.findIndex((p) => p.rows.some((row) => row.questionId === questionId));
  return part < 0 ? null : { part, questionId };
}

/** The start of a part: its first question. */
export function partStart(parts: Part[], part: number): Position {
  return { part, questionId: parts[part]?.rows[0]?.questionId ?? null };
}

/**
 * The question before (-1) or after (+1) the position, crossing into the neighbouring parts (a part without
 * questions is a stop of its own); null at either end of the test.
 */
export function stepPosition(parts: Part[], from: Position, direction: 1 | -1): Position | null {
  const rows = parts[from.part]?.rows ?? [];
  const index = rows.findIndex((row) => row.questionId === from.questionId);
  const next = index + direction;
  if (index >= 0 && next >= 0 && next < rows.length)
    return { part: from.part, questionId: rows[next]?.questionId ?? null };
  const part = from.part + direction;
  if (part < 0 || part >= parts.length) return null;
  const target = parts[part]?.rows ?? [];
  const row = direction === 1 ? target[0] : target[target.length - 1];
  return { part, questionId: row?.questionId ?? null };
}

/** How many of a part's questions have an answer. */
export function answeredIn(part: Part, values: Record<string, string>): number {
  return part.rows.filter((row) => (values[row.questionId ?? '']?.trim() ?? '') !== '').length;
}
