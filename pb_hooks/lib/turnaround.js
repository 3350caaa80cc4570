// Turnaround (docs/architecture.md, "Turnaround"): a room's `marks_due` is a date (YYYY-MM-DD, blank for
// none) read on the room's clock (its time zone, else UTC). Marks are due by the end of that day: from the
// next day every script still unmarked is overdue, and a release on or before that day is on time.

const { zoneDate } = require('./time-zone.js');

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar date written YYYY-MM-DD (2026-02-30 is not). */
function isDueDate(value) {
  const match = typeof value === 'string' ? DATE_FORM.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Whether the room's marks_due has passed at `nowMs`. */
const isPastDue = (room, nowMs) => !!room.marks_due && zoneDate(nowMs, room.time_zone) > room.marks_due;

/** How many of `unmarked` scripts are overdue at `nowMs`: all of them once the date due has passed, else 0. */
const overdueCount = (room, unmarked, nowMs) => (isPastDue(room, nowMs) ? unmarked : 0);

/**
 * Whether the room's marks were released on time: null unless they are released and a date is due; true
 * when the last release fell on or before the date due.
 */
function releasedOnTime(room) {
  if (!room.marks_released || !room.marks_due || !room.marks_released_at) return null;
  const at = Date.parse(String(room.marks_released_at).replace(' ', 'T'));
  return Number.isNaN(at) ? null : zoneDate(at, room.time_zone) <= room.marks_due;
}

module.exports = { isDueDate, isPastDue, overdueCount, releasedOnTime };
