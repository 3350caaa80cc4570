// A student across rooms (docs/product.md, "Students across mocks"): who may see them, the list a teacher
// searches, each room of theirs as its bands and marks, and the counts by question type. The teacher's
// history and the student's own progress link read the same rooms, each limited by what the reader may see.

const { isWriting, markKey, withMarks } = require('../marking.js');
const { examsWithBands } = require('../results.js');
const { speakingBand, taskBand } = require('../rules/bands.js');
const { historyTypes } = require('../student-types.js');
const { parseJson } = require('../json.js');
const { findByIds, rowsOf } = require('./finders.js');
const { roomMarks } = require('./marks.js');
const { shape } = require('./records.js');
const { roomEssays, roomSheet } = require('./room-sheet.js');
const { managedClassStudents } = require('./student-classes.js');
const { typesOfSubmissions } = require('./student-types.js');

/** Students a page. */
const PAGE_SIZE = 50;

/** The ids of the rooms the staff member is a member of (every room for a superuser), as JSON text. */
function roomsOfStaff(app, staff) {
  const rows = staff.superuser
    ? rowsOf(app, 'SELECT id FROM rooms', { id: '' }, {})
    : rowsOf(
        app,
        'SELECT r.id FROM rooms r, json_each(r.Users) u WHERE u.value = {:user}',
        { id: '' },
        { user: staff.id },
      );
  return JSON.stringify(rows.map((row) => row.id));
}

// The students the caller sees (docs/product.md, "Students across mocks"): a submission or a draft in one
// of the caller's rooms ({:rooms}, JSON text of ids), or a class of theirs ({:classStudents}:
// store/student-classes.js). Each student is checked from the students table down, through the indexes on
// a submission's and a guest's Student: gathering every submission of the caller's rooms first took a
// search 3 s over 100,000 submissions (docs/performance-log.md, 2026-11-28, night).
const MINE_SQL = `WITH mine AS (SELECT value AS id FROM json_each({:rooms}))`;
const SEEN_SQL = `(EXISTS (SELECT 1 FROM submissions s WHERE s.Student = st.id AND s.Room IN mine)
    OR EXISTS (SELECT 1 FROM guests g JOIN pending_submissions p ON p.Guest = g.id
                WHERE g.Student = st.id AND p.Room IN mine)
    OR st.id IN (SELECT value FROM json_each({:classStudents})))`;
const MATCH_SQL = `({:q} = '' OR st.name LIKE {:like} ESCAPE '\\' OR st.email LIKE {:like} ESCAPE '\\')
   AND ({:only} = '' OR st.id IN (SELECT value FROM json_each({:only})))`;
// A page's students, then for each the rooms of the caller's where they submitted and the newest of those
// submissions (the covering index on Student, Room and created).
const LIST_SQL = `${MINE_SQL}
  SELECT page.id, page.name, page.email,
         (SELECT COUNT(DISTINCT s.Room) FROM submissions s WHERE s.Student = page.id AND s.Room IN mine) AS rooms,
         COALESCE((SELECT MAX(s.created) FROM submissions s WHERE s.Student = page.id AND s.Room IN mine), '') AS last
    FROM (SELECT st.id, st.name, st.email FROM students st WHERE ${MATCH_SQL} AND ${SEEN_SQL}
           ORDER BY st.name COLLATE NOCASE, st.email LIMIT {:limit} OFFSET {:offset}) page
   ORDER BY page.name COLLATE NOCASE, page.email`;
const COUNT_SQL = `${MINE_SQL} SELECT COUNT(*) AS n FROM students st WHERE ${MATCH_SQL} AND ${SEEN_SQL}`;
const VISIBLE_SQL = `${MINE_SQL} SELECT 1 AS n FROM students st WHERE st.id = {:student} AND ${SEEN_SQL}`;

/** `q` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
const likeOf = (q) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The parameters of SEEN_SQL for the caller. */
function seenParams(app, staff) {
  return { rooms: roomsOfStaff(app, staff), classStudents: JSON.stringify(managedClassStudents(app, staff)) };
}

/** Whether the caller may see the student (docs/product.md, "Students across mocks"). */
function maySeeStudent(app, staff, studentId) {
  if (staff.superuser) return true;
  return rowsOf(app, VISIBLE_SQL, { n: 0 }, { ...seenParams(app, staff), student: studentId }).length > 0;
}

/**
 * A room's entry for one submission of the student: { id, name, slug, date, exams, writing, speaking,
 * overall } (src/lib/api-types's StudentRoom). `marks`: whether Writing and Speaking marks are read
 * (the student sees them only once the room releases them).
 */
