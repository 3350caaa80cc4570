// A timed guest's deadline (see docs/architecture.md, "Test conditions"): their own start plus the room's
// time limit; drafts and submissions are taken until GRACE_SECONDS after it. On exam day (docs/architecture.md,
// "Exam day") the limit is stretched by the student's extra time and the deadline moved on by the room's
// pauses since the start: a guest's `clock` is { extra (percent), extraMinutes (whole minutes added to each
// limit), pausedMs (the room's past pauses in all), pausedAt (stored time while paused, else '') }, and a start keeps `base`, the room's pausedMs then. Times are PocketBase's stored
// text, "2026-11-22 23:40:00.123Z" (UTC, milliseconds), which also sorts as text; only the server's clock
// decides. Pure: no PocketBase globals.

const { GRACE_SECONDS } = require('./rules/limits.js');

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

/**
 * `minutes` stretched by `extraPercent` of extra time and lengthened by `extraMinutes`, in ms: exact, as a
 * minute's 60,000 ms divide by 100. A teacher gives one or the other; both add up if both are set.
 */
function limitMs(minutes, extraPercent, extraMinutes) {
  const stretched = (minutes * MINUTE_MS * (100 + (extraPercent > 0 ? extraPercent : 0))) / 100;
  return stretched + (extraMinutes > 0 ? extraMinutes * MINUTE_MS : 0);
}

/**
 * How far the room's pauses moved a clock started when the room's past pauses were `base` ms: the pauses
 * since then and, while the room is paused, the pause so far (so a deadline read during a pause is the one
 * a resume at `nowMs` would give, and the time left stays still). 0 without a clock.
 */
function pauseShiftMs(clock, base, nowMs) {
  if (!clock) return 0;
  const since = Math.max(0, (clock.pausedMs || 0) - (base || 0));
  const pausedAt = parseTime(clock.pausedAt);
  return since + (Number.isNaN(pausedAt) ? 0 : Math.max(0, nowMs - pausedAt));
}

/**
 * A guest's clock from a read's row of { extra, extra_minutes, paused_ms } (0 where missing) and the room's
 * `pausedAt` ('' while it runs, or where the read leaves paused rooms out).
 */
function clockOfRow(row, pausedAt) {
  return {
    extra: Number(row.extra) || 0,
    extraMinutes: Number(row.extra_minutes) || 0,
    pausedMs: Number(row.paused_ms) || 0,
    pausedAt: pausedAt || '',
  };
}

/**
 * What moves a deadline: { extra (percent), extraMinutes, shiftMs } for a start whose base is `base` (see
 * pauseShiftMs).
 */
function adjustOf(clock, base, nowMs) {
  return {
    extra: clock ? clock.extra || 0 : 0,
    extraMinutes: clock ? clock.extraMinutes || 0 : 0,
    shiftMs: pauseShiftMs(clock, base, nowMs),
  };
}

/**
 * The deadline of a guest who started at `started` with `limit` minutes; null when untimed or not started.
 * `adjust` (adjustOf) stretches the limit by the extra time and moves it on by the pauses.
 */
function deadlineOf(started, limit, adjust) {
  const start = parseTime(started);
  if (!(limit > 0) || Number.isNaN(start)) return null;
  const extra = adjust ? adjust.extra : 0;
  const extraMinutes = adjust ? adjust.extraMinutes : 0;
  const shift = adjust ? adjust.shiftMs : 0;
  return formatTime(start + limitMs(limit, extra, extraMinutes) + shift);
}

/**
 * The same deadline in SQL, as stored text, of draft `p` (started, pause_base) in room `r` (time_limit,
 * paused_ms) for the guest's accommodation `a` (accommodationJoin): the writes and the cron compare it
 * with graceCutoff. Only used where the room is not paused (paused rooms take no writes and the cron skips
 * them), so the pause so far is not in it. Whole milliseconds, as deadlineOf (tests/integration/exam-day.test.ts).
 */
const DEADLINE_SQL = `strftime('%Y-%m-%d %H:%M:%fZ', p.started, '+' || ((r.time_limit * 60000 * (100 + COALESCE(a.extra_percent, 0)) / 100 + COALESCE(a.extra_minutes, 0) * 60000 + COALESCE(r.paused_ms, 0) - COALESCE(p.pause_base, 0)) / 1000.0) || ' seconds')`;

/** The join of a guest's accommodation in room `r`, as `a`, for DEADLINE_SQL. */
const accommodationJoin = (guest) => `LEFT JOIN accommodations a ON a.Guest = ${guest} AND a.Room = r.id`;

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

/** The whole minutes a guest's extra time (`clock`) adds to a limit of `minutes` (what the sheet tells them). */
function extraMinutesOn(minutes, clock) {
  if (!clock) return 0;
  const limit = minutes > 0 ? minutes : 0;
  return Math.round((limitMs(limit, clock.extra, clock.extraMinutes) - limit * MINUTE_MS) / MINUTE_MS);
}

/**
 * guest-search's `timing`: { limit (minutes, 0 untimed), started, deadline, now, paused_at } (times as
 * stored text or null); the deadline with the guest's `clock` and the start's `base` (see pauseShiftMs).
 * With extra time, `extra_minutes` too: what it adds to the limit, for the sheet's "Your teacher gave you
 * N more minutes".
 * @returns {{ limit: number, started: string | null, deadline: string | null, now: string,
 *   paused_at: string | null, extra_minutes?: number }}
 */
function timingOf(limit, started, nowMs, clock, base) {
  const minutes = limit > 0 ? limit : 0;
  const start = started && !Number.isNaN(parseTime(started)) ? started : null;
  const value = {
    limit: minutes,
    started: start,
    deadline: deadlineOf(start, minutes, adjustOf(clock, base, nowMs)),
    now: formatTime(nowMs),
    paused_at: clock && clock.pausedAt ? clock.pausedAt : null,
  };
  const extra = minutes > 0 ? extraMinutesOn(minutes, clock) : 0;
  if (extra > 0) value.extra_minutes = extra;
  return value;
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
  limitMs,
  pauseShiftMs,
  clockOfRow,
  adjustOf,
  deadlineOf,
  DEADLINE_SQL,
  accommodationJoin,
  timeLeftMs,
  isPastGrace,
  graceCutoff,
  extraMinutesOn,
  timingOf,
  clockOffset,
};
