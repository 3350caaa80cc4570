// The words of "Collect answers now" (docs/product.md, "Test conditions").
import { plural } from './plural';

/** The confirm's count, from the results' students `in_progress`. */
export function studentsWritingLabel(writing: number): string {
  if (writing === 0) return 'No student is writing now.';
  return `${plural(writing, 'student is', 'students are')} still writing.`;
}

/** The toast once collected: `collected` from the server. */
export function collectedLabel(collected: number): string {
  if (collected === 0) return 'No sheets were open. The room is closed.';
  return `Collected ${plural(collected, 'sheet')}. The room is closed.`;
}
