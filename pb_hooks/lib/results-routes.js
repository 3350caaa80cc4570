// The results routes (see docs/architecture.md, "HTTP routes"), behind routes.pb.js's staffOnly middleware:
// members of the room (superusers all) read its results, accept answers, reopen, forget and collect the
// drafts; a room that is not the caller's answers 404, like one that does not exist. The computing is in
// results.js, the bodies' checks in validate/results-bodies.js, accepting and reopening in store/regrade.js
// and store/reopen.js; the room's downloads (results and history as CSV) are export-routes.js's.

const { publishCollected } = require('./exam-day-news.js');
const { heavyTurns } = require('./native.js');
const { parseJson } = require('./json.js');
const { badRequest, fieldError, notFound } = require('./errors.js');
const { managedOr404 } = require('./access.js');
const { handle, readJson, sendJson, sendJsonText, staffOf, staffUserId } = require('./http.js');
const { memberRoom } = require('./member-room.js');
const {
  examsWithBands,
  formatResultsCursor,
  itemTally,
  parseResultsCursor,
  reviewOf,
} = require('./results.js');
const { guestEvents } = require('./store/exam-day.js');
const { generation, scoringTableOf } = require('./store/caches.js');
const { formatTime } = require('./deadline.js');
const { notStartedOf } = require('./store/classes.js');
const { collectRoom } = require('./store/collect-drafts.js');
const { findById } = require('./store/finders.js');
const { forgetStudent } = require('./store/forget-student.js');
const { addAudit, guestName } = require('./store/audit.js');
const { acceptAnswer } = require('./store/regrade.js');
const { shape } = require('./store/records.js');
const { normalForm } = require('./store/submission-scoring.js');
const { reopenSubmission } = require('./store/reopen.js');
const {
  CURSOR_OVERLAP_MS,
  deltaHolds,
  heavyList,
  knownStudents,
  resultsTag,
  studentsOf,
} = require('./store/results-list.js');
const { forEachRawsPage } = require('./store/results-pages.js');
const { inOneRead } = require('./store/prepared.js');
const { roomSheet, roomTypes } = require('./store/room-sheet.js');
const {
  validateAcceptBody,
  validateForgetBody,
  validateNewKey,
  validateReopenBody,
} = require('./validate/results-bodies.js');

/**
 * GET /api/room/results/{id} → { room, exams, students } (docs/product.md, "Results"); 304 when If-None-Match holds its
 * current ETag. The `Results-Cursor` header carries the answer's cursor. With `?since=<cursor>` → { room,
 * exams, students, cursor, full, totals }: only the students changed since the cursor's answer (full:
 * false), or every student (full: true) when the delta cannot be told (something was removed, the content
 * changed, or the cursor is not one this server wrote). See docs/architecture.md, "Heavy routes".
 */
function results(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const asked = e.request.url.query().get('since');
    // The poll's reads see one state of the database and read each page once; the answer is sent once the
    // read has ended, so a slow connection does not hold it open (docs/architecture.md, "Heavy routes").
    const poll = inOneRead(() => resultsPoll(e, room, asked));
    if (poll === null) return e.noContent(304);
    if (typeof poll === 'string') return sendJsonText(e, 200, poll);
    // A large room's full list is built and sent in a heavy turn, its students in a read of their own.
    return inHeavyTurn(e, () => sendJsonText(e, 200, inOneRead(poll)));
  });
}

/**
 * The results route's answer to `e` for `room`, `asked` its `since` (results): null when the caller's ETag
 * holds; the answer as JSON text; or, for a heavy list (heavyList), the function that builds that text.
 */
function resultsPoll(e, room, asked) {
  const app = e.app;
  const tag = resultsTag(app, room);
  const headers = e.response.header();
  headers.set('ETag', tag);
  // The browser asks again each time (the poll must see a change at once), with the tag.
  headers.set('Cache-Control', 'private, no-cache');
  if (e.request.header.get('If-None-Match') === tag) return null;
  const since = asked ? parseResultsCursor(asked) : null;
  // The cursor is read before the students: a student removed in between leaves it counting one that
  // the list no longer holds, and the next poll answers in full.
  const at = Date.now() - CURSOR_OVERLAP_MS;
  const now = knownStudents(app, room, at, since ? since.at : at);
  const delta = deltaHolds(app, room, since, now);
  const cursor = formatResultsCursor({ at, known: now.known, generation: generation(app, room.id) });
  headers.set('Results-Cursor', cursor);
  const build = () => {
    const sheet = roomSheet(app, room);
    const { submitted, inProgress } = studentsOf(app, room, sheet, delta ? formatTime(since.at) : null);
    const list = {
      room: { id: room.id, name: room.name, slug: room.slug, time_zone: room.time_zone },
      exams: sheet.exams.map(({ id, name, kind, total }) => ({ id, name, kind, total })),
      // A class's students who have not opened the room (docs/product.md, "Classes"), in every answer, a
      // delta's too: the browser keeps them apart from the list it merges.
      students: inProgress.concat(submitted, notStartedOf(app, room.id)),
    };
    if (!asked) return JSON.stringify(list);
    // totals: what the client's list holds once the delta is merged; it asks for the full list otherwise.
    const totals = { students: now.students, submitted: now.submitted };
    return JSON.stringify(Object.assign(list, { cursor, full: !delta, totals }));
  };
  return heavyList(delta, now) ? build : build();
}

/**
 * `build`'s answer, built in one of the server's heavy turns (docs/architecture.md, "Heavy routes"); none
 * when no turn came, the request then answered 429 by our build. At once where nothing is bound.
 */
