// The guest routes (DESIGN.md §5): no login; the guest is named by the guest-uuid header (or, for the
// guest record itself, by the body's uuid). Answer keys never leave the server here.

const { badRequest, conflict, forbidden, notFound, throwIfInvalid } = require('./errors.js');
const { handle, readJson, requireGuest, findRoomById } = require('./http.js');
const { scoreTable } = require('./scoring.js');
const { findBy, findOwn, guestState, sheetEntry } = require('./store.js');
const v = require('./validate.js');

const guestJson = (guest) => ({
  id: guest.id,
  uuid: guest.getString('uuid'),
  name: guest.getString('name'),
  email: guest.getString('email'),
  finishedGate: guest.getBool('finishedGate'),
});

const alreadySubmitted = (id) =>
  conflict(
    'This sheet has already been submitted.',
    { submission: { code: 'already_submitted', message: 'This sheet has already been submitted.' } },
    { id },
  );

/** POST /api/exam/guest { uuid } → the guest, made if new. */
function createGuest(e) {
  return handle(e, () => {
    const { uuid } = v.validateGuestCreate(readJson(e));
    const app = e.app;
    let guest = findBy(app, 'guests', 'uuid', uuid);
    if (!guest) {
      const record = new Record(app.findCollectionByNameOrId('guests'));
      record.set('uuid', uuid);
      record.set('finishedGate', false);
      try {
        app.save(record);
        guest = record;
      } catch (error) {
        // Two first visits of the same uuid at once: the unique index let the other one win.
        guest = findBy(app, 'guests', 'uuid', uuid);
        if (!guest) throw error;
      }
    }
    return e.json(200, guestJson(guest));
  });
}

/** PATCH /api/exam/guest { uuid, name, email } → the guest, gate finished. */
function updateGuest(e) {
  return handle(e, () => {
    const body = v.validateGuestPatch(readJson(e));
    const app = e.app;
    const guest = findBy(app, 'guests', 'uuid', body.uuid);
    if (!guest) throw notFound('Guest not found.');
    guest.set('name', body.name);
    guest.set('email', body.email);
    guest.set('finishedGate', true);
    app.save(guest);
    return e.json(200, guestJson(guest));
  });
}

/** Answers of a stored raw (JSON text), cleaned to [{ questionId, value }]. */
function answersOf(rawText) {
  let raw = null;
  try {
    raw = rawText ? JSON.parse(rawText) : null;
  } catch (_) {
    raw = null;
  }
  const list = raw && Array.isArray(raw.answers) ? raw.answers : [];
  return list
    .filter((a) => a && typeof a.questionId === 'string')
    .map((a) => ({ questionId: a.questionId, value: typeof a.value === 'string' ? a.value : '' }));
}

const DRAFT_PREFIX = '{"answers":[';

/**
 * The draft as the guest-search answer carries it: { answers, updated }, as JSON text. A draft's raw is
 * written by saveDraft only, as {"answers":[…]}: spliced as is rather than parsed and serialised again
 * (the one part of the hottest read that costs). Anything else is parsed and cleaned.
 */
function draftJson(draft) {
  const updated = JSON.stringify(draft.at);
  const raw = draft.raw;
  if (
    raw.indexOf(DRAFT_PREFIX) === 0 &&
    raw.lastIndexOf(']}') === raw.length - 2 &&
    raw.indexOf('],"') === -1
  ) {
    return `${raw.slice(0, -1)},"updated":${updated}}`;
  }
  return JSON.stringify({ answers: answersOf(raw), updated: draft.at });
}

