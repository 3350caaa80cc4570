// The marks of a room's submissions, and the essays they mark (docs/architecture.md, "Writing and
// marking"): read with SQL through the Room and Submission indexes, written as records (a teacher's save,
// never a hot path). Marks are answered by the marking and results routes only: the collection is closed
// to the records API.

const { givenAnswers } = require('../results-csv.js');
const { parseJson } = require('../json.js');
const { markKey } = require('../marking.js');
const { findById, rowsOf } = require('./finders.js');

const MARKS_SQL = `
  SELECT m.Submission AS submission, m.Question AS question, m.criteria, m.comment, m.notes, m.updated,
         COALESCE(u.id, '') AS markerId, COALESCE(NULLIF(u.name, ''), u.email, '') AS markerName
    FROM marks m JOIN submissions s ON s.id = m.Submission LEFT JOIN users u ON u.id = m.User
   WHERE s.Room = {:room}`;

/** A row of MARKS_SQL as marking.js takes a mark. */
const markOfRow = (row) => ({
  Submission: row.submission,
  Question: row.question,
  criteria: parseJson(row.criteria, {}),
  comment: row.comment,
  notes: parseJson(row.notes, []),
  updated: row.updated,
  marker: row.markerId ? { id: row.markerId, name: row.markerName } : null,
});

/**
 * Every mark of a room's submissions, by marking.js's markKey(submission, question) (a Speaking mark's
 * question is '').
 * @param {{ submission?: string }} [only] one submission's marks only
 */
function roomMarks(app, roomId, only) {
  const sql = only && only.submission ? `${MARKS_SQL} AND s.id = {:submission}` : MARKS_SQL;
  const rows = rowsOf(
    app,
    sql,
    {
      submission: '',
      question: '',
      criteria: '',
      comment: '',
      notes: '',
      updated: '',
      markerId: '',
      markerName: '',
    },
    { room: roomId, submission: (only && only.submission) || '' },
  );
  const marks = new Map();
  for (const row of rows) marks.set(markKey(row.submission, row.question), markOfRow(row));
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
  SELECT s.id, COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email,
         COALESCE(json_extract(s.raw, '$.answers'), '[]') AS answers
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room} AND s.id = {:submission}`;

/**
 * One submission of a room with the answers it sent: { id, name, email, answers: Map questionId → value },
 * or null when it is not the room's.
 */
function roomSubmission(app, roomId, submissionId) {
  const [row] = rowsOf(
    app,
    SUBMISSION_SQL,
    { id: '', name: '', email: '', answers: '' },
    { room: roomId, submission: submissionId },
  );
  return row ? { id: row.id, name: row.name, email: row.email, answers: givenAnswers(row.answers) } : null;
}

/** The ids of a room's submissions, in order. */
function roomSubmissionIds(app, roomId) {
  const sql = 'SELECT id FROM submissions WHERE Room = {:room} ORDER BY id';
  return rowsOf(app, sql, { id: '' }, { room: roomId }).map((row) => row.id);
}

/**
 * Saves a mark of a submission (a Writing task's, or with no question its Speaking), made or replaced:
 * one per (Submission, Question). `user` is the marker's users id, or '' for a superuser.
 */
function saveMark(app, { submission, question, user, criteria, comment, notes }) {
  app.runInTransaction((tx) => {
    // A plain equality rather than a filter: a filter's `Question = ''` on a relation matches no stored
    // empty Question, so a Speaking mark was never found again and its second save collided.
    const [found] = tx.findAllRecords(
      'marks',
      $dbx.hashExp({ Submission: submission, Question: question || '' }),
    );
    let record = found || null;
    if (!record) {
      record = new Record(tx.findCollectionByNameOrId('marks'));
      record.set('Submission', submission);
      record.set('Question', question || '');
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

module.exports = { roomMarks, roomStudents, roomSubmission, roomSubmissionIds, saveMark, setMarksReleased };
