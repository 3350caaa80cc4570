// Exam day (see docs/architecture.md, "Exam day"): a room's pause, the live screen's view of a student, the
// times a student was away, and when a `review` room shows its keys. Pure: no PocketBase globals.

const { adjustOf, deadlineOf, isPastGrace, parseTime } = require('./deadline.js');
const parts = require('./exam-parts.js');

/**
 * What the room patch's `paused` changes: { paused_at, paused_ms } to set, or {} when nothing changes
 * (pausing a paused room, resuming a running one). A resume adds the pause's length to the room's past
 * pauses, which moves every deadline started before it (deadline.js's pauseShiftMs): none is rewritten.
 * @param {{ pausedAt: string, pausedMs: number }} room the room's pause as stored ('' when running)
 */
function pauseChange(room, paused, nowMs) {
  const since = parseTime(room.pausedAt);
  const isPaused = !Number.isNaN(since);
  if (paused === isPaused) return {};
  if (paused) return { paused_at: new Date(nowMs).toISOString().replace('T', ' ') };
  return { paused_at: '', paused_ms: (room.pausedMs || 0) + Math.max(0, nowMs - since) };
}

/** The live screen's statuses of a student (DESIGN §16). */
const LIVE_STATUSES = ['not_started', 'writing', 'paused', 'finished_part', 'time_up', 'submitted'];

/**
 * One student of the live route, from one row of its SQL read.
 * @param {{ kind: 'd' | 's' | 'a', guest: string, name: string, email: string, started: string,
 *   times: string, base: number, extra: number, updated: string, answered: number, away: number,
 *   away_seconds: number, pastes: number }} row a draft ('d'), a submission ('s') or only an
 *   accommodation ('a')
 * @param {{ limit: number, parts: { id: string, minutes: number }[], total: number,
 *   pausedAt: string, pausedMs: number }} room
 * @returns {{ guest, status, part, answered, total, updated, deadline, extra_percent, away, pastes }}
 */
function liveStudent(row, room, nowMs) {
  const extra = Number(row.extra) || 0;
  const out = {
    guest: { id: row.guest, name: row.name, email: row.email },
    status: 'not_started',
    part: null,
    answered: Number(row.answered) || 0,
    total: room.total,
    updated: row.kind === 'a' ? null : row.updated || null,
    deadline: null,
    extra_percent: extra,
    away: { count: Number(row.away) || 0, seconds: Math.round(Number(row.away_seconds) || 0) },
    pastes: Number(row.pastes) || 0,
  };
  if (row.kind === 's') return { ...out, status: 'submitted' };
  if (row.kind === 'a' || !row.started) return out;
  const clock = { extra, pausedMs: room.pausedMs, pausedAt: room.pausedAt };
  const roomDeadline = deadlineOf(row.started, room.limit, adjustOf(clock, row.base, nowMs));
  const writing = room.pausedAt ? 'paused' : 'writing';
  if (roomDeadline && isPastGrace(roomDeadline, nowMs))
    return { ...out, status: 'time_up', deadline: roomDeadline };
  if (room.parts.length === 0) return { ...out, status: writing, deadline: roomDeadline };
  const timings = parts.partTimings(room.parts, parts.parseTimes(row.times), roomDeadline, nowMs, clock);
  let current = -1;
  timings.forEach((timing, index) => {
    if (timing.started) current = index;
  });
  if (current === -1) return { ...out, deadline: roomDeadline };
  const timing = timings[current];
  const part = current + 1;
  if (!timing.ended) return { ...out, status: writing, part, deadline: timing.deadline };
  return { ...out, status: 'finished_part', part, deadline: roomDeadline };
}

/**
 * Whether a `review` room keeps the keys back from a student who submitted (DESIGN §16): while it is open,
 * someone may still be writing (`stillWriting`: an untimed room always may; a timed one while a started
 * student's deadline and grace have not passed, or it is paused), unless `review_at_once` (homework).
 */
function keysWithheld(room, stillWriting) {
  return room.results === 'review' && !room.review_at_once && room.accepting && stillWriting;
}

module.exports = { pauseChange, LIVE_STATUSES, liveStudent, keysWithheld };
