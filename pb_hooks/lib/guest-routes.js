// The guest routes (see docs/architecture.md, "HTTP routes"): no login; the guest is named by the guest-uuid header (or, for the
// guest record itself, by the body's uuid). Answer keys never leave the server here.

const {
  DEADLINE_SQL,
  accommodationJoin,
  adjustOf,
  deadlineOf,
  extraMinutesOn,
  formatTime,
  graceCutoff,
  timingOf,
} = require('./deadline.js');
const { answersOf, draftJson, draftRaw } = require('./draft-json.js');
const {
  conflict,
  fieldError,
  forbidden,
  isHttpError,
  notFound,
  throwIfInvalid,
  unauthorized,
} = require('./errors.js');
const parts = require('./exam-parts.js');
const { handle, jsonBody, leaveOutOfLog, readJson, requireGuest } = require('./http.js');
const { readAnswersBody } = require('./answers-body.js');
const { parseJson } = require('./json.js');
const { builtFromPart, roomIdBySlug, sheetEntry } = require('./store/caches.js');
const { whenFree } = require('./store/busy.js');
const { findBy, findById, findOwn } = require('./store/finders.js');
const { limitDrafts } = require('./store/guest-limits.js');
const { guestResultOf } = require('./store/guest-result.js');
const { guestState } = require('./store/guest-state.js');
const { partDraft, draftOfRow, DRAFT_CLOCK_RETURNING, CLOCK_ROW } = require('./store/part-draft.js');
const { recordRoomGuest } = require('./store/room-guests.js');
const { readAll, writeOneGrouped, writeReturning, writeRowGrouped } = require('./store/prepared.js');
const { newRecordId } = require('./store/records.js');
const { scoreRoomSubmission } = require('./store/submission-scoring.js');
const { normalizeUuid } = require('./validate/fields.js');
const {
  answersOutsideSheet,
  longAnswersOutsideEssays,
  validateGuestCreate,
  validateFinishBody,
  validateGuestPatch,
  validateStartBody,
  validateTimingBody,
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

// The refusals of the test conditions (docs/architecture.md, "Test conditions"): the sheet keys on the code.
const refusal = (code, message) => forbidden(message, { Room: { code, message } });
const roomClosed = () => refusal('room_closed', 'This room is closed.');
const timeUp = () => refusal('time_up', 'Time is up: your answers were collected at the deadline.');
// docs/architecture.md, "Exam day": the device keeps the answers and sends them again after the resume.
const paused = () => refusal('paused', 'The test is paused: your answers are kept on this device.');
const notStarted = () =>
  refusal('not_started', 'Start the test before you submit: reload this page to start.');

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

/** A stored submission's score, per-exam scores and raw, for its result. */
function storedSubmission(app, id, rawText) {
  const rows = arrayOf(new DynamicModel({ score: 0, exams: '' }));
  app.db().newQuery('SELECT score, exams FROM submissions WHERE id = {:id}').bind({ id }).all(rows);
  return {
    id,
    score: rows.length ? rows[0].score : 0,
    exams: rows.length ? parseJson(rows[0].exams, null) : {},
    raw: parseJson(rawText, null),
  };
}

/**
 * guest-search's `timing` (and a draft's): { limit, started, deadline, now, paused_at, exams? } for a
 * draft's `started`, part `times` (JSON text), start `base` and the guest's `clock` (deadline.js). Only a
 * room with parts has `exams` (docs/architecture.md, "Exams one after another").
 */
function timingFor(roomId, sheet, draft, nowMs) {
  const value = timingOf(Number(sheet.limit), draft.started, nowMs, draft.clock, draft.base);
  if (sheet.parts) {
    const roomParts = partsOf(roomId, sheet.parts);
    value.exams = parts.partTimings(
      roomParts,
      parts.parseTimes(draft.times),
      value.deadline,
      nowMs,
      draft.clock,
    );
    // Without a room limit, the extra time the sheet tells of is what it adds to the parts' minutes.
    if (!(Number(sheet.limit) > 0)) {
      const minutes = roomParts.reduce((sum, part) => sum + (part.minutes > 0 ? part.minutes : 0), 0);
      const extra = extraMinutesOn(minutes, draft.clock);
      if (extra > 0) value.extra_minutes = extra;
    }
  }
  return value;
}

/** POST /api/room/guest-search { slug } → { room, pendingSubmission, submission, timing }. */
function guestSearch(e) {
  return handle(e, () => {
    // A uuid that names no guest is a 401 before the body is read; without one (or with one that is not a
    // uuid) the room is still answered, its body bounded as every body is.
    if (normalizeUuid(e.request.header.get('guest-uuid')) && !knownGuestUuid(e))
      throw unauthorized('Guest is not identified.');
    const { slug } = validateSlugBody(readJson(e));
    const app = e.app;
    const roomId = roomIdBySlug(app, slug);
    const sheet = roomId && sheetEntry(app, roomId, ['json', 'limit', 'parts']);
    if (!sheet) throw notFound('Room not found.');
    let pending = 'null';
    let submission = 'null';
    let started = null;
    let times = '';
    const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
    // The room's pause and the guest's extra time and start's base (docs/architecture.md, "Exam day").
    const draftClock = partDraft(app, uuid || '', roomId);
    if (uuid) {
      const state = guestState(app, uuid, roomId);
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
        { started, times, base: draftClock.base, clock: draftClock.clock },
        Date.now(),
      ),
    );
    leaveOutOfLog(e);
    // The sheet is cached as JSON: spliced in rather than parsed and serialised again.
    e.response.header().set('Content-Type', 'application/json');
    return e.string(
      200,
      `{"room":${sheet.json},"pendingSubmission":${pending},"submission":${submission},"timing":${timing}}`,
    );
  });
}