function roomEntry(app, room, submission, marks) {
  const sheet = roomSheet(app, room);
  const examsById = new Map(sheet.exams.map((exam) => [exam.id, exam]));
  const essays = roomEssays(app, room.id);
  const stored = marks ? roomMarks(app, room.id, { submission: submission.id }) : new Map();
  const markOf = (questionId) => stored.get(markKey(submission.id, questionId));
  const marked = withMarks(examsWithBands(submission.exams, examsById), sheet.exams, essays, markOf);
  const writingExam = sheet.exams.find((exam) => isWriting(exam) && marked.exams[exam.id]);
  const speaking = markOf('');
  return {
    id: room.id,
    name: room.name,
    slug: room.slug,
    date: submission.created,
    exams: sheet.exams
      .filter((exam) => !isWriting(exam) && marked.exams[exam.id])
      .map((exam) => {
        const { score, total, band } = marked.exams[exam.id];
        return { id: exam.id, name: exam.name, kind: exam.kind, score, total, band };
      }),
    writing: writingExam
      ? {
          band: marked.exams[writingExam.id].band,
          tasks: (essays.get(writingExam.id) || [])
            .map((essay) => ({ num: essay.num, mark: markOf(essay.questionId) }))
            .filter((task) => !!task.mark)
            .map(({ num, mark }) => ({ num, band: taskBand(mark.criteria), criteria: mark.criteria })),
        }
      : null,
    speaking: speaking ? { band: speakingBand(speaking.criteria), criteria: speaking.criteria } : null,
    overall: marked.bands.overall,
  };
}

const SUBMISSIONS_SQL = `
  SELECT s.id, s.Room AS room, s.exams, s.created FROM submissions s
   WHERE s.Student = {:student} AND ({:rooms} = '' OR s.Room IN (SELECT value FROM json_each({:rooms})))
   ORDER BY s.created DESC, s.id DESC LIMIT {:limit}`;

/**
 * A student's submissions, newest first, in the given rooms (JSON text of ids; '' for every room), with
 * their room records: [{ submission: { id, exams, created }, room }] (a room that is gone is left out);
 * the newest `limit` of them when given.
 */
function studentSubmissions(app, studentId, rooms, limit = -1) {
  const rows = rowsOf(
    app,
    SUBMISSIONS_SQL,
    { id: '', room: '', exams: '', created: '' },
    { student: studentId, rooms, limit },
  );
  const roomsById = new Map(
    findByIds(
      app,
      'rooms',
      rows.map((row) => row.room),
    ).map((r) => [r.id, r]),
  );
  return rows
    .filter((row) => roomsById.has(row.room))
    .map((row) => ({
      submission: { id: row.id, exams: parseJson(row.exams, {}) || {}, created: row.created },
      room: roomsById.get(row.room),
    }));
}

/**
 * The rooms and types of a student's submissions, newest first: { rooms, types }. `seen(room)` says what
 * the reader may see of a room: null (nothing), or { marks } (whether its marks are read).
 */
function historyOf(app, list, seen) {
  const shown = [];
  for (const { submission, room } of list) {
    const view = seen(room);
    if (view) shown.push({ submission, room: shape.room(room), marks: view.marks });
  }
  const counts = typesOfSubmissions(
    app,
    shown.map((item) => item.submission.id),
  );
  return {
    rooms: shown.map(({ submission, room, marks }) => roomEntry(app, room, submission, marks)),
    types: historyTypes(shown.map(({ submission }) => counts.get(submission.id) || [])),
  };
}

/** A student's history as the caller sees it: the caller's rooms only (every room for a superuser). */
function teacherHistory(app, staff, studentId) {
  const rooms = staff.superuser ? '' : roomsOfStaff(app, staff);
  return historyOf(app, studentSubmissions(app, studentId, rooms), () => ({ marks: true }));
}

/**
 * A student's own progress (docs/product.md, "Students across mocks"): every room they sat but those whose
 * results are hidden; Writing and Speaking marks only once the room releases them.
 */
function studentProgress(app, studentId) {
  return historyOf(app, studentSubmissions(app, studentId, ''), (room) => {
    const results = room.getString('results') || 'hidden';
    if (results !== 'score' && results !== 'review') return null;
    return { marks: room.getBool('marks_released') };
  });
}

/**
 * A page of the students the caller sees: { items: [{ id, name, email, rooms, last, overall }], page, total }
 * (`overall` the newest submission's in the caller's rooms). `only`: the ids a class filter keeps, or null.
 */
function studentsPage(app, staff, { q, page, only }) {
  const params = {
    ...seenParams(app, staff),
    q,
    like: likeOf(q),
    only: only ? JSON.stringify(only) : '',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const total = rowsOf(app, COUNT_SQL, { n: 0 }, params)[0].n;
  const rows = rowsOf(app, LIST_SQL, { id: '', name: '', email: '', rooms: 0, last: '' }, params);
  const items = rows.map((row) => {
    const newest = row.last ? studentSubmissions(app, row.id, params.rooms, 1)[0] : null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      rooms: row.rooms,
      last: row.last || null,
      overall: newest ? roomEntry(app, shape.room(newest.room), newest.submission, true).overall : null,
    };
  });
  return { items, page, total };
}

module.exports = { PAGE_SIZE, maySeeStudent, teacherHistory, studentProgress, studentsPage };
