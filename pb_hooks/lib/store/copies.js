// Copies (docs/product.md, "Duplicate and import"): the names and slugs a copy may not take, and, when the
// teacher asks for it, a room's students' data copied into its copy in the caller's transaction: who
// belongs to the room, extra time, drafts, submissions with their marks, and the times a student left the
// test. The guests themselves are shared, not copied: a guest is a person, and the copy's rows name them.

const { originalName } = require('../copy-name.js');

/**
 * The names of `collection`'s records that copyName may meet for `name` (each starts with its base):
 * `db` is a PocketBase app or transaction.
 */
function takenNames(db, collection, name) {
  const base = originalName(name);
  const rows = arrayOf(new DynamicModel({ name: '' }));
  db.db()
    .newQuery(`SELECT name FROM ${collection} WHERE substr(name, 1, {:n}) = {:base}`)
    .bind({ n: base.length, base })
    .all(rows);
  return new Set(rows.map((row) => row.name));
}

/** The rooms' slugs freeSlug may meet for `slug`: every candidate starts with its first 90 characters. */
function takenSlugs(db, slug) {
  const rows = arrayOf(new DynamicModel({ slug: '' }));
  db.db()
    .newQuery('SELECT slug FROM rooms WHERE slug LIKE {:prefix}')
    .bind({ prefix: `${slug.slice(0, 90)}%` })
    .all(rows);
  return new Set(rows.map((row) => row.slug));
}

/** A new record id in PocketBase's form (15 of [a-z0-9]), made by SQLite for each row copied. */
const NEW_ID = 'substr(lower(hex(randomblob(8))), 1, 15)';

/** The room's tables whose rows belong to one guest in one room, copied row for row. */
const PER_GUEST_TABLES = ['room_guests', 'accommodations', 'pending_submissions', 'submissions', 'events'];

/** The columns of `table`, as SQLite has them. */
function columnsOf(db, table) {
  const rows = arrayOf(new DynamicModel({ name: '' }));
  db.db().newQuery('SELECT name FROM pragma_table_info({:table})').bind({ table }).all(rows);
  return rows.map((row) => row.name);
}

/**
 * Copies the students' data of room `from` into room `to` (same exams, so every answer still names its
 * question). Marks follow their submission: a submission is one per guest and room, so the copy's is found
 * by its guest.
 */
function copyStudents(tx, from, to) {
  for (const table of PER_GUEST_TABLES) {
    const columns = columnsOf(tx, table).filter((c) => c !== 'id' && c !== 'Room');
    const list = columns.map((c) => `"${c}"`).join(', ');
    tx.db()
      .newQuery(
        `INSERT INTO ${table} (id, Room, ${list}) SELECT ${NEW_ID}, {:to}, ${list} FROM ${table} WHERE Room = {:from}`,
      )
      .bind({ from, to })
      .execute();
  }
  const markColumns = columnsOf(tx, 'marks').filter((c) => c !== 'id' && c !== 'Submission');
  const list = markColumns.map((c) => `m."${c}"`).join(', ');
  tx.db()
    .newQuery(
      `INSERT INTO marks (id, Submission, ${markColumns.map((c) => `"${c}"`).join(', ')})
       SELECT ${NEW_ID}, copied.id, ${list}
       FROM marks m
       JOIN submissions original ON original.id = m.Submission AND original.Room = {:from}
       JOIN submissions copied ON copied.Guest = original.Guest AND copied.Room = {:to}`,
    )
    .bind({ from, to })
    .execute();
}

module.exports = { takenNames, takenSlugs, copyStudents };
