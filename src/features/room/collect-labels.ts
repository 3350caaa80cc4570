// The words of "Collect answers now" (docs/product.md, "Test conditions").

/** The confirm's count, from the results' students `in_progress`. */
export function studentsWritingLabel(writing: number): string {
  if (writing === 0) return 'No student is writing now.';
  return writing === 1 ? '1 student is still writing.' : `${writing} students are still writing.`;
}

/** The toast once collected: `collected` from the server. */
export function collectedLabel(collected: number): string {
  if (collected === 0) return 'No sheets were open. The room is closed.';
  return `Collected ${collected} ${collected === 1 ? 'sheet' : 'sheets'}. The room is closed.`;
}
