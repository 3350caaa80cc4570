// The results routes (see docs/architecture.md, "HTTP routes"), behind routes.pb.js's staffOnly middleware:
// members of the room (superusers all) read its results, accept answers, reopen, export, forget and collect
// the drafts; a room that is not the caller's answers 404, like one that does not exist. The computing is
// in results.js.

const { toCsv } = require('./csv.js');
const { parseJson } = require('./json.js');
const { badRequest, fieldError, notFound } = require('./errors.js');
const { handle, readJson, sendJson, staffOf } = require('./http.js');
const { examTotals, examsWithBands, reviewOf, itemAnalysis } = require('./results.js');
const { isCorrect } = require('./scoring.js');
const { bumpGeneration, scoringTableOf } = require('./store/caches.js');
const { collectRoom } = require('./store/collect-drafts.js');
const { findById, findByIds } = require('./store/finders.js');
const { regradeRooms } = require('./store/regrade.js');
const { relationIds, shape } = require('./store/records.js');

/** The room of the path's {id} as a plain object, or 404 unless the caller is a member (or a superuser). */
function memberRoom(e) {
  const staff = staffOf(e);
  const record = findById(e.app, 'rooms', e.request.pathValue('id'));
  const room = record ? shape.room(record) : null;
  if (!room || (!staff.superuser && room.Users.indexOf(staff.id) === -1)) throw notFound('Room not found.');
  return room;
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

/** Every student of a room: submitted ones first (newest first), then those in progress (latest first). */
function studentsOf(app, room, sheet) {
  const examsById = new Map(sheet.exams.map((x) => [x.id, x]));
  const total = sheet.exams.reduce((n, x) => n + x.total, 0);
  const onSheet = new Set(sheet.table.filter((s) => s.questionId).map((s) => s.questionId));
  const submitted = rowsOf(
    app,
    SUBMISSIONS_SQL,
    { id: '', guest: '', score: 0, exams: '', started: '', created: '', name: '', email: '' },
    { room: room.id },
  ).map((row) => {
    const exams = parseJson(row.exams, {});
    return {
      guest: { id: row.guest, name: row.name, email: row.email },
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
        exams: examsWithBands(exams, examsById),
      },
    };
  });
  const inProgress = rowsOf(
    app,
    DRAFTS_SQL,
    { id: '', guest: '', created: '', updated: '', raw: '', name: '', email: '' },
    { room: room.id },
  ).map((row) => {
    const answers = (parseJson(row.raw, {}) || {}).answers || [];
    const answered = new Set();
    for (const a of Array.isArray(answers) ? answers : [])
      if (a && onSheet.has(a.questionId) && typeof a.value === 'string' && a.value.trim())
        answered.add(a.questionId);
    return {
      guest: { id: row.guest, name: row.name, email: row.email },
      status: 'in_progress',
      answered: answered.size,
      total,
      started: row.created,
      updated: row.updated,
      submission: null,
    };
  });
  return { submitted, inProgress };
}

/** GET /api/room/results/{id} → { room, exams, students }. */
function results(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    const { submitted, inProgress } = studentsOf(e.app, room, sheet);
    return sendJson(e, 200, {
      room: { id: room.id, name: room.name, slug: room.slug },
      exams: sheet.exams.map(({ id, name, kind, total }) => ({ id, name, kind, total })),
      students: inProgress.concat(submitted),
    });
  });
}

/** A submission of this room as { record, raw }, or 404. */
function roomSubmission(app, room, id) {
  const record = typeof id === 'string' && id ? findById(app, 'submissions', id) : null;
  if (!record || record.getString('Room') !== room.id) throw notFound('Submission not found.');
  return { record, raw: parseJson(record.getString('raw'), {}) || {} };
}

/** GET /api/room/results/{id}/submission/{submissionId} → { guest, submission, review }. */
function submissionReview(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    const { record, raw } = roomSubmission(e.app, room, e.request.pathValue('submissionId'));
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
    });
  });
}

function roomRaws(app, roomId) {
  return rowsOf(app, 'SELECT raw FROM submissions WHERE Room = {:room}', { raw: '' }, { room: roomId }).map(
    (r) => parseJson(r.raw, {}),
  );
}

/** GET /api/room/results/{id}/questions → the item analysis, one entry per bound slot. */
function questions(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const sheet = roomSheet(e.app, room);
    return sendJson(e, 200, itemAnalysis(sheet.table, roomRaws(e.app, room.id)));
  });
}

const ROOMS_HOLDING_SQL = `
  SELECT DISTINCT r.id
    FROM rooms r, json_each(r.Exams) re
    JOIN exams e ON e.id = re.value, json_each(e.Sections) s
    JOIN sections sec ON sec.id = s.value, json_each(sec.SectionQuestions) g
    JOIN section_questions grp ON grp.id = g.value, json_each(grp.Questions) q
   WHERE q.value = {:question}`;

/** Scores again every submission of every room whose sheet holds the question: { regraded, changed }. */
function regradeQuestion(app, questionId) {
  const roomIds = rowsOf(app, ROOMS_HOLDING_SQL, { id: '' }, { question: questionId }).map((r) => r.id);
  return regradeRooms(app, roomIds, (table) => table.some((slot) => slot.questionId === questionId));
}

