// The marks of a room's submissions, and the essays they mark (docs/architecture.md, "Writing and
// marking"): read with SQL through the Room and Submission indexes, written as records (a teacher's save,
// never a hot path). Marks are answered by the marking and results routes only: the collection is closed
// to the records API.

const { givenAnswers } = require('../results-csv.js');
const { parseJson } = require('../json.js');
const { finalMark, markKey } = require('../marking.js');
const { findById, rowsOf } = require('./finders.js');
const { readFromPool } = require('./prepared.js');

const MARKS_SQL = `
  SELECT m.Submission AS submission, m.Question AS question, m.criteria, m.comment, m.notes, m.updated,
         COALESCE(m.round, 1) AS round, r.double_marking AS double,
         COALESCE(u.id, '') AS markerId, COALESCE(NULLIF(u.name, ''), u.email, '') AS markerName
    FROM marks m JOIN submissions s ON s.id = m.Submission JOIN rooms r ON r.id = s.Room
    LEFT JOIN users u ON u.id = m.User
   WHERE s.Room = {:room}`;

const MARK_ROW = {
  submission: '',
  question: '',
  criteria: '',
  comment: '',
  notes: '',
  updated: '',
  round: 0,
  double: false,
  markerId: '',
  markerName: '',
};

/** A row of MARKS_SQL as marking.js takes a mark. */
const markOfRow = (row) => ({
  Submission: row.submission,
  Question: row.question,
  criteria: parseJson(row.criteria, {}),
  comment: row.comment,
  notes: parseJson(row.notes, []),
  updated: row.updated,
  round: row.round || 1,
  marker: row.markerId ? { id: row.markerId, name: row.markerName } : null,
});

/**
 * Every script's marks in a room, by marking.js's markKey(submission, question) (a Speaking mark's question
 * is ''): { rounds: { 1, 2, 3 } (docs/architecture.md, "Double marking"), double (whether the script is
 * double-marked: a Writing task in a room with double marking on) }.
 * @param {{ submission?: string }} [only] one submission's marks only
 */
function roomMarkRounds(app, roomId, only) {
  const one = !!(only && only.submission);
  const params = { room: roomId, submission: (one && only.submission) || '' };
  // A whole room's are read on the pool, in the route's read if it has one (the results list's, whose
  // other reads walk the same submissions: store/prepared.js's inOneRead); one submission's as `app` reads,
  // which may be a transaction that has just saved a mark.
  const rows = one
    ? rowsOf(app, `${MARKS_SQL} AND s.id = {:submission}`, MARK_ROW, params)
    : readFromPool(app, MARKS_SQL, params, MARK_ROW);
  const scripts = new Map();
  for (const row of rows) {
    const key = markKey(row.submission, row.question);
    if (!scripts.has(key)) scripts.set(key, { rounds: {}, double: !!row.double && !!row.question });
    scripts.get(key).rounds[row.round || 1] = markOfRow(row);
  }
  return scripts;
}

/**
 * The mark in use of every script of a room (marking.js's finalMark: with double marking, the agreed mark
 * or the mean of two, none while a second mark or an agreement is awaited), by markKey.
 * @param {{ submission?: string }} [only] one submission's marks only
 */
function roomMarks(app, roomId, only) {
  const marks = new Map();
  for (const [key, script] of roomMarkRounds(app, roomId, only)) {
    const mark = finalMark(script.rounds, script.double);
    if (mark) marks.set(key, mark);
  }
  return marks;
}

const STUDENTS_SQL = `
  SELECT s.id, COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email, s.created AS submitted
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room}
   ORDER BY s.id`;

/** A room's submissions with their students, answers left out, by id: [{ id, name, email, submitted }]. */
function roomStudents(app, roomId) {
  return rowsOf(app, STUDENTS_SQL, { id: '', name: '', email: '', submitted: '' }, { room: roomId }).map(
    (row) => ({ id: row.id, name: row.name, email: row.email, submitted: row.submitted }),
  );
}

const SUBMISSION_SQL = `
  SELECT s.id, s.Guest AS guest, COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email,
         COALESCE(json_extract(s.raw, '$.answers'), '[]') AS answers
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room} AND s.id = {:submission}`;

/**
 * One submission of a room with the answers it sent: { id, guest, name, email, answers: Map questionId → value },
 * or null when it is not the room's.
 */
function roomSubmission(app, roomId, submissionId) {
  const [row] = rowsOf(
    app,
    SUBMISSION_SQL,
    { id: '', guest: '', name: '', email: '', answers: '' },
    { room: roomId, submission: submissionId },
  );
  return row
    ? { id: row.id, guest: row.guest, name: row.name, email: row.email, answers: givenAnswers(row.answers) }
    : null;
}

/** The ids of a room's submissions, in order. */
function roomSubmissionIds(app, roomId) {
  const sql = 'SELECT id FROM submissions WHERE Room = {:room} ORDER BY id';
  return rowsOf(app, sql, { id: '' }, { room: roomId }).map((row) => row.id);
}

/**
 * Saves a mark of a submission (a Writing task's, or with no question its Speaking), made or replaced:
 * one per (Submission, Question, round), round 1 unless given. `user` is the marker's users id, or '' for
 * a superuser.
 */
function saveMark(app, { submission, question, round, user, criteria, comment, notes }) {
  app.runInTransaction((tx) => {
    // A plain equality rather than a filter: a filter's `Question = ''` on a relation matches no stored
    // empty Question, so a Speaking mark was never found again and its second save collided.
    const [found] = tx.findAllRecords(
      'marks',
      $dbx.hashExp({ Submission: submission, Question: question || '', round: round || 1 }),
    );
    let record = found || null;
    if (!record) {
      record = new Record(tx.findCollectionByNameOrId('marks'));
      record.set('Submission', submission);
      record.set('Question', question || '');
      record.set('round', round || 1);
    }
    record.set('User', user || '');
    record.set('criteria', criteria);
    record.set('comment', comment);
    record.set('notes', notes || []);
    tx.save(record);
  });
}

/**
 * Sets the room's marks_released (docs/architecture.md, "Writing and marking"): a save of the room record,
 * so its cached sheet and results answers go stale (store/caches.js); unchanged, nothing is saved.
 */
function setMarksReleased(app, roomId, released) {
  const record = findById(app, 'rooms', roomId);
  if (!record || record.getBool('marks_released') === released) return;
  record.set('marks_released', released);
  // docs/architecture.md, "Turnaround": when they were last released says whether it was on time.
  record.set('marks_released_at', released ? new Date().toISOString() : '');
  app.save(record);
}

module.exports = {
  roomMarkRounds,
  roomMarks,
  roomStudents,
  roomSubmission,
  roomSubmissionIds,
  saveMark,
  setMarksReleased,
};
