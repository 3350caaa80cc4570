// A room's results list (docs/architecture.md, "Heavy routes"): its students, submitted and in progress,
// read through the Room indexes; the ETag that lets an unchanged poll answer 304; and the cursor that lets a
// poll ask for the students changed since its last answer.

const { formatTime } = require('../deadline.js');
const { parseJson } = require('../json.js');
const { answeredParams, answeredSql } = require('./answered.js');
const { NO_BANDS, markKey, withMarks } = require('../marking.js');
const { examsWithBands } = require('../results.js');
const { generation } = require('./caches.js');
const { roomAway } = require('./exam-day.js');
const { readFromPool } = require('./prepared.js');
const { roomMarking } = require('./room-sheet.js');

const SUBMISSIONS_SQL = `
  SELECT s.id, s.Guest AS guest, s.score, s.exams, s.started, s.created,
         COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room}`;
const DRAFTS_SQL = `
  SELECT p.id, p.Guest AS guest, COALESCE(NULLIF(p.started, ''), p.created) AS created, p.updated,
         ${answeredSql('p.raw')} AS answered, g.name, g.email
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
  const onSheet = sheet.table.filter((s) => s.questionId).map((s) => s.questionId);
  const params = { room: room.id, since: since || '', ...answeredParams(onSheet) };
  const marking = roomMarking(app, room);
  const submitted = readFromPool(
    app,
    since ? SUBMISSIONS_SQL + SUBMITTED_SINCE : SUBMISSIONS_SQL,
    params,
    SUBMISSION_MODEL,
  ).map((row) => submittedStudent(row, total, examsById, marking));
  const inProgress = readFromPool(app, since ? DRAFTS_SQL + DRAFTED_SINCE : DRAFTS_SQL, params, {
    id: '',
    guest: '',
    created: '',
    updated: '',
    answered: 0,
    name: '',
    email: '',
  }).map((row) => {
    return {
      guest: { id: row.guest, name: row.name, email: row.email },
      bands: NO_BANDS,
      status: 'in_progress',
      answered: Number(row.answered),
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
  const mark = readFromPool(app, RESULTS_MARK_SQL, { room: room.id }, { mark: '' })[0].mark;
  return `"${$security.md5(`${room.id}|${mark}|${generation(app, room.id)}`)}"`;
}

/**
 * A delta is looked for from this long before the answer's time: a write stamped just before it but
 * committed after the answer was read is sent at the next poll rather than missed.
 */
const CURSOR_OVERLAP_MS = 1000;

// How many of a room's students there are now, how many of them have submitted, and how many were in the
// list at {:then} and at {:before} (their draft or submission created by then, or a submission or reopened
// draft whose start was: the start goes with the student's answers from draft to submission and back). Read
// through the Room indexes, once for both times.
const KNOWN_SQL = `
  SELECT COUNT(*) AS students, IFNULL(SUM(submitted), 0) AS submitted, IFNULL(SUM(known), 0) AS known,
         IFNULL(SUM(known_before), 0) AS known_before
    FROM (SELECT MAX(submitted) AS submitted,
                 MAX(created <= {:then} OR (IFNULL(started, '') <> '' AND started <= {:then})) AS known,
                 MAX(created <= {:before} OR (IFNULL(started, '') <> '' AND started <= {:before})) AS known_before
            FROM (SELECT Guest, 1 AS submitted, created, started FROM submissions WHERE Room = {:room}
                  UNION ALL
                  SELECT Guest, 0, created, started FROM pending_submissions WHERE Room = {:room})
           GROUP BY Guest)`;

/**
 * { students, submitted, known, knownBefore }: the room's students and submissions now, and those in its
 * list at `thenMs` and at `beforeMs`.
 */
function knownStudents(app, room, thenMs, beforeMs) {
  const row = readFromPool(
    app,
    KNOWN_SQL,
    { room: room.id, then: formatTime(thenMs), before: formatTime(beforeMs) },
    { students: 0, submitted: 0, known: 0, known_before: 0 },
  )[0];
  return {
    students: Number(row.students),
    submitted: Number(row.submitted),
    known: Number(row.known),
    knownBefore: Number(row.known_before),
  };
}

/**
 * Whether a poll's cursor still describes the list its client holds: the content is the same (a regrade or
 * an exam's change moves every student: the full list is sent), and every student in the list at its time
 * still is (a student forgotten, or any removal, is not in a delta: the full list is sent). `known`: the
 * room's knownStudents with `beforeMs` the cursor's time.
 */
function deltaHolds(app, room, cursor, known) {
  return (
    cursor !== null && cursor.generation === generation(app, room.id) && known.knownBefore === cursor.known
  );
}

/** From this many students a room's full results list is a heavy read (heavyList). */
const HEAVY_RESULTS_FROM = 300;

/**
 * Whether an answer of the results list takes a heavy turn (docs/architecture.md, "Heavy routes"): the
 * full list of a room of HEAVY_RESULTS_FROM students or more reads each of them. A delta reads what changed
 * since its cursor: four teachers' screens, each poll waiting for the others' in the one turn of two cores,
 * waited up to 860 ms where each took 150 (docs/performance-log.md). `known`: the room's knownStudents.
 */
function heavyList(delta, known) {
  return !delta && known.students >= HEAVY_RESULTS_FROM;
}

module.exports = {
  SUBMISSION_MODEL,
  submittedStudent,
  studentsOf,
  resultsTag,
  CURSOR_OVERLAP_MS,
  knownStudents,
  deltaHolds,
  heavyList,
};
