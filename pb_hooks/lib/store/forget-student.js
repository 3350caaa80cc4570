// Forgetting a student of a room (the results' "Forget"): their submission or draft in the room, their extra
// time and the times they left the test there (docs/architecture.md, "Exam day"), and the guest record once
// no other room holds their answers, and the student (docs/product.md, "Students across mocks") once no room
// holds them; one transaction.

const { rowsOf } = require('./finders.js');
const { forgetKnownGuests } = require('./guests.js');
const { deleteStudentsHeldNowhere } = require('./student-delete.js');

// The students of the guest and of their submission in the room, read before either goes.
const STUDENTS_SQL = `
  SELECT Student AS id FROM guests WHERE id = {:guest} AND Student != ''
  UNION SELECT Student FROM submissions WHERE Guest = {:guest} AND Room = {:room} AND Student != ''`;

const HELD_SQL = `
  SELECT id FROM submissions WHERE Guest = {:guest} AND Room = {:room}
  UNION ALL SELECT id FROM pending_submissions WHERE Guest = {:guest} AND Room = {:room}`;

/** Forgets the guest in the room; false (nothing removed) when they have neither a draft nor a submission there. */
function forgetStudent(app, roomId, guestId) {
  const params = { guest: guestId, room: roomId };
  const held = rowsOf(app, HELD_SQL, { id: '' }, params);
  if (held.length === 0) return false;
  const students = rowsOf(app, STUDENTS_SQL, { id: '' }, params).map((row) => row.id);
  app.runInTransaction((tx) => {
    const db = tx.db();
    db.newQuery('DELETE FROM submissions WHERE Guest = {:guest} AND Room = {:room}').bind(params).execute();
    db.newQuery('DELETE FROM pending_submissions WHERE Guest = {:guest} AND Room = {:room}')
      .bind(params)
      .execute();
    // Their extra time and the times they left the test go with them (docs/architecture.md, "Exam day").
    // The room's history of changes to their scores and marks goes too (docs/architecture.md, "Audit trail").
    for (const table of ['events', 'accommodations', 'audit'])
      db.newQuery(`DELETE FROM ${table} WHERE Guest = {:guest} AND Room = {:room}`).bind(params).execute();
    db.newQuery(
      `DELETE FROM guests WHERE id = {:guest}
         AND NOT EXISTS (SELECT 1 FROM submissions WHERE Guest = {:guest})
         AND NOT EXISTS (SELECT 1 FROM pending_submissions WHERE Guest = {:guest})`,
    )
      .bind(params)
      .execute();
    deleteStudentsHeldNowhere(db, students);
  });
  forgetKnownGuests();
  return true;
}

module.exports = { forgetStudent };
