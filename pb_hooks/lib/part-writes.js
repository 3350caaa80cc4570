// The guest writes in a room with the room's timed exams (docs/architecture.md, "Exams one after another"):
// a draft or submission keeps the stored answers of the parts not running, and a part's start or end is
// written while no other write changed the draft's part times (read again a few times when one did).

const { formatTime } = require('./deadline.js');
const { answersOf, draftRaw } = require('./draft-json.js');
const { conflict, fieldError, throwIfInvalid } = require('./errors.js');
const parts = require('./exam-parts.js');
const { refusedWrite, requireGateGuest } = require('./guest-request.js');
const { partsOf, roomDeadlineOf } = require('./guest-timing.js');
const { whenFree } = require('./store/busy.js');
const { partDraft } = require('./store/part-draft.js');
const { newRecordId } = require('./store/records.js');

/** How many times a write in a room with parts reads the draft again when a part ended meanwhile. */
const PART_WRITE_TRIES = 3;

/**
 * A draft or submission in a room with parts (docs/architecture.md, "Exams one after another"): refused
 * (time_up) once the last part's deadline and grace have passed, and, `needsStart` (a submission), when no
 * part has started (not_started); the answers to the questions of a part that is not running (ended, or
 * not started yet) are replaced by the stored ones (not an error). `write(answers, times)` writes with the answers to
 * keep, guarded by the part times read; its result, or null when it wrote nothing.
 */
function partsWrite(e, request, write, needsStart = false) {
  const { app, uuid, roomId, sheet } = request;
  const roomParts = partsOf(roomId, sheet.parts);
  for (let attempt = 0; attempt < PART_WRITE_TRIES; attempt++) {
    const draft = partDraft(app, uuid, roomId, true);
    const times = parts.parseTimes(draft.times);
    const nowMs = Date.now();
    const roomDeadline = roomDeadlineOf(draft, sheet, nowMs);
    if (parts.isOver(roomParts, times, roomDeadline, nowMs, draft.clock)) throw refusedWrite(e, roomId, true);
    if (needsStart && !parts.anyStarted(roomParts, times)) throw refusedWrite(e, roomId, false, true);
    const frozen = parts.frozenQuestions(roomParts, times, roomDeadline, nowMs, draft.clock);
    const written = write(parts.keptAnswers(request.answers, answersOf(draft.raw), frozen), draft.times);
    if (written) return written;
    if (partDraft(app, uuid, roomId).times === draft.times) break;
  }
  return null;
}

/** 400 at `exam` when the body names an exam that is not one of the room's parts. */
function checkPartExam(body, sheet) {
  if (body.exam === null) return;
  const known = sheet.parts && partsOf(body.room, sheet.parts).some((part) => part.id === body.exam);
  if (!known)
    throwIfInvalid({
      exam: fieldError('validation_unknown_exam', 'Not an exam of this room with its own time.'),
    });
}

/** The refusals of a part's start and end: 409, once the guest is known (their own errors come first). */
function partRefusal(e, code) {
  requireGateGuest(e);
  const message =
    code === 'order'
      ? 'Start the exams in their order: the one before this has not started.'
      : 'Start this exam before you finish it.';
  return conflict(message, { exam: { code: code === 'order' ? 'exam_order' : 'not_started', message } });
}

/**
 * A part's start or end (`step(parts, times, roomDeadline, nowMs)`: exam-parts.js's startPart or
 * finishPart), written by `writeTimes` (store/guest-writes.js's startPart or finishPart) while no other write changed the draft's part times; the answer of the
 * routes, { exam, started, deadline, ended }.
 */
function partWrite(e, request, writeTimes, step) {
  const { app, uuid, roomId, sheet, body } = request;
  const roomParts = partsOf(roomId, sheet.parts);
  const part = roomParts.find((p) => p.id === body.exam);
  const answer = (times, draft, nowMs) => {
    const roomDeadline = roomDeadlineOf(draft, sheet, nowMs);
    const timing = parts
      .partTimings(roomParts, times, roomDeadline, nowMs, draft.clock)
      .find((p) => p.id === part.id);
    return e.json(200, {
      exam: part.id,
      started: timing.started,
      deadline: timing.deadline,
      ended: timing.ended,
    });
  };
  for (let attempt = 0; attempt < PART_WRITE_TRIES; attempt++) {
    const draft = partDraft(app, uuid, roomId);
    const times = parts.parseTimes(draft.times);
    const nowMs = Date.now();
    const next = step(roomParts, times, roomDeadlineOf(draft, sheet, nowMs), nowMs, draft.clock);
    if (next.refusal) throw partRefusal(e, next.refusal);
    if (!next.times) return answer(times, draft, nowMs);
    const params = {
      id: newRecordId(),
      uuid,
      room: roomId,
      raw: draftRaw([], []),
      now: formatTime(nowMs),
      times: draft.times,
      next: JSON.stringify(next.times),
    };
    const written = whenFree(e, () => writeTimes(app.db(), params));
    // A first start is the room's start too, with the room's past pauses as its base.
    if (written)
      return answer(
        next.times,
        { ...draft, started: written.at, base: draft.started ? draft.base : draft.clock.pausedMs },
        nowMs,
      );
    if (partDraft(app, uuid, roomId).times === draft.times) break;
  }
  throw refusedWrite(e, roomId);
}

module.exports = { partsWrite, checkPartExam, partWrite };
