// The exam clock (docs/product.md, "Test conditions"), free of React so it can be tested with any clock.
// The deadline is the server's; a device's clock may be minutes off, so the sheet counts on the server's
// time: `offset` (server minus device, from the server's times as they arrive: hooks/use-exam-clock.ts) is
// added to the device's time.
// What the timer shows of it is in time-left.ts, loaded only with the timer.

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
