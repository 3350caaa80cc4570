// The guest routes (see docs/architecture.md, "HTTP routes"): no login; the guest is named by the guest-uuid header (or, for the
// guest record itself, by the body's uuid). Answer keys never leave the server here.

const { conflict, forbidden, isHttpError, notFound, throwIfInvalid, unauthorized } = require('./errors.js');
const { handle, readJson, requireGuest } = require('./http.js');
const { scoreTable } = require('./scoring.js');
const { roomIdBySlug, sheetEntry } = require('./store/caches.js');
const { findBy, findOwn } = require('./store/finders.js');
const { guestResultOf } = require('./store/guest-result.js');
const { guestState } = require('./store/guest-state.js');
const { normalizeUuid } = require('./validate/fields.js');
const {
  answersOutsideSheet,
  validateAnswersBody,
  validateGuestCreate,
  validateGuestPatch,
} = require('./validate/guest-bodies.js');
const { validateSlugBody } = require('./validate/lookup-bodies.js');

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
    const { uuid } = validateGuestCreate(readJson(e));
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
    const body = validateGuestPatch(readJson(e));
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

/** A stored submission's score, per-exam scores and raw, for its result. */
function storedSubmission(app, id, rawText) {
  const rows = arrayOf(new DynamicModel({ score: 0, exams: '' }));
  app.db().newQuery('SELECT score, exams FROM submissions WHERE id = {:id}').bind({ id }).all(rows);
  const parse = (text) => {
    try {
      return JSON.parse(text);
    } catch (_) {
      return null;
    }
  };
  return {
    score: rows.length ? rows[0].score : 0,
    exams: rows.length ? parse(rows[0].exams) : {},
    raw: parse(rawText),
  };
}

