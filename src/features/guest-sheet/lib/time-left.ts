// The exam clock (docs/product.md, "Test conditions"), free of React so it can be tested with any clock.
// The deadline is the server's; a device's clock may be minutes off, so the sheet counts on the server's
// time: `offset` (server minus device, taken when the room loads) is added to the device's time.

/**
 * A time as PocketBase writes it ("2026-11-22 23:40:00.123Z", or ISO with a "T") in milliseconds, or null
 * when missing or unreadable: an unreadable deadline must never read as "time is up".
 */
export function serverTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : ms;
}

/** Server time minus this device's time, from the server's `now`; 0 when it cannot be read. */
export function clockOffset(serverNow: string | null | undefined, deviceNow = Date.now()): number {
  const server = serverTime(serverNow);
  return server === null ? 0 : server - deviceNow;
}

/** Milliseconds left until `deadline` by the server's clock (negative once past). */
export function timeLeft(deadline: number, offset: number, deviceNow = Date.now()): number {
  return deadline - (deviceNow + offset);
}

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
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

/** Milliseconds until the shown seconds change, so each tick lands just after a whole second. */
export function untilNextSecond(ms: number): number {
  if (ms <= 0) return 1000;
  const rest = ms % 1000;
  return (rest === 0 ? 1000 : rest) + 5;
}