/** The guest of the guest-uuid header: 401 when unknown, 403 until the gate is finished. */
function requireGateGuest(e) {
  const guest = requireGuest(e);
  if (!guest.getBool('finishedGate')) throw forbidden('Give your name and e-mail first.');
  return guest;
}

const GUEST_KNOWN_SQL = 'SELECT uuid FROM guests WHERE uuid = {:uuid}';

/**
 * The guest-uuid header's uuid when it names a guest, else null: checked before any body is read
 * (docs/architecture.md, "Robustness rules"), so a stranger's body, however large or deep, is never parsed.
 * One indexed read of a prepared statement.
 */
function knownGuestUuid(e) {
  const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
  return uuid && readAll(e.app.db(), GUEST_KNOWN_SQL, { uuid }, { uuid: '' }).length > 0 ? uuid : null;
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

// Drafts and submissions are written with one SQL statement each (bound parameters), not through record
// saves (each tried again while another process holds the database: store/busy.js): they are the hottest writes (a class autosaves every second) and every write is serialised, so
// each must be as short as it can be. Everything the schema would check was checked above; these two
// collections have no record hooks (content.pb.js watches the content collections only).

/** The times a write binds: now, and the grace cutoff of the deadlines (deadline.js), as stored text. */
const clock = () => {
  const ms = Date.now();
  return { now: formatTime(ms), cutoff: graceCutoff(ms) };
};

// The room takes writes (accepting, not paused) and the guest is on time: untimed room, no start yet, or
// the deadline (start plus the limit, stretched by the guest's extra time `a` and moved on by the room's
// pauses: deadline.js's DEADLINE_SQL) not before {:cutoff} (now minus the grace). Times are compared as
// PocketBase's stored text.
const BEFORE_CUTOFF = `${DEADLINE_SQL} >= {:cutoff}`;
const TAKES_WRITES = `r.accepting = TRUE AND COALESCE(r.paused_at, '') = ''`;
const ON_TIME = `${TAKES_WRITES}
     AND (r.time_limit = 0 OR COALESCE(p.started, '') = '' OR ${BEFORE_CUTOFF})`;

// A submission in a timed room needs a start (the start route or a first draft made one): without one there
// is no deadline, and a guest who never started could submit at any time.
const STARTED_ON_TIME = `${TAKES_WRITES}
     AND (r.time_limit = 0 OR (COALESCE(p.started, '') <> '' AND ${BEFORE_CUTOFF}))`;

// In a room with parts, a write is made only while the draft's part times are the ones it read
// ({:times}): a part that ended in between (finished, or the next one started) is read again.
const TIMES_UNCHANGED = ` AND COALESCE(p.exam_times, '') = {:times}`;

// The guest is named by its uuid and must have finished the gate; the room must exist, take writes and
// the guest be on time. A draft is inserted or updated unless the guest has submitted: one atomic statement.
// In a timed room a draft without a start starts now (an old tab that never pressed "Let's go"), keeping the
// room's past pauses as its base (docs/architecture.md, "Exam day").
const upsertDraftSql = (guard) => `
  INSERT INTO pending_submissions (id, Guest, Room, raw, started, pause_base, created, updated)
  SELECT {:id}, g.id, r.id, {:raw},
         CASE WHEN r.time_limit > 0 AND COALESCE(p.started, '') = '' THEN {:now} ELSE COALESCE(p.started, '') END,
         CASE WHEN r.time_limit > 0 AND COALESCE(p.started, '') = '' THEN r.paused_ms ELSE COALESCE(p.pause_base, 0) END,
         {:now}, {:now}
    FROM guests g, rooms r LEFT JOIN pending_submissions p ON p.Guest = g.id AND p.Room = r.id
         ${accommodationJoin('g.id')}
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${ON_TIME}${guard}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE SET raw = excluded.raw, started = excluded.started,
     pause_base = excluded.pause_base, updated = excluded.updated
  RETURNING id, updated, ${DRAFT_CLOCK_RETURNING}`;
// What a draft's save reads back: its id and time, and its clock (store/part-draft.js).
const SAVED_DRAFT_ROW = { id: '', updated: '', ...CLOCK_ROW };
const UPSERT_DRAFT_SQL = upsertDraftSql('');
const UPSERT_PART_DRAFT_SQL = upsertDraftSql(TIMES_UNCHANGED);

// raw.guest keeps the name and e-mail the guest had when submitting (guest_name and guest_email too, for the
// results list), spliced onto {:rawHead} (the scored raw without its closing brace) rather than set with
// json_set, which would parse and write again the whole raw of several kilobytes. started is the draft's
// start (its creation for drafts older than starts; read before the trigger removes the draft), so the
// time taken survives. No RETURNING: the id and time are the ones bound, and reading a row back costs.
// One row of VALUES, not INSERT … SELECT: because of the trigger that removes the draft, SQLite runs an
// INSERT … SELECT through a temporary table, the whole row of several kilobytes written and read back once
// more (docs/performance-log.md, 2026-11-27, evening). Every check is in the subquery that gives the
// guest's id: when one fails, Guest is NULL and OR IGNORE skips the row, as it skips a second submission
// (the unique index on Guest and Room).
const insertSubmissionSql = (guard) => `
  INSERT OR IGNORE INTO submissions (id, Guest, Room, score, exams, started, raw, guest_name, guest_email, created, updated)
  VALUES ({:id},
    (SELECT g.id FROM guests g, rooms r LEFT JOIN pending_submissions p ON p.Guest = g.id AND p.Room = r.id
            ${accommodationJoin('g.id')}
      WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${STARTED_ON_TIME}${guard}),
    {:room}, {:score}, {:exams},
    COALESCE((SELECT COALESCE(NULLIF(p.started, ''), p.created) FROM guests g
                JOIN pending_submissions p ON p.Guest = g.id AND p.Room = {:room} WHERE g.uuid = {:uuid}), ''),
    {:rawHead} || ',"guest":' || (SELECT json_object('name', name, 'email', email) FROM guests WHERE uuid = {:uuid}) || '}',
    (SELECT name FROM guests WHERE uuid = {:uuid}), (SELECT email FROM guests WHERE uuid = {:uuid}),
    {:now}, {:now})`;
const INSERT_SUBMISSION_SQL = insertSubmissionSql('');
const INSERT_PART_SUBMISSION_SQL = insertSubmissionSql(TIMES_UNCHANGED);

// The first start wins: a later call (or one at the same moment, the writes being serialised) keeps it.
// The draft is made empty when missing; its answers and `updated` are left alone. No start while the room
// is paused; a start keeps the room's past pauses as its base (docs/architecture.md, "Exam day").
const FIRST_START = `
     SET started = CASE WHEN pending_submissions.started = '' THEN excluded.started ELSE pending_submissions.started END,
         pause_base = CASE WHEN pending_submissions.started = '' THEN excluded.pause_base ELSE pending_submissions.pause_base END`;
const START_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, started, pause_base, created, updated)
  SELECT {:id}, g.id, r.id, {:raw}, {:now}, r.paused_ms, {:now}, {:now}
    FROM guests g, rooms r
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${TAKES_WRITES}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE${FIRST_START}
  RETURNING id, started`;

// A part's start or end (docs/architecture.md, "Exams one after another"): the draft's part times become
// {:next} while they are still {:times}; a start also starts the guest in the room (made with an empty draft
// when there is none), as START_SQL does.
const START_PART_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, started, pause_base, exam_times, created, updated)
  SELECT {:id}, g.id, r.id, {:raw}, {:now}, r.paused_ms, {:next}, {:now}, {:now}
    FROM guests g, rooms r LEFT JOIN pending_submissions p ON p.Guest = g.id AND p.Room = r.id
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${TAKES_WRITES}${TIMES_UNCHANGED}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE${FIRST_START},
         exam_times = excluded.exam_times
  RETURNING id, started`;
