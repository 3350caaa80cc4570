// Who may manage what (docs/architecture.md, "Access rules"): a room's members (its `Users`) manage the
// room, an exam's authors (its `Users`) the exam, superusers everything. What the caller may not manage
// answers 404, like what does not exist: a route never tells a teacher that another's room or exam exists.
// Pure: the routes pass the staff member (http.js's staffOf) and a shaped record (store/records.js's shape).

const { notFound } = require('./errors.js');

/**
 * Whether the staff member may manage the record: a superuser, or one of its `Users`.
 * @param {{ id: string, superuser: boolean }} staff
 * @param {{ Users: string[] }} record a shaped room or exam
 */
function mayManage(staff, record) {
  return staff.superuser || (record.Users || []).indexOf(staff.id) !== -1;
}

/**
 * The shaped record when the staff member may manage it; 404 with `message` when it is missing (null) or
 * not theirs.
 * @template {{ Users: string[] }} T
 * @param {{ id: string, superuser: boolean }} staff
 * @param {T | null} record
 * @param {string} message e.g. 'Room not found.'
 * @returns {T}
 */
function managedOr404(staff, record, message) {
  if (!record || !mayManage(staff, record)) throw notFound(message);
  return record;
}

module.exports = { mayManage, managedOr404 };
