// A timed guest's deadline (see docs/architecture.md, "Test conditions"): their own start plus the room's
// time limit; drafts and submissions are taken until GRACE_SECONDS after it. Times are PocketBase's stored
// text, "2026-11-22 23:40:00.123Z" (UTC, milliseconds), which also sorts as text; only the server's clock
// decides. Pure: no PocketBase globals.

const { GRACE_SECONDS } = require('./rules.js');

const MINUTE_MS = 60 * 1000;
const GRACE_MS = GRACE_SECONDS * 1000;

/** Milliseconds since the epoch of a stored time ("2026-11-22 23:40:00.123Z" or ISO), NaN when it is none. */
function parseTime(text) {
  if (typeof text !== 'string' || text === '') return NaN;
  return Date.parse(text.replace(' ', 'T'));
}

/** A time as PocketBase stores it: "2026-11-22 23:40:00.123Z". */
function formatTime(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/** The deadline of a guest who started at `started` in a room of `limit` minutes; null when untimed or not started. */
function deadlineOf(started, limit) {
  const start = parseTime(started);
  if (!(limit > 0) || Number.isNaN(start)) return null;
  return formatTime(start + limit * MINUTE_MS);
}

/** Milliseconds from `nowMs` to the deadline (negative once it has passed); Infinity without a deadline. */
function timeLeftMs(deadline, nowMs) {
  const at = parseTime(deadline);
  return Number.isNaN(at) ? Infinity : at - nowMs;
}

/** Whether the grace after the deadline is over at `nowMs`: writes are refused from then on. */
function isPastGrace(deadline, nowMs) {
  return timeLeftMs(deadline, nowMs) < -GRACE_MS;
}

/**
 * The earliest deadline still open at `nowMs`, as stored text: a draft is on time while started + limit
 * is at or after it. Bound into the SQL of the writes, which compare stored texts.
 */
function graceCutoff(nowMs) {
  return formatTime(nowMs - GRACE_MS);
}

/** guest-search's `timing`: { limit (minutes, 0 untimed), started, deadline, now } (times as stored text or null). */
function timingOf(limit, started, nowMs) {
  const minutes = limit > 0 ? limit : 0;
  const start = started && !Number.isNaN(parseTime(started)) ? started : null;
  return { limit: minutes, started: start, deadline: deadlineOf(start, minutes), now: formatTime(nowMs) };
}

/**
 * How far a device's clock is behind the server's: add it to the device's Date.now() to get the server's
 * time. `serverNow` is timing.now; the sheet counts down with the same arithmetic.
 */
function clockOffset(serverNow, localNowMs) {
  const server = parseTime(serverNow);
  return Number.isNaN(server) ? 0 : server - localNowMs;
}

module.exports = {
  GRACE_SECONDS,
  parseTime,
  formatTime,
  deadlineOf,
  timeLeftMs,
  isPastGrace,
  graceCutoff,
  timingOf,
  clockOffset,
};
