// The results routes (see docs/architecture.md, "HTTP routes"), behind routes.pb.js's staffOnly middleware:
// members of the room (superusers all) read its results, accept answers, reopen, export, forget and collect
// the drafts; a room that is not the caller's answers 404, like one that does not exist. The computing is
// in results.js and results-csv.js, the bodies' checks in validate/results-bodies.js, accepting and
// reopening in store/regrade.js and store/reopen.js.

const { publishCollected } = require('./exam-day-news.js');
const { BOM, csvRow } = require('./csv.js');
const { parseJson } = require('./json.js');
const { badRequest, fieldError, notFound } = require('./errors.js');
const { managedOr404 } = require('./access.js');
const { handle, readJson, sendJson, staffOf } = require('./http.js');
const {
  examTotals,
  examsWithBands,
  formatResultsCursor,
  itemTally,
  parseResultsCursor,
  reviewOf,
  typeAnalysis,
} = require('./results.js');
const { givenAnswers, headerRow, studentRow } = require('./results-csv.js');
const { fileZone } = require('./time-zone.js');
const { NO_BANDS, SKILL_OF_KIND, essaysByExam, essaysOf, markKey, withMarks } = require('./marking.js');
const { roomMarks } = require('./store/marks.js');
const { guestEvents, roomAway } = require('./store/exam-day.js');
const { generation, scoringTableOf, sheetEntry } = require('./store/caches.js');
const { formatTime } = require('./deadline.js');
const { collectRoom } = require('./store/collect-drafts.js');
const { findById, findByIds } = require('./store/finders.js');
const { acceptAnswer } = require('./store/regrade.js');
const { shape } = require('./store/records.js');
const { normalForm } = require('./store/submission-scoring.js');
const { reopenSubmission } = require('./store/reopen.js');
const {
  validateAcceptBody,
  validateForgetBody,
  validateNewKey,
  validateReopenBody,
} = require('./validate/results-bodies.js');

/** The room of the path's {id} as a plain object, or 404 unless the caller is a member (or a superuser). */
function memberRoom(e) {
  const staff = staffOf(e);
  const record = findById(e.app, 'rooms', e.request.pathValue('id'));
  return managedOr404(staff, record && shape.room(record), 'Room not found.');
}

/**
 * What the marks add to a room's results (docs/architecture.md, "Writing and marking"): the room's essays
 * by exam and its marks, for submittedStudent.
 */
function roomMarking(app, room) {
  const entry = sheetEntry(app, room.id, ['json']);
  return {
    essays: essaysByExam(entry ? essaysOf(JSON.parse(entry.json)) : []),
    marks: roomMarks(app, room.id),
  };
}

/** The room's scoring table and its exams in sheet order, each { id, name, kind, bands, total }. */
function roomSheet(app, room) {
  const table = scoringTableOf(app, room.id);
  const exams = new Map(findByIds(app, 'exams', room.Exams).map((r) => [r.id, shape.exam(r)]));
  const sheetExams = examTotals(table)
    .filter((x) => exams.has(x.id))
    .map((x) => ({ ...exams.get(x.id), total: x.total }));
  return { table, exams: sheetExams };
}