function inHeavyTurn(e, build) {
  const turns = heavyTurns();
  if (!turns) return build();
  let built;
  turns.results(e, () => {
    built = build();
  });
  return built;
}

/** A submission record of this room, or 404. */
function roomSubmission(app, room, id) {
  const record = findById(app, 'submissions', id);
  if (!record || record.getString('Room') !== room.id) throw notFound('Submission not found.');
  return record;
}

/** GET /api/room/results/{id}/submission/{submissionId} → { guest, submission, review }. */
function submissionReview(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    const record = roomSubmission(e.app, room, e.request.pathValue('submissionId'));
    const raw = parseJson(record.getString('raw'), {}) || {};
    const guest = findById(e.app, 'guests', record.getString('Guest'));
    const snapshot = raw.guest || {};
    const exams = parseJson(record.getString('exams'), {}) || {};
    return e.json(200, {
      guest: {
        id: record.getString('Guest'),
        name: typeof snapshot.name === 'string' ? snapshot.name : guest ? guest.getString('name') : '',
        email: typeof snapshot.email === 'string' ? snapshot.email : guest ? guest.getString('email') : '',
      },
      submission: {
        id: record.id,
        created: record.getString('created'),
        started: record.getString('started') || null,
        score: record.getInt('score'),
        total: Object.keys(exams).reduce((n, id) => n + exams[id].total, 0),
        exams: examsWithBands(exams, new Map(sheet.exams.map((x) => [x.id, x]))),
      },
      review: reviewOf(sheet.table, raw),
      // When the student left the test (docs/architecture.md, "Exam day").
      events: guestEvents(e.app, room.id, record.getString('Guest')),
    });
  });
}

/**
 * GET /api/room/results/{id}/questions → the item analysis, one entry per bound slot; with ?with=types,
 * { items (the same), types: [{ skill, type, right, total }] }.
 */
function questions(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    const tally = itemTally(sheet.table, normalForm);
    forEachRawsPage(e.app, room.id, (rows) => {
      for (const row of rows) tally.add(parseJson(row.raw, {}));
    });
    const items = tally.items();
    // docs/architecture.md, "Item analysis by type": asked for with ?with=types, the boxes and the types.
    if (e.request.url.query().get('with') !== 'types') return sendJson(e, 200, items);
    return sendJson(e, 200, { items, types: roomTypes(e.app, room, sheet, items) });
  });
}

/** The exam of a slot when the caller authors it (superusers: any); 404 otherwise, as the library answers. */
function authoredExam(app, staff, examId) {
  const exam = findById(app, 'exams', examId);
  return managedOr404(
    staff,
    exam && shape.exam(exam),
    "Only the exam's authors can accept answers to its questions.",
  );
}

/**
 * POST /api/room/results/{id}/accept { questionId, answer } → { regraded, changed }: the answer becomes a
 * key of the question, within the exam document's limits, and every submission holding it is scored again
 * (lib/store/regrade.js). Only the exam's authors may: a key changes the exam in every room using it.
 */
function accept(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const { questionId, answer } = validateAcceptBody(readJson(e));
    const slot = scoringTableOf(app, room.id).find((s) => s.questionId === questionId);
    if (!slot)
      throw badRequest('Check the question.', {
        questionId: fieldError('unknown', 'Not a question of this room.'),
      });
    const exam = authoredExam(app, staffOf(e), slot.examId);
    validateNewKey(slot, answer);
    const accepted = acceptAnswer(app, {
      questionId,
      answer,
      keys: slot.keys,
      initials: exam.accept_initials,
    });
    addAudit(app, {
      room: room.id,
      user: staffUserId(e),
      action: 'accept',
      target: `${exam.name} · Question ${slot.num}`,
      before: { keys: slot.keys },
      after: { keys: slot.keys.concat([answer]), regraded: accepted.regraded },
    });
    return e.json(200, accepted);
  });
}

/** POST /api/room/results/{id}/reopen { submission } → { reopened: true }: the answers become a draft again. */
function reopen(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const { submission } = validateReopenBody(readJson(e));
    const record = roomSubmission(e.app, room, submission);
    reopenSubmission(e.app, record);
    const guest = record.getString('Guest');
    addAudit(e.app, {
      room: room.id,
      user: staffUserId(e),
      guest,
      action: 'reopen',
      target: record.getString('guest_name') || guestName(e.app, guest),
      before: { submitted: record.getString('created'), score: record.getInt('score') },
      after: null,
    });
    return e.json(200, { reopened: true });
  });
}

/** POST /api/room/results/{id}/forget { guest } → { removed: true }. */
function forget(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const { guest } = validateForgetBody(readJson(e));
    if (!forgetStudent(e.app, room.id, guest)) throw notFound('Student not found.');
    return e.json(200, { removed: true });
  });
}

/** POST /api/room/collect/{id} → { collected }: the room closed, and every open draft submitted. */
function collect(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const before = { accepting: room.accepting };
    const collected = collectRoom(e.app, room.id);
    // Every open sheet of the room shows it at once (exam-day-news.js).
    publishCollected(e.app, room.id);
    addAudit(e.app, {
      room: room.id,
      user: staffUserId(e),
      action: 'collect',
      target: room.name,
      before,
      after: { accepting: false, collected },
    });
    return e.json(200, { collected });
  });
}

module.exports = {
  results,
  submissionReview,
  questions,
  accept,
  reopen,
  forget,
  collect,
};
