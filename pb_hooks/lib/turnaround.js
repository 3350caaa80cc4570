// Turnaround (docs/architecture.md, "Turnaround"): a room's `marks_due` is a date (YYYY-MM-DD, blank for
// none) read on the room's clock (its time zone, else UTC). Marks are due by the end of that day: from the
// next day every script still unmarked is overdue, and a release on or before that day is on time.

const { isDueDate } = require('./rules/due-date.js');
const { zoneDate } = require('./time-zone.js');

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
