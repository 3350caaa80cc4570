// What every guest write reads of its request before writing (docs/architecture.md, "Robustness rules"):
// the guest of the guest-uuid header, the body and the room's cached sheet, and, when the write wrote
// nothing, why (401, 403, 404, 409). Used by the guest routes (guest-routes.js) and a student's events
// (exam-day-routes.js).

const { deadlineOf } = require('./deadline.js');
const { conflict, forbidden, isHttpError, notFound, throwIfInvalid, unauthorized } = require('./errors.js');
const { requireGuest } = require('./http.js');
const { readAnswersBody } = require('./answers-body.js');
const { builtFromPart, sheetEntry } = require('./store/caches.js');
const { findById, findOwn } = require('./store/finders.js');
const { isKnownGuest } = require('./store/guests.js');
const { normalizeUuid } = require('./validate/fields.js');
const { answersOutsideSheet, longAnswersOutsideEssays } = require('./validate/guest-bodies.js');

const alreadySubmitted = (id) =>
  conflict(
    'This sheet has already been submitted.',
    { submission: { code: 'already_submitted', message: 'This sheet has already been submitted.' } },
    { id },
  );

// The refusals of the test conditions (docs/architecture.md, "Test conditions"): the sheet keys on the code.
const refusal = (code, message) => forbidden(message, { Room: { code, message } });
const roomClosed = () => refusal('room_closed', 'This room is closed.');
const timeUp = () => refusal('time_up', 'Time is up: your answers were collected at the deadline.');
// docs/architecture.md, "Exam day": the device keeps the answers and sends them again after the resume.
const paused = () => refusal('paused', 'The test is paused: your answers are kept on this device.');
const notStarted = () =>
  refusal('not_started', 'Start the test before you submit: reload this page to start.');

/** The guest of the guest-uuid header: 401 when unknown, 403 until the gate is finished. */
function requireGateGuest(e) {
  const guest = requireGuest(e);
  if (!guest.getBool('finishedGate')) throw forbidden('Give your name and e-mail first.');
  return guest;
}

/**
 * The guest-uuid header's uuid when it names a guest, else null: checked before any body is read
 * (docs/architecture.md, "Robustness rules"), so a stranger's body, however large or deep, is never parsed.
 * One indexed read of a prepared statement.
 */
function knownGuestUuid(e) {
  const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
  return uuid && isKnownGuest(e.app, uuid) ? uuid : null;
}

/**
 * The guest-uuid header and the body of a guest write, checked before writing: 401 without a known uuid, the
 * body (400, 413) and the room's sheet (404). The guest is checked by the write itself, in the same
 * statement; when anything here fails, the guest's own errors (401, 403) still come first.
 * @param {(e: object) => { room: string }} readBody the route's body, read and checked (http.js's jsonBody)
 * @param {string[]} sheetParts the cached sheet parts the route needs (store/caches.js's sheetEntry)
 * @param {(body: object, sheet: object) => void} [check] further checks against the sheet (400)
 */
function guestWrite(e, readBody, sheetParts, check) {
  const uuid = knownGuestUuid(e);
  if (!uuid) throw unauthorized('Guest is not identified.');
  try {
    const body = readBody(e);
    const sheet = sheetEntry(e.app, body.room, sheetParts);
    if (!sheet) throw notFound('Room not found.');
    if (check) check(body, sheet);
    return { app: e.app, uuid, roomId: body.room, sheet, body };
  } catch (error) {
    if (isHttpError(error)) requireGateGuest(e);
    throw error;
  }
}

/** The ids of a room's questions as a set, from its cached `ids` part (kept per JS runtime: store/caches.js). */
const questionIdsOf = (roomId, ids) =>
  builtFromPart('ids', roomId, ids, (text) => new Set(text.split(',').filter((id) => id !== '')));

/** The ids of a room's essay questions as a set, from its cached `essays` part (as questionIdsOf). */
const essayIdsOf = (roomId, essays) =>
  builtFromPart('essays', roomId, essays, (text) => new Set(text.split(',').filter((id) => id !== '')));

/**
 * What the draft and submission routes check before writing: guestWrite's checks, and the answers and
 * flags against the room's questions (400): each answer to one of them, and longer than 50 characters
 * only in an essay box. Their bodies may carry essays (answers-body.js).
 * @param {string[]} sheetParts the cached sheet parts the route needs besides 'ids' and 'essays'
 */
function answersRequest(e, sheetParts) {
  const parts = ['ids', 'essays'].concat(sheetParts);
  const check = (body, sheet) => {
    throwIfInvalid(
      answersOutsideSheet(body.answers, questionIdsOf(body.room, sheet.ids), body.flags),
      'Some answers are not for this room.',
    );
    throwIfInvalid(
      longAnswersOutsideEssays(body.answers, essayIdsOf(body.room, sheet.essays)),
      'Some answers are too long.',
    );
  };
  const request = guestWrite(e, readAnswersBody, parts, check);
  request.answers = request.body.answers;
  request.flags = request.body.flags;
  return request;
}

/**
 * Why a guest write wrote nothing: 401 or 403 (the guest), 409 (already submitted), 404 (no room), 403
 * room_closed, 403 paused, 403 time_up (the guest's deadline and its grace have passed), or 403 not_started (a
 * submission in a timed room from a guest who never started: only a submission needs a start). `late`:
 * the write came after the last part of the room (docs/architecture.md, "Exams one after another");
 * `unstarted`: a submission in a room with parts from a guest who started none of them.
 */
function refusedWrite(e, roomId, late, unstarted = false) {
  const app = e.app;
  const guest = requireGateGuest(e);
  const done = findOwn(app, 'submissions', guest.id, roomId);
  if (done) return alreadySubmitted(done.id);
  const room = findById(app, 'rooms', roomId);
  if (!room) return notFound('Room not found.');
  if (!room.getBool('accepting')) return roomClosed();
  if (room.getString('paused_at') !== '') return paused();
  if (unstarted) return notStarted();
  const draft = findOwn(app, 'pending_submissions', guest.id, roomId);
  const deadline = draft ? deadlineOf(draft.getString('started'), room.getInt('time_limit')) : null;
  // The guest, the room and the submission allow it: only the clock was left to refuse (also when the
  // write was refused a moment before the grace ended and this reads a moment after).
  if (deadline || late) return timeUp();
  if (room.getInt('time_limit') > 0) return notStarted();
  return notFound('Room not found.');
}

module.exports = { requireGateGuest, knownGuestUuid, guestWrite, answersRequest, refusedWrite };
