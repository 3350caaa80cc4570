// The guest routes' SQL statements (the draft, submission and start writes, and a room load's read of the
// guest's state), prepared once per pooled JS runtime (module state lives as long as the runtime) instead of
// parsed and planned by SQLite at every request: that was a tenth of a draft's cost, and of a room load's.
// A prepared statement may run from any goroutine, and a runtime runs one request at a time.

const { errorText } = require('../errors.js');

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
 * @param {{ newQuery: (sql: string) => { prepare: () => object } }} db
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

/** Runs a statement that writes at most one row; whether it wrote one. */
function writeOne(db, sql, params) {
  return withPrepared(db, sql, (query) => query.bind(params).execute().rowsAffected() > 0);
}

/**
 * Runs a statement that writes at most one row through our build's group commit (server/group_commit.go:
 * written in one transaction with the other writes waiting at that moment); whether it wrote one. An
 * official PocketBase binary has no `$groupCommit`: the statement then runs on its own (writeOne).
 */
function writeOneGrouped(db, sql, params) {
  return typeof $groupCommit === 'function' ? $groupCommit(sql, params) > 0 : writeOne(db, sql, params);
}

module.exports = {
  readAll,
  writeRow,
  writeReturning,
  writeOne,
  writeOneGrouped,
  withPrepared,
  isClosedHandle,
};
