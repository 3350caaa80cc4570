// PocketBase's zip backup holds the database's one writer for as long as it runs, so every autosave waits
// behind it (docs/operations.md, "Backups and a restore drill"). A backup is refused while any student is
// writing: a started draft in an open timed room before its deadline plus the grace, or a draft in an open
// untimed room saved in the last 30 minutes. Pure: the drafts come from lib/store/open-drafts.js.

const { GRACE_SECONDS, adjustOf, deadlineOf, formatTime, parseTime } = require('./deadline.js');

/** An untimed room's student who has not saved for this long counts as gone. */
const UNTIMED_IDLE_MS = 30 * 60 * 1000;
const GRACE_MS = GRACE_SECONDS * 1000;

/**
 * Until when a draft's student counts as writing (ms since the epoch), null when they never started a
 * timed test. `draft`: { room, time_limit (minutes, 0 untimed), started, updated } (stored time texts), and
 * on exam day (docs/architecture.md, "Exam day") the student's `extra` percent and `extra_minutes`, the start's `base` and
 * the room's `paused_ms` and `paused_at`, which move the deadline as they do the writes'.
 */
function writingUntilMs(draft, nowMs) {
  if (draft.time_limit > 0) {
    const clock = {
      extra: draft.extra || 0,
      extraMinutes: draft.extra_minutes || 0,
      pausedMs: draft.paused_ms || 0,
      pausedAt: draft.paused_at || '',
    };
    const deadline = deadlineOf(draft.started, draft.time_limit, adjustOf(clock, draft.base || 0, nowMs));
    return deadline ? parseTime(deadline) + GRACE_MS : null;
  }
  const saved = parseTime(draft.updated);
  return Number.isNaN(saved) ? null : saved + UNTIMED_IDLE_MS;
}

/** Who is writing at `nowMs` among the open rooms' drafts: { students, rooms, untilMs } (untilMs null when none). */
function writingNow(drafts, nowMs) {
  const rooms = new Set();
  let students = 0;
  let untilMs = null;
  for (const draft of drafts) {
    const until = writingUntilMs(draft, nowMs);
    if (until === null || until < nowMs) continue;
    students += 1;
    rooms.add(draft.room);
    if (untilMs === null || until > untilMs) untilMs = until;
  }
  return { students, rooms: rooms.size, untilMs };
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a backup must wait, or null when it may run now. The time to try again is when the last of them is
 * done unless they keep saving, on the server's clock (UTC), rounded up to the minute.
 */
function backupRefusal(drafts, nowMs) {
  const writing = writingNow(drafts, nowMs);
  if (writing.students === 0) return null;
  const minute = 60 * 1000;
  const after = formatTime(Math.ceil(writing.untilMs / minute) * minute).slice(11, 16);
  return (
    `A backup would pause every student's autosave: ${count(writing.students, 'student is', 'students are')} ` +
    `writing in ${count(writing.rooms, 'room', 'rooms')}. Try again after ${after} UTC.`
  );
}

module.exports = { UNTIMED_IDLE_MS, writingUntilMs, writingNow, backupRefusal };
