// The date a room's marks are due (docs/architecture.md, "Turnaround"): a calendar date written
// YYYY-MM-DD. The room patch and both imports check it with this (docs/architecture.md, "One source per
// rule").

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isDueDate(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE_FORM.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
