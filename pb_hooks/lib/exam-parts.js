// Exams one after another (see docs/architecture.md, "Exams one after another"): in a `computer` room, the
// exams whose room config gives them minutes run in sheet order as separate parts, each with its own start
// and deadline. A guest's part times are kept on their draft (`pending_submissions.exam_times`):
// { [examId]: { started, ended? } } (stored times; `ended` when the guest finished the part or started the
// next one; `pause_base`, the room's past pauses when it started: docs/architecture.md, "Exam day"). A part's
// deadline takes the guest's `clock` (deadline.js: extra time and the room's pauses). Pure: no PocketBase
// globals.

const { adjustOf, deadlineOf, formatTime, isPastGrace, parseTime } = require('./deadline.js');
const { parseJson } = require('./json.js');
const rules = require('./rules/limits.js');

/**
 * The parts of a room: [{ id, minutes, questions: [questionId] }], the exams with minutes in sheet order,
 * each with every question of its sections (on the sheet now or not, like the draft's `ids`); [] for a
 * paper room or a room without minutes.
 * @param {{ delivery?: string, config?: object }} room
 * @param {string[]} sheetExamIds the room's exams in sheet order
 * @param {(examId: string) => string[]} questionsOf every question id of an exam
 */
function roomParts(room, sheetExamIds, questionsOf) {
  if (!room || room.delivery === 'paper') return [];
  const config = room.config && typeof room.config === 'object' ? room.config : {};
  const parts = [];
  for (const id of sheetExamIds) {
    const minutes = minutesOf(config[id]);
    if (minutes > 0) parts.push({ id, minutes, questions: questionsOf(id) });
  }
  return parts;
}

/** An exam config's minutes: a whole number 1–600, else 0 (none). */
function minutesOf(examConfig) {
  const minutes = examConfig && typeof examConfig === 'object' ? examConfig.minutes : 0;
  return Number.isInteger(minutes) && minutes > 0 && minutes <= rules.TIME_LIMIT_MAX ? minutes : 0;
}