/** POST /api/room/results/{id}/accept { questionId, answer } → { regraded, changed }. */
function accept(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const body = readJson(e);
    const sheet = roomSheet(app, room);
    const slot =
      typeof body.questionId === 'string' ? sheet.table.find((s) => s.questionId === body.questionId) : null;
    if (!slot)
      throw badRequest('Check the question.', {
        questionId: fieldError('unknown', 'Not a question of this room.'),
      });
    const answer = typeof body.answer === 'string' ? body.answer.trim() : '';
    if (!answer || answer.length > 200)
      throw badRequest('Check the answer.', {
        answer: fieldError('blank', 'Give an answer of 1–200 characters.'),
      });
    const question = findById(app, 'questions', slot.questionId);
    const keys = findByIds(app, 'keys', relationIds(question, 'Keys')).map((k) => k.getString('value'));
    const exam = findById(app, 'exams', slot.examId);
    if (isCorrect(answer, keys, !!exam && exam.getBool('accept_initials')))
      throw badRequest('Check the answer.', {
        answer: fieldError('already_accepted', 'This answer is already accepted.'),
      });
    app.runInTransaction((tx) => {
      const key = new Record(tx.findCollectionByNameOrId('keys'));
      key.set('value', answer);
      tx.save(key);
      const fresh = tx.findRecordById('questions', question.id);
      fresh.set('Keys', relationIds(fresh, 'Keys').concat([key.id]));
      tx.save(fresh);
    });
    bumpGeneration(app); // the sheets below are read again with the new key
    return e.json(200, regradeQuestion(app, question.id));
  });
}

/**
 * POST /api/room/results/{id}/reopen { submission } → { reopened: true }: the answers become a draft again.
 * The draft has no start: in a timed room the student's time starts again when they next write or start.
 */
function reopen(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const { record, raw } = roomSubmission(app, room, readJson(e).submission);
    const now = new Date().toISOString().replace('T', ' ');
    app.runInTransaction((tx) => {
      tx.db()
        .newQuery(
          `INSERT INTO pending_submissions (id, Guest, Room, raw, created, updated)
           VALUES ({:id}, {:guest}, {:room}, {:raw}, {:created}, {:now})
           ON CONFLICT (Guest, Room) DO UPDATE SET raw = excluded.raw, updated = excluded.updated`,
        )
        .bind({
          id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
          guest: record.getString('Guest'),
          room: room.id,
          raw: JSON.stringify({
            answers: Array.isArray(raw.answers) ? raw.answers : [],
            flags: Array.isArray(raw.flags) ? raw.flags : [],
          }),
          created: record.getString('started') || now,
          now,
        })
        .execute();
      tx.db().newQuery('DELETE FROM submissions WHERE id = {:id}').bind({ id: record.id }).execute();
    });
    return e.json(200, { reopened: true });
  });
}

/** POST /api/room/results/{id}/forget { guest } → { removed: true }. */
function forget(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const guestId = readJson(e).guest;
    const params = { guest: typeof guestId === 'string' ? guestId : '', room: room.id };
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

/** GET /api/room/results/{id}/export → the results as CSV, one row per student. */
function exportCsv(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const sheet = roomSheet(app, room);
    const { submitted, inProgress } = studentsOf(app, room, sheet);
    const slots = sheet.table.filter((s) => s.questionId);
    const names = new Map(sheet.exams.map((x) => [x.id, x.name]));
    const prefix = sheet.exams.length > 1;
    const header = ['Name', 'E-mail', 'Status', 'Submitted at', 'Score', 'Total'];
    for (const exam of sheet.exams) header.push(`${exam.name} score`, `${exam.name} band`);
    for (const slot of slots) header.push(prefix ? `${names.get(slot.examId)} Q${slot.num}` : `Q${slot.num}`);
    // Only raw.answers (what was sent) is read: raw.all repeats the keys and costs most of the parsing.
    const answersOf = new Map(
      rowsOf(
        app,
        `SELECT id, json_extract(raw, '$.answers') AS answers FROM submissions WHERE Room = {:room}`,
        { id: '', answers: '' },
        { room: room.id },
      ).map((r) => {
        const given = new Map();
        for (const a of parseJson(r.answers, []) || [])
          if (a && !given.has(a.questionId))
            given.set(a.questionId, typeof a.value === 'string' ? a.value : '');
        return [r.id, given];
      }),
    );
    const rows = [header];
    for (const student of submitted.concat(inProgress)) {
      const s = student.submission;
      const row = [
        student.guest.name,
        student.guest.email,
        s ? 'submitted' : 'in progress',
        s ? s.created : '',
        s ? s.score : '',
        student.total,
      ];
      for (const exam of sheet.exams) {
        const x = s && s.exams[exam.id];
        row.push(x ? x.score : '', x && x.band !== null ? x.band : '');
      }
      const given = s ? answersOf.get(s.id) || new Map() : new Map();
      for (const slot of slots) row.push(given.has(slot.questionId) ? given.get(slot.questionId) : '');
      rows.push(row);
    }
    const header_ = e.response.header();
    header_.set('Content-Type', 'text/csv; charset=utf-8');
    header_.set('Content-Disposition', `attachment; filename="${room.slug}-results.csv"`);
    return e.string(200, toCsv(rows));
  });
}

/** POST /api/room/collect/{id} → { collected }: the room closed, and every open draft submitted. */
function collect(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    return e.json(200, { collected: collectRoom(e.app, room.id) });
  });
}

module.exports = { results, submissionReview, questions, accept, reopen, forget, exportCsv, collect };
