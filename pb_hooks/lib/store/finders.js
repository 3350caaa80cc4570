// Finding records. Every finder takes (app, collection, …), binds its parameters and answers the record
// or null (findByIds: the records found); none throws for "not found".

/** A record by id, or null (also for an id that is not a string). */
function findById(app, collection, id) {
  if (typeof id !== 'string' || id === '') return null;
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

/** Records of a collection by id, in one query; ids that name nothing are skipped. */
function findByIds(app, collection, list) {
  const unique = Array.from(new Set(list));
  if (unique.length === 0) return [];
  return app.findRecordsByIds(collection, unique).filter((r) => !!r);
}

/** The first record whose `field` equals `value` (a bound parameter), or null. */
function findBy(app, collection, field, value) {
  try {
    return app.findFirstRecordByData(collection, field, value);
  } catch (_) {
    return null;
  }
}

/** The first record matching a filter with bound {:params}, or null. */
function findFirst(app, collection, filter, params) {
  const found = app.findRecordsByFilter(collection, filter, '', 1, 0, params);
  return found.length > 0 && found[0] ? found[0] : null;
}

/**
 * A guest's draft or submission for a room (unique by Guest and Room), or null. A plain equality
 * expression with bound values: no filter to parse on the hottest path.
 */
function findOwn(app, collection, guestId, roomId) {
  const found = app.findAllRecords(collection, $dbx.hashExp({ Guest: guestId, Room: roomId }));
  return found.length > 0 && found[0] ? found[0] : null;
}

/**
 * The record of an auth collection with this e-mail, whatever its case (`Teacher@School.org` finds
 * `teacher@school.org`), or null. The exact e-mail wins should two differ only in case.
 */
function findAuthByEmail(app, collection, email) {
  try {
    return app.findAuthRecordByEmail(collection, email);
  } catch (_) {
    return findFirst(app, collection, 'email:lower = {:email}', { email: email.toLowerCase() });
  }
}

/** The rows of a read with bound parameters, each with the fields of `model` (a DynamicModel shape). */
function rowsOf(app, sql, model, params) {
  const rows = arrayOf(new DynamicModel(model));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

module.exports = { findById, findByIds, findBy, findFirst, findOwn, findAuthByEmail, rowsOf };