/** A draft's stored exam_times (JSON text, '' or null when none) as { [examId]: { started, ended } }. */
function parseTimes(text) {
  const value = parseJson(text, null);
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

const startedOf = (times, id) => {
  const entry = times[id];
  return entry && typeof entry.started === 'string' && entry.started !== '' ? entry.started : null;
};

const baseOf = (times, id) => (times[id] && Number(times[id].pause_base)) || 0;

/**
 * A part's deadline: its start plus its minutes (stretched and moved on by the guest's `clock` at `nowMs`),
 * capped by the room's deadline; null before its start.
 */
function partDeadline(part, times, roomDeadline, clock, nowMs) {
  const adjust = adjustOf(clock, baseOf(times, part.id), nowMs);
  const own = deadlineOf(startedOf(times, part.id), part.minutes, adjust);
  if (!own || !roomDeadline) return own;
  return parseTime(roomDeadline) < parseTime(own) ? roomDeadline : own;
}

/**
 * Whether the part at `index` has ended at `nowMs`: finished, a later part started, or its deadline plus the
 * grace passed.
 */
function isEnded(parts, index, times, roomDeadline, nowMs, clock) {
  const part = parts[index];
  const entry = times[part.id];
  if (!entry) return false;
  if (typeof entry.ended === 'string' && entry.ended !== '') return true;
  for (let later = index + 1; later < parts.length; later++)
    if (startedOf(times, parts[later].id)) return true;
  const deadline = partDeadline(part, times, roomDeadline, clock, nowMs);
  return !!deadline && isPastGrace(deadline, nowMs);
}

/** guest-search's `timing.exams`: [{ id, minutes, started, deadline, ended }] (times as stored text or null). */
function partTimings(parts, times, roomDeadline, nowMs, clock) {
  return parts.map((part, index) => ({
    id: part.id,
    minutes: part.minutes,
    started: startedOf(times, part.id),
    deadline: partDeadline(part, times, roomDeadline, clock, nowMs),
    ended: isEnded(parts, index, times, roomDeadline, nowMs, clock),
  }));
}

/**
 * What starting the exam `examId` does: { refusal: 'unknown' } (not a part of the room), { refusal: 'order' }
 * (not the next part: the one before it has not started), { started } (it had started: the first start
 * stands) or { times } (the new exam_times: it starts at `nowMs`, and the part before it ends then).
 */
function startPart(parts, times, examId, nowMs, clock) {
  const index = parts.findIndex((part) => part.id === examId);
  if (index === -1) return { refusal: 'unknown' };
  const started = startedOf(times, examId);
  if (started) return { started };
  if (index > 0 && !startedOf(times, parts[index - 1].id)) return { refusal: 'order' };
  const now = formatTime(nowMs);
  // The room's past pauses, when there were any: only the pauses after this start move its deadline.
  const entry = clock && clock.pausedMs > 0 ? { started: now, pause_base: clock.pausedMs } : { started: now };
  const next = { ...times, [examId]: entry };
  const before = index > 0 ? times[parts[index - 1].id] : null;
  if (before && !before.ended) next[parts[index - 1].id] = { ...before, ended: now };
  return { times: next };
}

/**
 * What finishing the exam `examId` does: { refusal: 'unknown' | 'not_started' }, { times: null } (it had
 * ended: nothing to change) or { times } (it ends at `nowMs`).
 */
function finishPart(parts, times, examId, roomDeadline, nowMs, clock) {
  const index = parts.findIndex((part) => part.id === examId);
  if (index === -1) return { refusal: 'unknown' };
  if (!startedOf(times, examId)) return { refusal: 'not_started' };
  if (isEnded(parts, index, times, roomDeadline, nowMs, clock)) return { times: null };
  return { times: { ...times, [examId]: { ...times[examId], ended: formatTime(nowMs) } } };
}

/**
 * The question ids of the parts that are not running at `nowMs`: ended, or not started yet. Their answers
 * are kept as stored (an ended part's), or none (a part not started: docs/architecture.md, "Exams one after
 * another", the per-exam clocks bind). A question of an exam without minutes is never frozen.
 */
function frozenQuestions(parts, times, roomDeadline, nowMs, clock) {
  const frozen = new Set();
  parts.forEach((part, index) => {
    if (!startedOf(times, part.id) || isEnded(parts, index, times, roomDeadline, nowMs, clock))
      for (const id of part.questions) frozen.add(id);
  });
  return frozen;
}

/** Whether any part has started: a submission needs one (403 `not_started`, as in a timed room). */
const anyStarted = (parts, times) => parts.some((part) => startedOf(times, part.id) !== null);

/**
 * The answers to write: those sent, except that a question of an ended part keeps its stored answer (or
 * none): a later draft cannot change an ended part, and trying is not an error.
 * @param {{ questionId: string, value: string }[]} sent
 * @param {{ questionId: string, value: string }[]} stored
 * @param {Set<string>} frozen
 */
function keptAnswers(sent, stored, frozen) {
  if (frozen.size === 0) return sent;
  const out = sent.filter((answer) => !frozen.has(answer.questionId));
  for (const answer of stored) if (frozen.has(answer.questionId)) out.push(answer);
  return out;
}

/** Whether the last part's deadline plus the grace has passed at `nowMs`: no draft or submission after it. */
function isOver(parts, times, roomDeadline, nowMs, clock) {
  if (parts.length === 0) return false;
  const deadline = partDeadline(parts[parts.length - 1], times, roomDeadline, clock, nowMs);
  return !!deadline && isPastGrace(deadline, nowMs);
}

module.exports = {
  roomParts,
  minutesOf,
  parseTimes,
  partDeadline,
  isEnded,
  partTimings,
  startPart,
  finishPart,
  frozenQuestions,
  anyStarted,
  keptAnswers,
  isOver,
};