function rowsOf(app, sql, model, params) {
  const rows = arrayOf(new DynamicModel(model));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

const SUBMISSIONS_SQL = `
  SELECT s.id, s.Guest AS guest, s.score, s.exams, s.started, s.created,
         COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room}`;
const DRAFTS_SQL = `
  SELECT p.id, p.Guest AS guest, COALESCE(NULLIF(p.started, ''), p.created) AS created, p.updated, p.raw,
         g.name, g.email
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE p.Room = {:room}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)`;

const SUBMISSION_MODEL = {
  id: '',
  guest: '',
  score: 0,
  exams: '',
  started: '',
  created: '',
  name: '',
  email: '',
};

/**
 * A row of SUBMISSIONS_SQL as the results list shows the student: a Writing exam's entry and the student's
 * bands from the marks (roomMarking).
 */
function submittedStudent(row, total, examsById, marking) {
  const exams = parseJson(row.exams, {});
  const marked = withMarks(
    examsWithBands(exams, examsById),
    Array.from(examsById.values()),
    marking.essays,
    (questionId) => marking.marks.get(markKey(row.id, questionId)),
  );
  return {
    guest: { id: row.guest, name: row.name, email: row.email },
    bands: marked.bands,
    status: 'submitted',
    answered: null,
    total,
    started: row.started || null,
    updated: row.created,
    submission: {
      id: row.id,
      created: row.created,
      started: row.started || null,
      score: row.score,
      total: Object.keys(exams).reduce((n, id) => n + exams[id].total, 0),
      exams: marked.exams,
    },
  };
}

// Only the students whose draft, submission, name or marks were written after {:since} (the delta of a poll).
const SUBMITTED_SINCE = ` AND (s.updated > {:since} OR g.updated > {:since}
  OR EXISTS (SELECT 1 FROM marks m WHERE m.Submission = s.id AND m.updated > {:since}))`;
const DRAFTED_SINCE = ' AND (p.updated > {:since} OR g.updated > {:since})';

/**
 * Every student of a room, or with `since` (a time as stored) those changed after it: submitted ones and
 * those in progress.
 */
function studentsOf(app, room, sheet, since) {
  const examsById = new Map(sheet.exams.map((x) => [x.id, x]));
  const total = sheet.exams.reduce((n, x) => n + x.total, 0);
  const onSheet = new Set(sheet.table.filter((s) => s.questionId).map((s) => s.questionId));
  const params = { room: room.id, since: since || '' };
  const marking = roomMarking(app, room);
  const submitted = rowsOf(
    app,
    since ? SUBMISSIONS_SQL + SUBMITTED_SINCE : SUBMISSIONS_SQL,
    SUBMISSION_MODEL,
    params,
  ).map((row) => submittedStudent(row, total, examsById, marking));
  const inProgress = rowsOf(
    app,
    since ? DRAFTS_SQL + DRAFTED_SINCE : DRAFTS_SQL,
    { id: '', guest: '', created: '', updated: '', raw: '', name: '', email: '' },
    params,
  ).map((row) => {
    const answers = (parseJson(row.raw, {}) || {}).answers || [];
    const answered = new Set();
    for (const a of Array.isArray(answers) ? answers : [])
      if (a && onSheet.has(a.questionId) && typeof a.value === 'string' && a.value.trim())
        answered.add(a.questionId);
    return {
      guest: { id: row.guest, name: row.name, email: row.email },
      bands: NO_BANDS,
      status: 'in_progress',
      answered: answered.size,
      total,
      started: row.created,
      updated: row.updated,
      submission: null,
    };
  });
  // How many times and how long each student was away, and their pastes (docs/architecture.md, "Exam day").
  const away = roomAway(app, room.id);
  const none = { away: { count: 0, seconds: 0 }, pastes: 0 };
  for (const student of submitted.concat(inProgress))
    Object.assign(student, away.get(student.guest.id) || none);
  return { submitted, inProgress };
}

// What the results list shows changes only when one of these does: a draft or submission is written,
// added or removed, a student renames, a regrade moves a score, a mark is saved, or the room or its content changes (the
// content generation, renewed by every change to a room or below it and after every regrade). Both tables
// are read through their Room index. `updated` is kept to the millisecond: two writes in the same one,
// with a poll between them, show at the next change.
const RESULTS_MARK_SQL = `
  SELECT (SELECT COUNT(*) || ':' || IFNULL(MAX(p.updated), '') || ':' || IFNULL(MAX(g.updated), '')
            FROM pending_submissions p JOIN guests g ON g.id = p.Guest WHERE p.Room = {:room})
      || '|' ||
         (SELECT COUNT(*) || ':' || IFNULL(MAX(s.updated), '') || ':' || TOTAL(s.score)
            FROM submissions s WHERE s.Room = {:room})
      || '|' ||
         (SELECT COUNT(*) || ':' || IFNULL(MAX(m.updated), '')
            FROM marks m JOIN submissions s ON s.id = m.Submission WHERE s.Room = {:room}) AS mark`;

/**
 * The ETag of a room's results list (docs/architecture.md, "Heavy routes"): a poll of an unchanged class
 * is answered 304 without building the list.
 */
function resultsTag(app, room) {
  const mark = rowsOf(app, RESULTS_MARK_SQL, { mark: '' }, { room: room.id })[0].mark;
  return `"${$security.md5(`${room.id}|${mark}|${generation(app, room.id)}`)}"`;
}

/**
 * A delta is looked for from this long before the answer's time: a write stamped just before it but
 * committed after the answer was read is sent at the next poll rather than missed.
 */
const CURSOR_OVERLAP_MS = 1000;

// How many of a room's students there are now, how many of them have submitted, and how many were in the
// list at {:then} (their draft or submission created by then, or a submission or reopened draft whose start
// was: the start goes with the student's answers from draft to submission and back). Read through the Room
// indexes.
const KNOWN_SQL = `
  SELECT COUNT(*) AS students, IFNULL(SUM(submitted), 0) AS submitted, IFNULL(SUM(known), 0) AS known
    FROM (SELECT MAX(submitted) AS submitted,
                 MAX(created <= {:then} OR (IFNULL(started, '') <> '' AND started <= {:then})) AS known
            FROM (SELECT Guest, 1 AS submitted, created, started FROM submissions WHERE Room = {:room}
                  UNION ALL
                  SELECT Guest, 0, created, started FROM pending_submissions WHERE Room = {:room})
           GROUP BY Guest)`;

/** { students, submitted, known }: the room's students and submissions now, and those in its list at `thenMs`. */
function knownStudents(app, room, thenMs) {
  const row = rowsOf(
    app,
    KNOWN_SQL,
    { students: 0, submitted: 0, known: 0 },
    { room: room.id, then: formatTime(thenMs) },
  )[0];
  return { students: Number(row.students), submitted: Number(row.submitted), known: Number(row.known) };
}

/**
 * Whether a poll's cursor still describes the list its client holds: the content is the same (a regrade or
 * an exam's change moves every student: the full list is sent), and every student in the list at its time
 * still is (a student forgotten, or any removal, is not in a delta: the full list is sent).
 */
function deltaHolds(app, room, cursor) {
  return (
    cursor !== null &&
    cursor.generation === generation(app, room.id) &&
    knownStudents(app, room, cursor.at).known === cursor.known
  );
}

/**
 * GET /api/room/results/{id} → { room, exams, students } (DESIGN §9); 304 when If-None-Match holds its
 * current ETag. The `Results-Cursor` header carries the answer's cursor. With `?since=<cursor>` → { room,
 * exams, students, cursor, full, totals }: only the students changed since the cursor's answer (full:
 * false), or every student (full: true) when the delta cannot be told (something was removed, the content
 * changed, or the cursor is not one this server wrote). See docs/architecture.md, "Heavy routes".
 */
function results(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const tag = resultsTag(app, room);
    const headers = e.response.header();
    headers.set('ETag', tag);
    // The browser asks again each time (the poll must see a change at once), with the tag.
    headers.set('Cache-Control', 'private, no-cache');
    if (e.request.header.get('If-None-Match') === tag) return e.noContent(304);
    const asked = e.request.url.query().get('since');
    const since = asked ? parseResultsCursor(asked) : null;
    const delta = deltaHolds(app, room, since);
    // The cursor is read before the students: a student removed in between leaves it counting one that
    // the list no longer holds, and the next poll answers in full.
    const at = Date.now() - CURSOR_OVERLAP_MS;
    const now = knownStudents(app, room, at);
    const cursor = formatResultsCursor({ at, known: now.known, generation: generation(app, room.id) });
    headers.set('Results-Cursor', cursor);
    const sheet = roomSheet(app, room);
    const { submitted, inProgress } = studentsOf(app, room, sheet, delta ? formatTime(since.at) : null);
    const answer = {
      room: { id: room.id, name: room.name, slug: room.slug, time_zone: room.time_zone },
      exams: sheet.exams.map(({ id, name, kind, total }) => ({ id, name, kind, total })),
      students: inProgress.concat(submitted),
    };
    if (!asked) return sendJson(e, 200, answer);
    // totals: what the client's list holds once the delta is merged; it asks for the full list otherwise.
    const totals = { students: now.students, submitted: now.submitted };
    return sendJson(e, 200, Object.assign(answer, { cursor, full: !delta, totals }));
  });
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
 * Heavy routes read a room's submissions a page at a time (docs/architecture.md, "Heavy routes"): what one
 * holds at once is a page, not the room, so a 2,000-student room stays within the server's memory limit.
 */