/** POST /api/room/guest-search { slug } → { room, pendingSubmission, submission }. */
function guestSearch(e) {
  return handle(e, () => {
    const { slug } = v.validateSlugBody(readJson(e));
    const app = e.app;
    const record = findBy(app, 'rooms', 'slug', slug);
    if (!record) throw notFound('Room not found.');
    const sheet = sheetEntry(app, record);
    let pending = 'null';
    let submission = 'null';
    const uuid = v.normalizeUuid(e.request.header.get('guest-uuid'));
    if (uuid) {
      const state = guestState(app, uuid, record.id);
      // The submission's raw holds the keys: only its answers leave the server.
      if (state.submission) {
        const s = state.submission;
        submission = JSON.stringify({ id: s.id, created: s.at, answers: answersOf(s.raw) });
      } else if (state.draft) {
        // A submission removes the draft in the same transaction: a draft only counts without one.
        pending = draftJson(state.draft);
      }
    }
    // The sheet is cached as JSON: spliced in rather than parsed and serialised again.
    e.response.header().set('Content-Type', 'application/json');
    return e.string(200, `{"room":${sheet.json},"pendingSubmission":${pending},"submission":${submission}}`);
  });
}

/**
 * What the draft and submission routes share: the guest (401 unknown, 403 gate not finished), the body
 * (400), the room (404), its sheet, and the answers checked against the sheet (400).
 */
function answersRequest(e) {
  const guest = requireGuest(e);
  if (!guest.getBool('finishedGate')) throw forbidden('Give your name and e-mail first.');
  const body = v.validateAnswersBody(readJson(e));
  const app = e.app;
  const record = findRoomById(app, body.room);
  const sheet = sheetEntry(app, record);
  const onSheet = { has: (id) => id.indexOf(',') === -1 && sheet.ids.indexOf(`,${id},`) !== -1 };
  throwIfInvalid(v.answersOutsideSheet(body.answers, onSheet), 'Some answers are not for this room.');
  return { app, guest, record, sheet, answers: body.answers };
}

/** POST /api/exam/pending-submission { Room, raw: { answers } } → { id, updated }. */
function saveDraft(e) {
  return handle(e, () => {
    const { app, guest, record, answers } = answersRequest(e);
    const roomId = record.id;
    let result = null;
    // Small, as it is serialised with every other write: two lookups by (Guest, Room) and one save.
    // Everything was checked above (guest and room exist, raw is bounded by the body limit): NoValidate.
    app.runInTransaction((tx) => {
      const done = findOwn(tx, 'submissions', guest.id, roomId);
      if (done) throw alreadySubmitted(done.id);
      let draft = findOwn(tx, 'pending_submissions', guest.id, roomId);
      if (!draft) {
        draft = new Record(tx.findCollectionByNameOrId('pending_submissions'));
        draft.set('Guest', guest.id);
        draft.set('Room', roomId);
      }
      // As JSON text: PocketBase stores a JSON string as is (and guestSearch splices it back).
      draft.set('raw', JSON.stringify({ answers }));
      tx.saveNoValidate(draft);
      result = { id: draft.id, updated: draft.getString('updated') };
    });
    if (!result) throw badRequest();
    return e.json(200, result);
  });
}

/** POST /api/exam/submission { Room, raw: { answers } } → { id, created }; scored here, draft removed. */
function submit(e) {
  return handle(e, () => {
    const { app, guest, record, sheet, answers } = answersRequest(e);
    const roomId = record.id;
    const scored = scoreTable(JSON.parse(sheet.table), answers);
    let result = null;
    app.runInTransaction((tx) => {
      const done = findOwn(tx, 'submissions', guest.id, roomId);
      if (done) throw alreadySubmitted(done.id);
      const submission = new Record(tx.findCollectionByNameOrId('submissions'));
      submission.set('Guest', guest.id);
      submission.set('Room', roomId);
      submission.set('score', scored.score);
      submission.set('raw', JSON.stringify(scored.raw));
      tx.saveNoValidate(submission);
      const draft = findOwn(tx, 'pending_submissions', guest.id, roomId);
      if (draft) tx.delete(draft);
      result = { id: submission.id, created: submission.getString('created') };
    });
    if (!result) throw badRequest();
    return e.json(200, result);
  });
}

module.exports = { createGuest, updateGuest, guestSearch, saveDraft, submit };
