// An admin's delete of a student (docs/product.md, "Students across mocks"): the student and everything of
// theirs in every room — their guests, drafts, submissions with their marks, the times they left a test and
// their extra time — in one transaction. The results' "Forget" (store/forget-student.js) is the one-room kind.

const { forgetKnownGuests } = require('./guests.js');

const GUESTS = 'SELECT id FROM guests WHERE Student = {:student}';
const SUBMISSIONS = `SELECT id FROM submissions WHERE Student = {:student} OR Guest IN (${GUESTS})`;

const STATEMENTS = [
  `DELETE FROM marks WHERE Submission IN (${SUBMISSIONS})`,
  `DELETE FROM submissions WHERE id IN (${SUBMISSIONS})`,
  `DELETE FROM pending_submissions WHERE Guest IN (${GUESTS})`,
  `DELETE FROM events WHERE Guest IN (${GUESTS})`,
  `DELETE FROM accommodations WHERE Guest IN (${GUESTS})`,
  // A guest (a device) that other students' submissions still name stays, unlinked.
  `UPDATE guests SET Student = '' WHERE Student = {:student}
      AND EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = guests.id)`,
  'DELETE FROM guests WHERE Student = {:student}',
  'DELETE FROM students WHERE id = {:student}',
];

/** Deletes the student and all of theirs everywhere. */
function deleteStudent(app, studentId) {
  app.runInTransaction((tx) => {
    for (const sql of STATEMENTS) tx.db().newQuery(sql).bind({ student: studentId }).execute();
  });
  forgetKnownGuests();
}

/**
 * The students among `ids` whom no room holds any more (no guest, draft or submission of theirs), deleted:
 * the end of the results' "Forget" for them. Runs inside the caller's transaction (`db`).
 */
function deleteStudentsHeldNowhere(db, ids) {
  for (const id of ids)
    if (id)
      db.newQuery(
        `DELETE FROM students WHERE id = {:student}
           AND NOT EXISTS (SELECT 1 FROM guests WHERE Student = {:student})
           AND NOT EXISTS (SELECT 1 FROM submissions WHERE Student = {:student})`,
      )
        .bind({ student: id })
        .execute();
}

module.exports = { deleteStudent, deleteStudentsHeldNowhere };
