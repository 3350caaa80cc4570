// The guest routes (see docs/architecture.md, "HTTP routes"): no login; the guest is named by the guest-uuid header (or, for the
// guest record itself, by the body's uuid). Answer keys never leave the server here.

const { formatTime } = require('./deadline.js');
const { answersOf, draftJson, draftRaw } = require('./draft-json.js');
const { forbidden, isHttpError, notFound, unauthorized } = require('./errors.js');
const parts = require('./exam-parts.js');
const { answersRequest, guestWrite, refusedWrite } = require('./guest-request.js');
const { timingFor, roomDeadlineOf } = require('./guest-timing.js');
const { handle, jsonBody, leaveOutOfLog, readJson, sendJson, sendJsonText } = require('./http.js');
const { checkPartExam, partWrite, partsWrite } = require('./part-writes.js');
const { roomIdBySlug, sheetEntry } = require('./store/caches.js');
const { whenFree } = require('./store/busy.js');
const { limitDrafts } = require('./store/guest-limits.js');
const { guestResultOf } = require('./store/guest-result.js');
const { roomLoadState, storedSubmission } = require('./store/guest-state.js');
const { findOrCreateGuest, finishGate, isKnownGuest } = require('./store/guests.js');
const {
  clock,
  finishPart,
  insertSubmission,
  startGuest,
  startPart,
  upsertDraft,
} = require('./store/guest-writes.js');
const { partDraft, draftOfRow } = require('./store/part-draft.js');
const { recordRoomGuest } = require('./store/room-guests.js');
const { newRecordId } = require('./store/records.js');
const { scoreRoomSubmission } = require('./store/submission-scoring.js');
const { normalizeUuid } = require('./validate/fields.js');
const {
  validateGuestCreate,
  validateFinishBody,
  validateGuestPatch,
  validateStartBody,
  validateTimingBody,
} = require('./validate/guest-bodies.js');
const { validateSlugBody } = require('./validate/lookup-bodies.js');

/** POST /api/exam/guest { uuid } → the guest, made if new. */
function createGuest(e) {
  return handle(e, () => {
    const { uuid } = validateGuestCreate(readJson(e));
    return e.json(200, findOrCreateGuest(e.app, uuid));
  });
}

/** PATCH /api/exam/guest { uuid, name, email } → the guest, gate finished. */
function updateGuest(e) {
  return handle(e, () => {
    const guest = finishGate(e.app, validateGuestPatch(readJson(e)));
    if (!guest) throw notFound('Guest not found.');
    return e.json(200, guest);
  });
}

/**
 * A room of a class admits only its roster (docs/product.md, "Classes"): a guest past the gate whose student
 * is not on it is a 403 `not_in_class` naming the class and the e-mail to add (roomLoadState's offRoster;
 * none for a guest who has not passed the gate yet: the sheet shows the gate first).
 */
function requireOnRoster(refused) {
  if (!refused) return;
  const message = `This test is for the class ${refused.name}. Ask your teacher to add ${refused.email}.`;
  throw forbidden(message, { Room: { code: 'not_in_class', message } });
}