const PAGE = 100;

/**
 * Calls `each(rows)` for the rows of `sql` a page at a time, in rowid order; `sql` selects the table's
 * rowid AS rowid and has {:after} and {:limit} in `WHERE … AND rowid > {:after} ORDER BY rowid LIMIT {:limit}`.
 */
function forEachPage(app, sql, model, params, each) {
  let after = 0;
  for (;;) {
    const rows = rowsOf(
      app,
      sql,
      Object.assign({ rowid: 0 }, model),
      Object.assign({}, params, { after, limit: PAGE }),
    );
    if (rows.length === 0) return;
    each(rows);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].rowid;
  }
}

const RAWS_PAGE_SQL = `
  SELECT rowid, raw FROM submissions
   WHERE Room = {:room} AND rowid > {:after} ORDER BY rowid LIMIT {:limit}`;

/**
 * GET /api/room/results/{id}/questions → the item analysis, one entry per bound slot; with ?with=types,
 * { items (the same), types: [{ skill, type, right, total }] }.
 */
function questions(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    const tally = itemTally(sheet.table, normalForm);
    forEachPage(e.app, RAWS_PAGE_SQL, { raw: '' }, { room: room.id }, (rows) => {
      for (const row of rows) tally.add(parseJson(row.raw, {}));
    });
    const items = tally.items();
    // docs/architecture.md, "Item analysis by type": asked for with ?with=types, the boxes and the types.
    if (e.request.url.query().get('with') !== 'types') return sendJson(e, 200, items);
    return sendJson(e, 200, { items, types: roomTypes(e.app, room, sheet, items) });
  });
}