const FINISH_PART_SQL = `
  UPDATE pending_submissions SET exam_times = {:next}
   WHERE id IN (SELECT p.id FROM pending_submissions p JOIN guests g ON g.id = p.Guest
                 WHERE g.uuid = {:uuid} AND p.Room = {:room}${TIMES_UNCHANGED})
  RETURNING id, started`;

/** A room's parts as parsed from its cached `parts` part (kept per JS runtime: store/caches.js). */
const partsOf = (roomId, text) => builtFromPart('parts', roomId, text, JSON.parse);

/** The room's deadline of a draft read by partDraft (its start, base and the guest's clock), or null. */
const roomDeadlineOf = (draft, sheet, nowMs) =>
  deadlineOf(draft.started, Number(sheet.limit), adjustOf(draft.clock, draft.base, nowMs));

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
    const upsert = (sql, kept, times) => {
      const params = { id: newRecordId(), uuid, room: roomId, raw: draftRaw(kept, flags), times, ...clock() };
      return whenFree(e, () => writeRowGrouped(app.db(), sql, params, SAVED_DRAFT_ROW));
    };
    const saved = sheet.parts
      ? partsWrite(e, request, (kept, times) => upsert(UPSERT_PART_DRAFT_SQL, kept, times))
      : upsert(UPSERT_DRAFT_SQL, answers, '');
    if (!saved) throw refusedWrite(e, roomId);
    leaveOutOfLog(e);
    // The same timing as guest-search's, so extra time or a pause reaches the open sheet with its next save
    // (docs/architecture.md, "Exam day"); from the draft as written, not read again.
    const timing = timingFor(roomId, sheet, draftOfRow(saved), Date.now());
    return e.json(200, { id: saved.id, updated: saved.updated, timing });
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
    const insert = (sql, kept, times) => {
      const scored = scoreRoomSubmission(roomId, sheet.table, kept, flags);
      const params = {
        id: newRecordId(),
        uuid,
        room: roomId,
        score: scored.score,
        exams: JSON.stringify(scored.exams),
        rawHead: scored.rawJson.slice(0, -1),
        times,
        ...clock(),
      };
      // The trigger of migration 1763780002 removes the draft in the same statement; the statement is
      // committed with the other submissions of the moment (store/prepared.js's writeOneGrouped).
      return whenFree(e, () => writeOneGrouped(app.db(), sql, params)) ? { params, scored } : null;
    };
    const done = sheet.parts
      ? partsWrite(e, request, (kept, times) => insert(INSERT_PART_SUBMISSION_SQL, kept, times), true)
      : insert(INSERT_SUBMISSION_SQL, answers, '');
    if (!done) throw refusedWrite(e, roomId);
    const { params, scored } = done;
    leaveOutOfLog(e);
    const result = guestResultOf(app, roomId, () => ({
      id: params.id,
      score: scored.score,
      exams: scored.exams,
      raw: JSON.parse(scored.rawJson),
    }));
    return e.json(200, { id: params.id, created: params.now, result });
  });
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
 * finishPart), written by `sql` while no other write changed the draft's part times; the answer of the
 * routes, { exam, started, deadline, ended }.
 */
function partWrite(e, request, sql, step) {
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
    const written = whenFree(e, () => writeReturning(app.db(), sql, params, 'started'));
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
    if (body.exam !== null)
      return partWrite(e, request, START_PART_SQL, (roomParts, times, _roomDeadline, nowMs, clock) => {
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
    const started = whenFree(e, () => writeReturning(app.db(), START_SQL, params, 'started'));
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
    return partWrite(e, request, FINISH_PART_SQL, (roomParts, times, roomDeadline, nowMs, clock) =>
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
  // For the exam-day routes (lib/exam-day-routes.js).
  guestWrite,
  requireGateGuest,
};