/** POST /api/room/guest-search { slug } → { room, pendingSubmission, submission, timing }. */
function guestSearch(e) {
  return handle(e, () => {
    // A uuid that names no guest is a 401 before the body is read; without one (or with one that is not a
    // uuid) the room is still answered, its body bounded as every body is.
    const app = e.app;
    const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
    if (uuid && !isKnownGuest(app, uuid)) throw unauthorized('Guest is not identified.');
    const { slug } = validateSlugBody(readJson(e));
    const roomId = roomIdBySlug(app, slug);
    const sheet = roomId && sheetEntry(app, roomId, ['json', 'limit', 'parts']);
    if (!sheet) throw notFound('Room not found.');
    let pending = 'null';
    let submission = 'null';
    let started = null;
    let times = '';
    // The guest's submission, draft and clock (the room's pause, their extra time and start's base:
    // docs/architecture.md, "Exam day") and the class's roster, in one read.
    const state = roomLoadState(app, uuid || '', roomId);
    if (!state) throw notFound('Room not found.');
    // The check above may answer from the known uuids (store/guests.js), a hint: the guest is found here.
    if (uuid && !state.known) throw unauthorized('Guest is not identified.');
    if (uuid) {
      requireOnRoster(state.offRoster);
      // The guest now belongs to the room (docs/architecture.md, "Exam day"), once: a draft or a submission
      // says so already. A busy database does not fail the load: the next load records it.
      if (!state.recorded && !state.draft && !state.submission) {
        const params = { id: newRecordId(), uuid, room: roomId, now: formatTime(Date.now()) };
        try {
          whenFree(e, () => recordRoomGuest(app, params));
        } catch (error) {
          if (!isHttpError(error)) throw error;
        }
      }
      // The submission's raw holds the keys: only its answers leave the server, and its result as the
      // room's results setting allows (keys only under review).
      if (state.submission) {
        const s = state.submission;
        const result = guestResultOf(app, roomId, () => storedSubmission(app, s.id, s.raw));
        submission = JSON.stringify({ id: s.id, created: s.at, answers: answersOf(s.raw), result });
      } else if (state.draft) {
        // A submission removes the draft in the same transaction: a draft only counts without one.
        pending = draftJson(state.draft);
        started = state.draft.started || null;
        times = state.draft.times;
      }
    }
    // `now` lets the sheet set its clock by the server's, which alone decides the deadline.
    const timing = JSON.stringify(
      timingFor(
        roomId,
        sheet,
        { started, times, base: state.clock.base, clock: state.clock.clock },
        Date.now(),
      ),
    );
    leaveOutOfLog(e);
    // The sheet is cached as JSON: spliced in rather than parsed and serialised again.
    return sendJsonText(
      e,
      200,
      `{"room":${sheet.json},"pendingSubmission":${pending},"submission":${submission},"timing":${timing}}`,
    );
  });
}

/**
 * POST /api/exam/pending-submission { Room, raw: { answers, flags? } } → { id, updated, timing }; 429 with
 * Retry-After beyond two drafts a second per guest. Counted once the body is checked, just before the write
 * (the one writer is what a flood would hold up), here rather than in a route middleware, which would take
 * a second JS runtime for every draft.
 */
function saveDraft(e) {
  return handle(e, () => {
    const request = answersRequest(e, ['limit', 'parts']);
    const { app, uuid, roomId, answers, flags, sheet } = request;
    limitDrafts(e, uuid);
    const upsert = (kept, times) => {
      const params = { id: newRecordId(), uuid, room: roomId, raw: draftRaw(kept, flags), times, ...clock() };
      return whenFree(e, () => upsertDraft(app.db(), params, !!sheet.parts));
    };
    const saved = sheet.parts ? partsWrite(e, request, upsert) : upsert(answers, '');
    if (!saved) throw refusedWrite(e, roomId);
    leaveOutOfLog(e);
    // The same timing as guest-search's, so extra time or a pause reaches the open sheet with its next save
    // (docs/architecture.md, "Exam day"); from the draft as written, not read again.
    const timing = timingFor(roomId, sheet, draftOfRow(saved), Date.now());
    // As text with its length: e.json would turn the object into Go values first (lib/http.js).
    return sendJson(e, 200, { id: saved.id, updated: saved.updated, timing });
  });
}

/**
 * POST /api/exam/submission { Room, raw: { answers, flags? } } → { id, created, result }; scored here
 * (flags kept, not scored), draft removed.
 */
