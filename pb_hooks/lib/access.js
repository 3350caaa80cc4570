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

/**
 * Why `staff` may not remove `target` from a room whose members are `users` (the maker first), or null when
 * they may: a member removes themselves, the room's maker (its first member) removes anyone else, and the
 * maker is removed only by a superuser. Membership and the last member are checked by the route.
 * @returns {{ code: string, message: string } | null}
 */
function memberRemovalRefusal(staff, users, target) {
  if (staff.superuser) return null;
  const maker = users[0];
  if (target === maker)
    return {
      code: 'validation_room_maker',
      message: 'The teacher who made this room stays: an admin can remove them.',
    };
  if (target === staff.id || staff.id === maker) return null;
  return { code: 'validation_not_maker', message: 'Only the teacher who made this room can remove others.' };
}

module.exports = { mayManage, managedOr404, memberRemovalRefusal };
