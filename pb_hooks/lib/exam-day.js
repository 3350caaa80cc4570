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

/** The live screen's statuses of a student (docs/product.md, "Exam day"). */
const LIVE_STATUSES = ['not_started', 'writing', 'paused', 'finished_part', 'time_up', 'submitted'];

/**
 * Where one student of the live route stands: { status, part, deadline } (docs/product.md, "Exam day"). `part` is the
 * number (1-based) of the part being written or last finished in a room with parts, else null; `deadline`
 * the one that ends what they are writing now (with their extra time and the room's pauses, the pause so
 * far included while paused: time left = deadline − now), null when none.
 * @param {{ kind: 'd' | 's' | 'a', started: string, times: string, base: number, extra: number, extra_minutes: number }} row a
 *   draft ('d'), a submission ('s') or only an accommodation ('a'), as the live read gives it
 * @param {{ limit: number, parts: { id: string, minutes: number }[], pausedAt: string, pausedMs: number }} room
 */
function liveState(row, room, nowMs) {
  const out = { status: 'not_started', part: null, deadline: null };
  if (row.kind === 's') return { ...out, status: 'submitted' };
  if (row.kind === 'a' || !row.started) return out;
  const clock = {
    extra: Number(row.extra) || 0,
    extraMinutes: Number(row.extra_minutes) || 0,
    pausedMs: room.pausedMs,
    pausedAt: room.pausedAt,
  };
  const roomDeadline = deadlineOf(row.started, room.limit, adjustOf(clock, Number(row.base) || 0, nowMs));
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
  if (!timing.ended) return { status: writing, part: current + 1, deadline: timing.deadline };
  return { status: 'finished_part', part: current + 1, deadline: roomDeadline };
}

/**
 * Whether a `review` room keeps the keys back from a student who submitted (docs/product.md, "Exam day"): while it is open,
 * someone may still be writing (`stillWriting`: an untimed room always may; a timed one while a started
 * student's deadline and grace have not passed, or it is paused), unless `review_at_once` (homework).
 */
function keysWithheld(room, stillWriting) {
  return room.results === 'review' && !room.review_at_once && room.accepting && stillWriting;
}

module.exports = { pauseChange, LIVE_STATUSES, liveState, keysWithheld };
