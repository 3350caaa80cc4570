// Where classes meet students (docs/product.md, "Students across mocks"): a class's managers see its
// students, and the students list can be narrowed to one class.

const { rowsOf } = require('./finders.js');

const MANAGED_CLASS_STUDENTS_SQL = `
  SELECT DISTINCT cs.Student AS id FROM class_students cs JOIN classes c ON c.id = cs.Class
   WHERE EXISTS (SELECT 1 FROM json_each(c.Users) WHERE value = {:user})`;
const CLASS_SQL = `
  SELECT c.id FROM classes c
   WHERE c.id = {:class} AND ({:all} OR EXISTS (SELECT 1 FROM json_each(c.Users) WHERE value = {:user}))`;
const CLASS_STUDENTS_SQL = 'SELECT Student AS id FROM class_students WHERE Class = {:class}';

/** The ids of the students in the classes the staff member manages (a superuser sees every student anyway). */
function managedClassStudents(app, staff) {
  if (staff.superuser) return [];
  return rowsOf(app, MANAGED_CLASS_STUDENTS_SQL, { id: '' }, { user: staff.id }).map((row) => row.id);
}

/** The ids of the students of the class `classId` when the staff member manages it; null: no such class. */
function classStudentsOf(app, staff, classId) {
  const params = { class: classId, all: staff.superuser === true, user: staff.superuser ? '' : staff.id };
  if (rowsOf(app, CLASS_SQL, { id: '' }, params).length === 0) return null;
  return rowsOf(app, CLASS_STUDENTS_SQL, { id: '' }, { class: classId }).map((row) => row.id);
}

module.exports = { managedClassStudents, classStudentsOf };
