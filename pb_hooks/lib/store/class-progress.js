// A class across its mocks (docs/product.md, "Classes"): each student's bands in every room of the caller's
// where one of the class submitted, and the class's share right by question type and skill over those rooms:
// the sum of its students' counts (student-types.js), as each student's history counts them. One read of the
// class's submissions (through the Student index), then each room's sheet and marks once, and the verdicts
// of the lot in one more (store/student-types.js): parsing each stored raw in the hooks' engine was most of
// the page's time (docs/performance-log.md, 2026-11-28, night).

const { parseJson } = require('../json.js');
const { markKey, withMarks } = require('../marking.js');
const { examsWithBands } = require('../results.js');
const { summedTypes } = require('../student-types.js');
const { rowsOf, findByIds } = require('./finders.js');
const { shape } = require('./records.js');
const { roomMarking, roomSheet } = require('./room-sheet.js');
const { typesOfSubmissions } = require('./student-types.js');

const SUBMISSIONS_SQL = (managed) => `
  SELECT s.id, s.Room AS room, s.Student AS student, s.exams, s.created
    FROM class_students cs JOIN submissions s ON s.Student = cs.Student
   WHERE cs.Class = {:class}
   ${managed ? 'AND EXISTS (SELECT 1 FROM rooms r, json_each(r.Users) u WHERE r.id = s.Room AND u.value = {:user})' : ''}
   ORDER BY s.created`;

/**
 * { rooms: [{ id, name, slug, date }] oldest first (`date` the class's first submission there), students:
 * [{ id, name, email, bands: { [roomId]: StudentBands } }] as the roster, types: [{ skill, type, right, total }] }.
 */
function classProgress(app, staff, classId, roster) {
  const rows = rowsOf(
    app,
    SUBMISSIONS_SQL(!staff.superuser),
    { id: '', room: '', student: '', exams: '', created: '' },
    { class: classId, user: staff.id },
  );
  const byRoom = new Map();
  for (const row of rows) {
    if (!byRoom.has(row.room)) byRoom.set(row.room, []);
    byRoom.get(row.room).push(row);
  }
  const bandsOf = new Map(roster.map((s) => [s.id, {}]));
  const counted = [];
  const rooms = [];
  for (const record of findByIds(app, 'rooms', Array.from(byRoom.keys()))) {
    const room = shape.room(record);
    const sheet = roomSheet(app, room);
    const examsById = new Map(sheet.exams.map((x) => [x.id, x]));
    const marking = roomMarking(app, room);
    const submitted = byRoom.get(room.id);
    for (const row of submitted) {
      const marked = withMarks(
        examsWithBands(parseJson(row.exams, {}), examsById),
        sheet.exams,
        marking.essays,
        (questionId) => marking.marks.get(markKey(row.id, questionId)),
      );
      const bands = bandsOf.get(row.student);
      if (bands) bands[room.id] = marked.bands;
      counted.push(row.id);
    }
    rooms.push({ id: room.id, name: room.name, slug: room.slug, date: submitted[0].created });
  }
  const typesCounted = typesOfSubmissions(app, counted);
  rooms.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    rooms,
    students: roster.map((s) => ({ ...s, bands: bandsOf.get(s.id) })),
    types: summedTypes(counted.map((id) => typesCounted.get(id) || [])),
  };
}

module.exports = { classProgress };