function submit(e) {
  return handle(e, () => {
    const request = answersRequest(e, ['table', 'limit', 'parts']);
    const { app, uuid, roomId, sheet, answers, flags } = request;
    const insert = (kept, times) => {
      const scored = scoreRoomSubmission(roomId, sheet.table, kept, flags);
      const params = {
        id: newRecordId(),
        uuid,
        room: roomId,
        score: scored.score,
        exams: JSON.stringify(scored.exams),
        rawHead: scored.rawJson.slice(0, -1),
        verdicts: scored.verdicts,
        times,
        ...clock(),
      };
      return whenFree(e, () => insertSubmission(app.db(), params, !!sheet.parts)) ? { params, scored } : null;
    };
    const done = sheet.parts ? partsWrite(e, request, insert, true) : insert(answers, '');
    if (!done) throw refusedWrite(e, roomId);
    const { params, scored } = done;
    leaveOutOfLog(e);
    const result = guestResultOf(app, roomId, () => ({
      id: params.id,
      score: scored.score,
      exams: scored.exams,
      raw: JSON.parse(scored.rawJson),
    }));
    return sendJson(e, 200, { id: params.id, created: params.now, result });
  });
}

/**
 * POST /api/exam/start { Room } → { started, deadline }: the guest's start in the room (the first one, made
 * with an empty draft when there is none); deadline null in an untimed room. With `exam`, the start of that
 * exam's part (docs/architecture.md, "Exams one after another") → { exam, started, deadline, ended }: only
 * the next part in sheet order starts (the one before it ends then); a repeated start answers the first.
 */
function start(e) {
  return handle(e, () => {
    const request = guestWrite(e, jsonBody(validateStartBody), ['limit', 'parts'], checkPartExam);
    const { app, uuid, roomId, sheet, body } = request;
    // A start is once per student: the roster is checked here too, not on every draft.
    const state = roomLoadState(app, uuid, roomId);
    requireOnRoster(state && state.offRoster);
    if (body.exam !== null)
      return partWrite(e, request, startPart, (roomParts, times, _roomDeadline, nowMs, clock) => {
        const next = parts.startPart(roomParts, times, body.exam, nowMs, clock);
        return next.started ? { times: null } : next;
      });
    const params = {
      id: newRecordId(),
      uuid,
      room: roomId,
      raw: draftRaw([], []),
      now: formatTime(Date.now()),
    };
    const started = whenFree(e, () => startGuest(app.db(), params));
    if (!started) throw refusedWrite(e, roomId);
    // The deadline with the guest's extra time and the pauses since the start (docs/architecture.md, "Exam day").
    const draft = partDraft(app, uuid, roomId);
    return e.json(200, { started: started.at, deadline: roomDeadlineOf(draft, sheet, Date.now()) });
  });
}

/**
 * POST /api/exam/finish { Room, exam } → { exam, started, deadline, ended: true }: "Finish this part"
 * (docs/architecture.md, "Exams one after another"); its answers are kept as stored from now on. Finishing
 * an ended part changes nothing; one not started is 409.
 */
function finish(e) {
  return handle(e, () => {
    const request = guestWrite(e, jsonBody(validateFinishBody), ['limit', 'parts'], checkPartExam);
    return partWrite(e, request, finishPart, (roomParts, times, roomDeadline, nowMs, clock) =>
      parts.finishPart(roomParts, times, request.body.exam, roomDeadline, nowMs, clock),
    );
  });
}

/**
 * POST /api/exam/timing { Room } → { timing }: guest-search's timing alone (docs/architecture.md, "Exam
 * day"), which an open sheet asks for every 15 s so that extra time, a pause and its resume reach it. One
 * cached sheet part and one read: the sheet, the draft's answers and the submission are left out, so a
 * centre's sheets may poll without sending the room again.
 */
function timing(e) {
  return handle(e, () => {
    const { app, uuid, roomId, sheet } = guestWrite(e, jsonBody(validateTimingBody), ['limit', 'parts']);
    const value = timingFor(roomId, sheet, partDraft(app, uuid, roomId), Date.now());
    leaveOutOfLog(e);
    return e.json(200, { timing: value });
  });
}

module.exports = {
  createGuest,
  updateGuest,
  guestSearch,
  saveDraft,
  submit,
  start,
  finish,
  timing,
};
