// The comments routes (docs/architecture.md, "Comment bank"), behind routes.pb.js's staffOnly middleware:
// a teacher's own bank of reusable comments per criterion. Another teacher's comment answers 404, as an
// unknown one does. A superuser is not a users record and keeps no bank: an empty list, and 403 on adding.

const { forbidden, notFound } = require('./errors.js');
const { handle, readJson, staffOf } = require('./http.js');
const { countCommentUse } = require('./store/comments.js');
const { findById } = require('./store/finders.js');
const { validateComment } = require('./validate/comments.js');

/** A comment as the routes answer it. */
const answer = (record) => ({
  id: record.id,
  criterion: record.getString('criterion'),
  text: record.getString('text'),
  uses: record.getInt('uses'),
});

/** The caller's comment of the path's {id}; 404 for another's or none. */
function ownComment(app, e) {
  const staff = staffOf(e);
  const record = findById(app, 'comments', e.request.pathValue('id'));
  if (!record || staff.superuser || record.getString('User') !== staff.id)
    throw notFound('Comment not found.');
  return record;
}

/** GET /api/comments → { items: [{ id, criterion, text, uses }] }: most used first, then newest. */
function list(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const records = staff.superuser
      ? []
      : e.app.findRecordsByFilter('comments', 'User = {:user}', '-uses,-created', 0, 0, { user: staff.id });
    return e.json(200, { items: records.map(answer) });
  });
}

/** POST /api/comments { criterion, text } → the comment (uses 0); 400 at criterion or text. */
function create(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const fields = validateComment(readJson(e), { partial: false });
    if (staff.superuser) throw forbidden('A comment bank belongs to a teacher’s account.');
    const record = new Record(e.app.findCollectionByNameOrId('comments'));
    record.set('User', staff.id);
    record.set('criterion', fields.criterion);
    record.set('text', fields.text);
    record.set('uses', 0);
    e.app.save(record);
    return e.json(200, answer(record));
  });
}

/** PATCH /api/comments/{id} { criterion?, text? } → the comment. */
function update(e) {
  return handle(e, () => {
    const record = ownComment(e.app, e);
    const fields = validateComment(readJson(e), { partial: true });
    for (const key of Object.keys(fields)) record.set(key, fields[key]);
    e.app.save(record);
    return e.json(200, answer(record));
  });
}

/** DELETE /api/comments/{id} → 204. */
function remove(e) {
  return handle(e, () => {
    e.app.delete(ownComment(e.app, e));
    return e.noContent(204);
  });
}

/** POST /api/comments/{id}/use → the comment, its uses one more (one UPDATE, so two uses at once count twice). */
function use(e) {
  return handle(e, () => {
    const record = ownComment(e.app, e);
    countCommentUse(e.app, record.id);
    return e.json(200, answer(e.app.findRecordById('comments', record.id)));
  });
}

module.exports = { list, create, update, remove, use };
