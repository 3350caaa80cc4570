// The student's own review (results setting `review`) matched to the boxes of the sheet.
import type { GuestReviewEntry } from '@/lib/api-types';
import type { SheetRow } from './sheet';

/** Numbers repeat across exams (Listening 1–40, Reading 1–40): a box is its exam and number. */
const boxKey = (examId: string, num: number) => `${examId}#${num}`;

export type Verdicts = ReadonlyMap<string, GuestReviewEntry>;

export function verdictsOf(review: GuestReviewEntry[] | undefined): Verdicts | undefined {
  if (!review) return undefined;
  return new Map(review.map((entry) => [boxKey(entry.examId, entry.num), entry]));
}

/** The verdict of a row's box, if the review has one. */
export function verdictOf(verdicts: Verdicts | undefined, row: SheetRow): GuestReviewEntry | undefined {
  return row.questionId ? verdicts?.get(boxKey(row.examId, row.num)) : undefined;
}
