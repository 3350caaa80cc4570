// The class routes (docs/product.md, "Classes"): a class's managers (its `Users`) read and change it,
// superusers all; a class that is not the caller's answers 404, like one that does not exist.

const { managedOr404 } = require('./access.js');
const { badRequest, fieldError } = require('./errors.js');
const { handle, readJson, sendJson, staffOf } = require('./http.js');
const { classProgress } = require('./store/class-progress.js');
const { classJson, deleteClassKeepingRooms, managedClasses, setRoster } = require('./store/classes.js');
const { findById, findByIds } = require('./store/finders.js');
const { relationIds } = require('./store/records.js');
const { validateClassBody } = require('./validate/class-body.js');

const NOT_FOUND = 'Class not found.';

/** The class of the path's id when the caller manages it; 404 otherwise. */
function pathClass(e) {
  const record = findById(e.app, 'classes', e.request.pathValue('id'));
  managedOr404(staffOf(e), record && { Users: relationIds(record, 'Users') }, NOT_FOUND);
  return record;
}

/** 400 at `Users` unless every id is an account. */
function requireAccounts(app, ids) {
  if (findByIds(app, 'users', ids).length !== ids.length)
    throw badRequest('Failed to validate the request.', {
      Users: fieldError('validation_invalid_value', 'Some of these accounts do not exist.'),
    });
}

/** Writes a checked body onto a class record, its roster with it, in one transaction. */
function saveClass(app, record, changes) {
  app.runInTransaction((tx) => {
    const current = record.id ? tx.findRecordById('classes', record.id) : record;
    if (changes.name !== undefined) current.set('name', changes.name);
    if (changes.Users !== undefined) current.set('Users', changes.Users);
    tx.save(current);
    if (changes.students !== undefined) setRoster(tx, current.id, changes.students);
    record = current;
  });
  return record;
}

/** GET /api/classes → { items: [class] }, the caller's classes by name. */
function listClasses(e) {
  return handle(e, () => {
    const app = e.app;
    const ids = managedClasses(app, staffOf(e));
    const byId = new Map(findByIds(app, 'classes', ids).map((r) => [r.id, r]));
    return sendJson(e, 200, { items: ids.map((id) => classJson(app, byId.get(id))) });
  });
}

/** POST /api/classes { name, Users?, students? } | { name, roster } → the class; `Users` defaults to the caller. */
function createClass(e) {
  return handle(e, () => {
    const app = e.app;
    const staff = staffOf(e);
    const changes = validateClassBody(readJson(e), true);
    if (changes.Users === undefined) {
      if (staff.superuser)
        throw badRequest('Failed to validate the request.', {
          Users: fieldError('validation_required', 'Name the teachers who manage this class.'),
        });
      changes.Users = [staff.id];
    }
    requireAccounts(app, changes.Users);
    const record = new Record(app.findCollectionByNameOrId('classes'));
    return sendJson(e, 200, classJson(app, saveClass(app, record, changes)));
  });
}

/** GET /api/classes/{id} → the class. */
function getClass(e) {
  return handle(e, () => sendJson(e, 200, classJson(e.app, pathClass(e))));
}

/** PATCH /api/classes/{id} { name?, Users?, students? } | { roster } → the class; `students` replaces the roster. */
function patchClass(e) {
  return handle(e, () => {
    const app = e.app;
    const record = pathClass(e);
    const changes = validateClassBody(readJson(e), false);
    if (changes.Users !== undefined) requireAccounts(app, changes.Users);
    return sendJson(e, 200, classJson(app, saveClass(app, record, changes)));
  });
}

/** DELETE /api/classes/{id} → 204; its rooms stay, open to anyone again, and its students stay students. */
function deleteClass(e) {
  return handle(e, () => {
    const app = e.app;
    const record = pathClass(e);
    app.runInTransaction((tx) => {
      deleteClassKeepingRooms(tx, record.id);
    });
    return e.noContent(204);
  });
}

/** GET /api/classes/{id}/progress → the class's bands in the caller's rooms and its share right by type. */
function progress(e) {
  return handle(e, () => {
    const app = e.app;
    const record = pathClass(e);
    const roster = classJson(app, record).students;
    return sendJson(e, 200, classProgress(app, staffOf(e), record.id, roster));
  });
}

module.exports = { listClasses, createClass, getClass, patchClass, deleteClass, progress };
