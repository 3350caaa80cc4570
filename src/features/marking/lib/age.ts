// How long a script has waited for its mark (docs/product.md, "Turnaround"): the time since its submission,
// in the largest whole unit (minutes, hours, days).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 min", "3 h", "2 days" since `submitted` (a stored time) at `nowMs`; '' for no time. */
export function scriptAge(submitted: string, nowMs: number): string {
  const at = Date.parse(submitted.replace(' ', 'T'));
  if (Number.isNaN(at)) return '';
  const waited = Math.max(0, nowMs - at);
  if (waited >= DAY) {
    const days = Math.floor(waited / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (waited >= HOUR) return `${Math.floor(waited / HOUR)} h`;
  return `${Math.floor(waited / MINUTE)} min`;
}
