// The audit trail (docs/architecture.md, "Audit trail"): a row for every change to a score or a mark in a
// room, written after the change by the route that made it, and the room's history read newest first. The
// app never changes or deletes a row; the forget route alone removes a student's rows with their data.

const { parseJson } = require('../json.js');
const { rowsOf } = require('./finders.js');

/** The actions a row may name. */
const AUDIT_ACTIONS = [
  'accept',
  'key_edit',
  'reopen',
  'mark',
  'release',
  'speaking',
  'extra_time',
  'pause',
  'resume',
  'collect',
];

/**
 * Adds a row: { room, user (the caller's users id, '' a superuser), guest (the student it concerns, if
 * any), action, target (what changed, in words), before, after (the values, or null) }.
 */
function addAudit(app, { room, user, guest, action, target, before, after }) {
  const record = new Record(app.findCollectionByNameOrId('audit'));
  record.set('Room', room);
  record.set('User', user || '');
  record.set('Guest', guest || '');
  record.set('action', action);
  record.set('target', String(target || '').slice(0, 500));
  record.set('before', before === undefined ? null : before);
  record.set('after', after === undefined ? null : after);
  app.save(record);
}

/** A guest's name, for a row's target; '' when unknown. */
function guestName(app, guestId) {
  const [row] = rowsOf(app, 'SELECT name FROM guests WHERE id = {:id}', { name: '' }, { id: guestId || '' });
  return row ? row.name : '';
}

const AUDIT_SQL = `
  SELECT a.id, a.action, a.target, COALESCE(a.before, 'null') AS before, COALESCE(a.after, 'null') AS after, a.at,
         COALESCE(u.id, '') AS userId, COALESCE(NULLIF(u.name, ''), u.email, '') AS userName
    FROM audit a LEFT JOIN users u ON u.id = a.User
   WHERE a.Room = {:room}
   ORDER BY a.at DESC, a.rowid DESC`;

/** A room's history, newest first: [{ id, action, user: { id, name } | null (a superuser), target, before, after, at }]. */
function roomAudit(app, roomId) {
  const model = { id: '', action: '', target: '', before: '', after: '', at: '', userId: '', userName: '' };
  return rowsOf(app, AUDIT_SQL, model, { room: roomId }).map((row) => ({
    id: row.id,
    action: row.action,
    user: row.userId ? { id: row.userId, name: row.userName } : null,
    target: row.target,
    before: parseJson(row.before, null),
    after: parseJson(row.after, null),
    at: row.at,
  }));
}

module.exports = { AUDIT_ACTIONS, addAudit, guestName, roomAudit };
