// The guest records (docs/architecture.md, "HTTP routes"): a guest is made on its first visit, named by the
// uuid its device keeps, and finishes the gate with a name and an e-mail.

const { findBy } = require('./finders.js');
const { readAll } = require('./prepared.js');
const { studentIdFor } = require('./students.js');

/** The guest with this uuid, made (gate not finished) when there is none. */
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
  return guest;
}

/**
 * The guest with the body's uuid, its name and e-mail saved, its gate finished and linked to the student of
 * that e-mail (made when new); null when unknown. Both writes commit together.
 */
function finishGate(app, { uuid, name, email }) {
  const guest = findBy(app, 'guests', 'uuid', uuid);
  if (!guest) return null;
  app.runInTransaction((tx) => {
    guest.set('name', name);
    guest.set('email', email);
    guest.set('finishedGate', true);
    guest.set('Student', studentIdFor(tx, email, name));
    tx.save(guest);
  });
  return guest;
}

const GUEST_KNOWN_SQL = 'SELECT uuid FROM guests WHERE uuid = {:uuid}';

/** Whether a guest has this uuid: one indexed read of a prepared statement. */
const isKnownGuest = (db, uuid) => readAll(db, GUEST_KNOWN_SQL, { uuid }, { uuid: '' }).length > 0;

module.exports = { findOrCreateGuest, finishGate, isKnownGuest };