/** The class's right answers by question type and skill (results.js's typeAnalysis). */
function roomTypes(app, room, sheet, items) {
  const entry = sheetEntry(app, room.id, ['json']);
  const typeOf = new Map();
  for (const exam of entry ? JSON.parse(entry.json).exams : [])
    for (const section of exam.sections)
      for (const group of section.groups)
        for (const slot of group.slots) if (slot.questionId) typeOf.set(slot.questionId, group.type);
  const skillOf = new Map(sheet.exams.map((exam) => [exam.id, SKILL_OF_KIND[exam.kind] || 'other']));
  return typeAnalysis(items, typeOf, skillOf);
}

// The rooms whose exams hold the question, in id order (the order their new scores are written).
const ROOMS_HOLDING_SQL = `
  SELECT DISTINCT r.id
    FROM rooms r, json_each(r.Exams) re
    JOIN exams e ON e.id = re.value, json_each(e.Sections) s
    JOIN sections sec ON sec.id = s.value, json_each(sec.SectionQuestions) g
    JOIN section_questions grp ON grp.id = g.value, json_each(grp.Questions) q
   WHERE q.value = {:question}
   ORDER BY r.id`;

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
    const roomIds = rowsOf(app, ROOMS_HOLDING_SQL, { id: '' }, { question: questionId }).map((r) => r.id);
    return e.json(
      200,
      acceptAnswer(app, {
        questionId,
        answer,
        keys: slot.keys,
        initials: exam.accept_initials,
        roomIds,
      }),
    );
  });
}

/** POST /api/room/results/{id}/reopen { submission } → { reopened: true }: the answers become a draft again. */
function reopen(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const { submission } = validateReopenBody(readJson(e));
    reopenSubmission(e.app, roomSubmission(e.app, room, submission));
    return e.json(200, { reopened: true });
  });
}

