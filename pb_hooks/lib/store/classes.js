// Classes and their rosters (docs/product.md, "Classes"): read and written by the class routes only.

const { newRecordId, relationIds } = require('./records.js');
const { rowsOf } = require('./finders.js');
const { studentIdFor } = require('./students.js');

const ROSTER_SQL = `
  SELECT s.id, s.email, s.name FROM class_students cs JOIN students s ON s.id = cs.Student
   WHERE cs.Class = {:class} ORDER BY s.name COLLATE NOCASE, s.email`;

/** A class's roster, by name: [{ id, email, name }]. */
function rosterOf(app, classId) {
  return rowsOf(app, ROSTER_SQL, { id: '', email: '', name: '' }, { class: classId }).map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
  }));
}

/** A class as the routes answer it: { id, name, Users, students }. */
function classJson(app, record) {
  return {
    id: record.id,
    name: record.getString('name'),
    Users: relationIds(record, 'Users'),
    students: rosterOf(app, record.id),
  };
}

/** The classes the staff member manages (a superuser: all), by name. */
function managedClasses(app, staff) {
  const rows = staff.superuser
    ? rowsOf(app, 'SELECT id FROM classes ORDER BY name COLLATE NOCASE', { id: '' }, {})
    : rowsOf(
        app,
        `SELECT c.id FROM classes c WHERE EXISTS (SELECT 1 FROM json_each(c.Users) WHERE value = {:user})
          ORDER BY c.name COLLATE NOCASE`,
        { id: '' },
        { user: staff.id },
      );
  return rows.map((row) => row.id);
}

/** Replaces a class's roster with these students (made when new, named as given), in the caller's transaction. */
function setRoster(tx, classId, students) {
  const ids = Array.from(new Set(students.map((s) => studentIdFor(tx, s.email, s.name))));
  const keep = ids.length ? ids.map((_, i) => `{:s${i}}`).join(',') : "''";
  const params = { class: classId };
  ids.forEach((id, i) => (params[`s${i}`] = id));
  tx.db()
    .newQuery(`DELETE FROM class_students WHERE Class = {:class} AND Student NOT IN (${keep})`)
    .bind(params)
    .execute();
  for (const id of ids)
    tx.db()
      .newQuery(
        'INSERT INTO class_students (id, Class, Student) VALUES ({:id}, {:class}, {:student}) ON CONFLICT DO NOTHING',
      )
      .bind({ id: newRecordId(), class: classId, student: id })
      .execute();
}

// The class's students who have not opened the room on any device (no guest of theirs recorded in it, no
// draft, no submission): the live and results routes list them.
const NOT_STARTED_SQL = `
  SELECT s.id, s.name, s.email FROM rooms r
    JOIN class_students cs ON cs.Class = r.Class JOIN students s ON s.id = cs.Student
   WHERE r.id = {:room}
     AND NOT EXISTS (SELECT 1 FROM submissions x WHERE x.Room = r.id AND x.Student = s.id)
     AND NOT EXISTS (SELECT 1 FROM guests g WHERE g.Student = s.id
                      AND (EXISTS (SELECT 1 FROM room_guests rg WHERE rg.Guest = g.id AND rg.Room = r.id)
                        OR EXISTS (SELECT 1 FROM pending_submissions p WHERE p.Guest = g.id AND p.Room = r.id)))
   ORDER BY s.name COLLATE NOCASE, s.email`;

/** The rows the live and results routes list for a class's students who have not opened the room. */
function notStartedOf(app, roomId) {
  return rowsOf(app, NOT_STARTED_SQL, { id: '', name: '', email: '' }, { room: roomId }).map((row) => ({
    guest: null,
    student: { id: row.id, name: row.name, email: row.email },
    status: 'not_started',
  }));
}

/** Deletes a class in the caller's transaction: its rooms stay, in no class (open to anyone again). */
function deleteClassKeepingRooms(tx, classId) {
  tx.db().newQuery("UPDATE rooms SET Class = '' WHERE Class = {:id}").bind({ id: classId }).execute();
  tx.delete(tx.findRecordById('classes', classId));
}

module.exports = { classJson, deleteClassKeepingRooms, managedClasses, setRoster, notStartedOf };
