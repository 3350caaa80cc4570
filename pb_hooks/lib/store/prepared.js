// The guest routes' SQL statements (the draft, submission and start writes, and a room load's read of the
// guest's state), prepared once per pooled JS runtime (module state lives as long as the runtime) instead of
// parsed and planned by SQLite at every request: that was a tenth of a draft's cost, and of a room load's.
// A prepared statement may run from any goroutine, and a runtime runs one request at a time.

const { errorText } = require('../errors.js');
const { groupCommit, poolReader } = require('../native.js');

const prepared = new Map();

// What Go's database/sql answers for a statement prepared on a handle that has since been closed (the app
// was reset, its database opened again): the statement's own handle, or the database's.
const CLOSED_HANDLE = /sql: (statement|database) is closed/;

/** Whether a thrown error says the statement's handle was closed, rather than that the statement failed. */
const isClosedHandle = (error) => CLOSED_HANDLE.test(errorText(error));

/**
 * Runs `use` with the statement prepared for `sql`. Only when its handle was closed is it run once more,
 * unprepared (and prepared again next time); any other error (a constraint, a busy database) is thrown as
 * it is, the statement having run once.
 * @template T
 * @param {{ newQuery: (sql: string) => { prepare: () => object } }} db
 * @param {string} sql
 * @param {(query: any) => T} use the statement, prepared or not
 * @returns {T}
 */
function withPrepared(db, sql, use) {
  let query = prepared.get(sql);
  if (!query) {
    query = db.newQuery(sql).prepare();
    prepared.set(sql, query);
  }
  try {
    return use(query);
  } catch (error) {
    if (!isClosedHandle(error)) throw error;
    prepared.delete(sql);
    return use(db.newQuery(sql));
  }
}

/** Runs a statement with RETURNING the fields of `shape` (as readAll's); the returned row, or null when it wrote nothing. */
function writeRow(db, sql, params, shape) {
  return withPrepared(db, sql, (query) => {
    const rows = arrayOf(new DynamicModel(shape));
    query.bind(params).all(rows);
    return rows.length > 0 ? rows[0] : null;
  });
}

/** Runs a statement with RETURNING id and `atColumn`; the returned row as { id, at }, or null when it wrote nothing. */
function writeReturning(db, sql, params, atColumn) {
  const row = writeRow(db, sql, params, { id: '', [atColumn]: '' });
  return row ? { id: row.id, at: row[atColumn] } : null;
}

/** Runs a read; its rows, each with the fields of `shape` (a DynamicModel shape, e.g. { id: '', score: 0 }). */
function readAll(db, sql, params, shape) {
  return withPrepared(db, sql, (query) => {
    const rows = arrayOf(new DynamicModel(shape));
    query.bind(params).all(rows);
    return rows;
  });
}

/**
 * readAll on the app's own pool of reading connections, by our build's pool reader when it is bound
 * (server/internal/poolread: plain objects rather than a DynamicModel's fields read through reflection, a
 * sixth of a room load's CPU; docs/performance-log.md, 2026-11-29, afternoon). Not for a transaction's
 * reads: the pool does not see its writes.
 * @template {Record<string, unknown>} T
 * @param {{ db: () => object }} app the app, not a transaction's
 * @param {string} sql
 * @param {Record<string, unknown>} params
 * @param {T} shape
 * @returns {T[]}
 */
function readFromPool(app, sql, params, shape) {
  const reader = poolReader();
  return reader ? /** @type {T[]} */ (reader.all(sql, params, shape)) : readAll(app.db(), sql, params, shape);
}

/**
 * `fn`'s value, each readFromPool it makes in one read transaction of our build's pool reader: they see one
 * state of the database, and each page is read once (docs/architecture.md, "Heavy routes"). Where nothing is
 * bound, fn's reads are each their own, as readFromPool's are.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
function inOneRead(fn) {
  const reader = poolReader();
  return reader ? reader.inSnapshot(fn) : fn();
}

/** Runs a statement that writes at most one row; whether it wrote one. */
function writeOne(db, sql, params) {
  return withPrepared(db, sql, (query) => query.bind(params).execute().rowsAffected() > 0);
}

// Our build's group commit (server/internal/groupwrite; docs/architecture.md, "Group commit"): a statement handed
// to it is committed in one transaction with the other writes waiting at that moment. An official PocketBase
// binary has none (native.js's groupCommit is null): the statement then runs on its own. Never from inside a transaction: the
// writer waits for the one writing connection, which the transaction holds while it waits for the writer.

/** writeOne through the group commit: whether the statement wrote a row. */
function writeOneGrouped(db, sql, params) {
  const group = groupCommit();
  return group ? group.exec(sql, params) > 0 : writeOne(db, sql, params);
}

/**
 * A write through the group commit, then `readSql` (the same params) in its transaction when it wrote a row:
 * the read's first row with the fields of `shape` (as readFromPool's), or null when the write wrote nothing.
 * It stands for RETURNING, which SQLite runs through a temporary table (server/internal/groupwrite's
 * WriteRead). Without the group commit the write and the read are two statements.
 */
function writeThenRead(db, writeSql, readSql, params, shape) {
  const group = groupCommit();
  const rows = group
    ? group.writeRead(writeSql, readSql, params, shape)
    : writeOne(db, writeSql, params)
      ? readAll(db, readSql, params, shape)
      : [];
  return rows.length > 0 ? rows[0] : null;
}

module.exports = {
  readAll,
  readFromPool,
  inOneRead,
  writeReturning,
  writeOneGrouped,
  writeThenRead,
  withPrepared,
  isClosedHandle,
};
