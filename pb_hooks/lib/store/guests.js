// The guest records (docs/architecture.md, "HTTP routes"): a guest is made on its first visit, named by the
// uuid its device keeps, and finishes the gate with a name and an e-mail.

const { formatTime } = require('../deadline.js');
const { knownGuests } = require('../native.js');
const { findBy } = require('./finders.js');
const { readAll } = require('./prepared.js');
const { studentIdFor } = require('./students.js');

/** A guest's record as the guest routes answer it: { id, uuid, name, email, finishedGate }. */
const guestOf = (record) => ({
  id: record.id,
  uuid: record.getString('uuid'),
  name: record.getString('name'),
  email: record.getString('email'),
  finishedGate: record.getBool('finishedGate'),
});

/** The guest with this uuid (guestOf's), made (gate not finished) when there is none. */
function findOrCreateGuest(app, uuid) {
  let guest = findBy(app, 'guests', 'uuid', uuid);
  if (!guest) {
    const record = new Record(app.findCollectionByNameOrId('guests'));
    record.set('uuid', uuid);
    record.set('finishedGate', false);
    try {
      app.save(record);
      guest = record;
    } catch (error) {
      // Two first visits of the same uuid at once: the unique index let the other one win.
      guest = findBy(app, 'guests', 'uuid', uuid);
      if (!guest) throw error;
    }
  }
  return guestOf(guest);
}

// The gate's write of the guest, in SQL rather than through a record save (validation, model events and a
// read of the record first): the gate is what a whole centre passes in the same minutes, and the record
// path made it 1.2× PocketBase's own update of a guest (docs/performance-log.md, 2026-11-29). The body is
// checked before (validate/guest-bodies.js), as the collection's fields would check it.
const FINISH_GATE_SQL = `
  UPDATE guests SET name = {:name}, email = {:email}, finishedGate = TRUE, Student = {:student}, updated = {:now}
   WHERE uuid = {:uuid}
  RETURNING id, uuid, name, email, finishedGate`;

/**
 * The guest with the body's uuid (guestOf's), its name and e-mail saved, its gate finished and linked to
 * the student of that e-mail (made when new); null when unknown. Both writes commit together: a uuid that
 * names no guest makes no student.
 */
function finishGate(app, { uuid, name, email }) {
  let guest = null;
  let unknown = false;
  try {
    app.runInTransaction((tx) => {
      const rows = arrayOf(new DynamicModel({ id: '', uuid: '', name: '', email: '', finishedGate: false }));
      const student = studentIdFor(tx, email, name);
      tx.db()
        .newQuery(FINISH_GATE_SQL)
        .bind({ uuid, name, email, student, now: formatTime(Date.now()) })
        .all(rows);
      unknown = rows.length === 0;
      // Thrown to undo the student's write.
      if (unknown) throw new Error('No guest has this uuid.');
      const row = rows[0];
      guest = {
        id: row.id,
        uuid: row.uuid,
        name: row.name,
        email: row.email,
        finishedGate: row.finishedGate,
      };
    });
  } catch (error) {
    if (!unknown) throw error;
  }
  return guest;
}

const GUEST_KNOWN_SQL = 'SELECT uuid FROM guests WHERE uuid = {:uuid}';

/**
 * Whether a guest has this uuid: no read for a uuid our build's known guests hold (native.js), else one
 * indexed read of a prepared statement, remembered there when found. A hint for the check before the body
 * (docs/architecture.md, "Robustness rules"): the writes and the room load still find the guest themselves.
 */
function isKnownGuest(app, uuid) {
  const known = knownGuests();
  if (known && known.has(uuid)) return true;
  const found = readAll(app.db(), GUEST_KNOWN_SQL, { uuid }, { uuid: '' }).length > 0;
  if (found && known) known.add(uuid);
  return found;
}

/** After guests were deleted: the known guests forget every uuid (a deleted guest's check reads again). */
function forgetKnownGuests() {
  const known = knownGuests();
  if (known) known.clear();
}

module.exports = { findOrCreateGuest, finishGate, isKnownGuest, forgetKnownGuests };
