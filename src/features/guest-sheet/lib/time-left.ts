// What the timer shows (docs/product.md, "Test conditions"): the time left as figures, and the warnings at
// 10, 5 and 1 minute(s) left. Loaded only with the timer, so untimed rooms never download it; the clock
// itself is server-clock.ts.
import { plural } from '@/lib/plural';

/** Whole seconds shown for `ms` left: rounded up, so "00:00" shows only once the time is up. */
export function secondsShown(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "mm:ss" under an hour, "h:mm:ss" from an hour on. */
export function formatTimeLeft(ms: number): string {
  const total = secondsShown(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** The minutes left at which the sheet says so (a polite announcement; a toast too where TOASTED). */
export const WARNING_MINUTES = [10, 5, 1] as const;
export type WarningMinutes = (typeof WARNING_MINUTES)[number];
export const TOASTED_WARNINGS: readonly WarningMinutes[] = [10, 5];

/**
 * The warning due between two readings of the time left (`before`, then `now`, in ms): the smallest mark
 * passed, or null. Only a mark passed while the sheet was open counts, so a reload at 3 minutes left says
 * nothing; a sleeping tab that wakes past two marks says only the nearer one. Nothing once the time is up.
 */
export function warningDue(before: number, now: number): WarningMinutes | null {
  if (now <= 0) return null;
  let due: WarningMinutes | null = null;
  for (const minutes of WARNING_MINUTES) {
    const mark = minutes * 60_000;
    if (before > mark && now <= mark) due = minutes;
  }
  return due;
}

/** "10 minutes left", "1 minute left". */
export function warningText(minutes: WarningMinutes): string {
  return `${plural(minutes, 'minute')} left`;
}

/** Milliseconds until the shown seconds change, so each tick lands just after a whole second. */
export function untilNextSecond(ms: number): number {
  if (ms <= 0) return 1000;
  const rest = ms % 1000;
  return (rest === 0 ? 1000 : rest) + 5;
}