/** POST /api/room/results/{id}/forget { guest } → { removed: true }. */
function forget(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const { guest } = validateForgetBody(readJson(e));
    const params = { guest, room: room.id };
    const held = rowsOf(
      app,
      `SELECT id FROM submissions WHERE Guest = {:guest} AND Room = {:room}
       UNION ALL SELECT id FROM pending_submissions WHERE Guest = {:guest} AND Room = {:room}`,
      { id: '' },
      params,
    );
    if (held.length === 0) throw notFound('Student not found.');
    app.runInTransaction((tx) => {
      const db = tx.db();
      db.newQuery('DELETE FROM submissions WHERE Guest = {:guest} AND Room = {:room}').bind(params).execute();
      db.newQuery('DELETE FROM pending_submissions WHERE Guest = {:guest} AND Room = {:room}')
        .bind(params)
        .execute();
      // Their extra time and the times they left the test go with them (docs/architecture.md, "Exam day").
      for (const table of ['events', 'accommodations'])
        db.newQuery(`DELETE FROM ${table} WHERE Guest = {:guest} AND Room = {:room}`).bind(params).execute();
      db.newQuery(
        `DELETE FROM guests WHERE id = {:guest}
           AND NOT EXISTS (SELECT 1 FROM submissions WHERE Guest = {:guest})
           AND NOT EXISTS (SELECT 1 FROM pending_submissions WHERE Guest = {:guest})`,
      )
        .bind(params)
        .execute();
    });
    return e.json(200, { removed: true });
  });
}

const EXPORT_SUBMISSIONS_SQL = `
  SELECT s.rowid AS rowid, s.id, s.Guest AS guest, s.score, s.exams, s.started, s.created,
         COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email,
         json_extract(s.raw, '$.answers') AS answers
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room} AND s.rowid > {:after} ORDER BY s.rowid LIMIT {:limit}`;
const EXPORT_DRAFTS_SQL = `
  SELECT p.rowid AS rowid, g.name, g.email
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE p.Room = {:room} AND p.rowid > {:after}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
   ORDER BY p.rowid LIMIT {:limit}`;

/**
 * GET /api/room/results/{id}/export → the results as CSV, one row per student, submitted first. Written a
 * page of students at a time as it is read (docs/architecture.md, "Heavy routes"): a drafts' answers are
 * never read, a submission's only as the answers it sent.
 */
function exportCsv(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const sheet = roomSheet(app, room);
    const examsById = new Map(sheet.exams.map((x) => [x.id, x]));
    const total = sheet.exams.reduce((n, x) => n + x.total, 0);
    const marking = roomMarking(app, room);
    const params = { room: room.id };
    const zone = fileZone(room.time_zone);
    const out = e.response;
    out.header().set('Content-Type', 'text/csv; charset=utf-8');
    out.header().set('Content-Disposition', `attachment; filename="${room.slug}-results.csv"`);
    out.writeHeader(200);
    out.write(BOM + csvRow(headerRow(sheet, zone)));
    forEachPage(
      app,
      EXPORT_SUBMISSIONS_SQL,
      Object.assign({ answers: '' }, SUBMISSION_MODEL),
      params,
      (rows) => {
        let text = '';
        for (const row of rows)
          text += csvRow(
            studentRow(
              sheet,
              submittedStudent(row, total, examsById, marking),
              givenAnswers(row.answers),
              zone,
            ),
          );
        out.write(text);
      },
    );
    forEachPage(app, EXPORT_DRAFTS_SQL, { name: '', email: '' }, params, (rows) => {
      let text = '';
      for (const row of rows)
        text += csvRow(
          studentRow(
            sheet,
            {
              guest: { name: row.name, email: row.email },
              bands: NO_BANDS,
              total,
              submission: null,
            },
            undefined,
            zone,
          ),
        );
      out.write(text);
    });
    return null;
  });
}

/** POST /api/room/collect/{id} → { collected }: the room closed, and every open draft submitted. */
function collect(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const collected = collectRoom(e.app, room.id);
    // Every open sheet of the room shows it at once (exam-day-news.js).
    publishCollected(e.app, room.id);
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
  exportCsv,
  collect,
  // For the report card's and the exam-day routes (report-routes.js, exam-day-routes.js).
  memberRoom,
  roomSheet,
};