/** POST /api/room/guest-search { slug } → { room, pendingSubmission, submission }. */
function guestSearch(e) {
  return handle(e, () => {
    const { slug } = validateSlugBody(readJson(e));
    const app = e.app;
    const roomId = roomIdBySlug(app, slug);
    const sheet = roomId && sheetEntry(app, roomId, ['json']);
    if (!sheet) throw notFound('Room not found.');
    let pending = 'null';
    let submission = 'null';
    const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
    if (uuid) {
      const state = guestState(app, uuid, roomId);
      // The submission's raw holds the keys: only its answers leave the server, and its result as the
      // room's results setting allows (keys only under review).
      if (state.submission) {
        const s = state.submission;
        const result = guestResultOf(app, roomId, () => storedSubmission(app, s.id, s.raw));
        submission = JSON.stringify({ id: s.id, created: s.at, answers: answersOf(s.raw), result });
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

/** The guest of the guest-uuid header: 401 when unknown, 403 until the gate is finished. */
function requireGateGuest(e) {
  const guest = requireGuest(e);
  if (!guest.getBool('finishedGate')) throw forbidden('Give your name and e-mail first.');
  return guest;
}

/**
 * What the draft and submission routes check before writing: the body (400), the room's sheet (404) and the
 * answers against the sheet (400). The guest is checked by the write itself, in the same statement; when
 * anything here fails, the guest's own errors (401, 403) still come first.
 * @param {string[]} sheetParts the cached sheet parts the route needs besides 'ids' (store/caches.js's sheetEntry)
 */
function answersRequest(e, sheetParts) {
  const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
  if (!uuid) throw unauthorized('Guest is not identified.');
  try {
    const body = validateAnswersBody(readJson(e));
    const sheet = sheetEntry(e.app, body.room, ['ids'].concat(sheetParts));
    if (!sheet) throw notFound('Room not found.');
    const onSheet = { has: (id) => id.indexOf(',') === -1 && sheet.ids.indexOf(`,${id},`) !== -1 };
    throwIfInvalid(answersOutsideSheet(body.answers, onSheet), 'Some answers are not for this room.');
    return { app: e.app, uuid, roomId: body.room, sheet, answers: body.answers };
  } catch (error) {
    if (isHttpError(error)) requireGateGuest(e);
    throw error;
  }
}

/** Why a draft or submission wrote nothing: 401 or 403 (the guest), 409 (already submitted) or 404. */
function refusedWrite(e, roomId) {
  const guest = requireGateGuest(e);
  const done = findOwn(e.app, 'submissions', guest.id, roomId);
  if (done) return alreadySubmitted(done.id);
  return notFound('Room not found.');
}

// Drafts and submissions are written with one SQL statement each (bound parameters), not through record
// saves: they are the hottest writes (a class autosaves every second) and every write is serialised, so
// each must be as short as it can be. Everything the schema would check was checked above; these two
// collections have no record hooks (content.pb.js watches the content collections only).
const RECORD_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newRecordId = () => $security.randomStringWithAlphabet(15, RECORD_ID_ALPHABET);
const now = () => new DateTime().string();

// The guest is named by its uuid and must have finished the gate; the room must exist. A draft is
// inserted or updated unless the guest has submitted: one atomic statement.
const UPSERT_DRAFT_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, created, updated)
  SELECT {:id}, g.id, r.id, {:raw}, {:now}, {:now}
    FROM guests g, rooms r
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE SET raw = excluded.raw, updated = excluded.updated
  RETURNING id, updated`;

// raw.guest keeps the name and e-mail the guest had when submitting; started is the draft's start (read
// before the trigger removes the draft), so the time taken survives.
const INSERT_SUBMISSION_SQL = `
  INSERT INTO submissions (id, Guest, Room, score, exams, started, raw, created, updated)
  SELECT {:id}, g.id, r.id, {:score}, {:exams},
         COALESCE((SELECT p.created FROM pending_submissions p WHERE p.Guest = g.id AND p.Room = r.id), ''),
         json_set({:raw}, '$.guest', json_object('name', g.name, 'email', g.email)), {:now}, {:now}
    FROM guests g, rooms r
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room}
  ON CONFLICT (Guest, Room) DO NOTHING
  RETURNING id, created`;

/** Runs a statement with RETURNING; the returned row as { id, at }, or null when it wrote nothing. */
function writeReturning(db, sql, params, atColumn) {
  const rows = arrayOf(new DynamicModel({ id: '', [atColumn]: '' }));
  db.newQuery(sql).bind(params).all(rows);
  return rows.length > 0 ? { id: rows[0].id, at: rows[0][atColumn] } : null;
}

/** POST /api/exam/pending-submission { Room, raw: { answers } } → { id, updated }. */
function saveDraft(e) {
  return handle(e, () => {
    const { app, uuid, roomId, answers } = answersRequest(e, []);
    const params = {
      id: newRecordId(),
      uuid,
      room: roomId,
      raw: JSON.stringify({ answers }),
      now: now(),
    };
    const saved = writeReturning(app.db(), UPSERT_DRAFT_SQL, params, 'updated');
    if (!saved) throw refusedWrite(e, roomId);
    return e.json(200, { id: saved.id, updated: saved.at });
  });
}

// Each pooled JS runtime keeps the scoring tables it parsed (module state lives as long as the runtime):
// parsing a room's table was most of a submission's cost. An entry is used only while its text is the
// cached table's text, so a change to the room's keys is seen at once.
const parsedTables = new Map();
const MAX_PARSED_TABLES = 50;
function scoringTableOf(roomId, text) {
  const memo = parsedTables.get(roomId);
  if (memo && memo.text === text) return memo.table;
  if (parsedTables.size >= MAX_PARSED_TABLES) parsedTables.clear();
  const table = JSON.parse(text);
  parsedTables.set(roomId, { text, table });
  return table;
}

/** POST /api/exam/submission { Room, raw: { answers } } → { id, created, result }; scored here, draft removed. */
function submit(e) {
  return handle(e, () => {
    const { app, uuid, roomId, sheet, answers } = answersRequest(e, ['table']);
    const scored = scoreTable(scoringTableOf(roomId, sheet.table), answers);
    const params = {
      id: newRecordId(),
      uuid,
      room: roomId,
      score: scored.score,
      exams: JSON.stringify(scored.exams),
      raw: scored.rawJson,
      now: now(),
    };
    // The trigger of migration 1763780002 removes the draft in the same statement.
    const created = writeReturning(app.db(), INSERT_SUBMISSION_SQL, params, 'created');
    if (!created) throw refusedWrite(e, roomId);
    const result = guestResultOf(app, roomId, () => ({
      score: scored.score,
      exams: scored.exams,
      raw: JSON.parse(scored.rawJson),
    }));
    return e.json(200, { id: created.id, created: created.at, result });
  });
}

module.exports = { createGuest, updateGuest, guestSearch, saveDraft, submit };
