// The room of a staff route's path (docs/architecture.md, "Access rules"): every route under
// /api/room/…/{id} behind routes.pb.js's staffOnly reads its room here, and a room the caller is not a
// member of answers 404, like one that does not exist.

const { managedOr404 } = require('./access.js');
const { staffOf } = require('./http.js');
const { findById } = require('./store/finders.js');
const { shape } = require('./store/records.js');

/** The room record of the path's {id} and its plain object, or 404 unless the caller is a member (or a superuser). */
function pathRoom(e) {
  const record = findById(e.app, 'rooms', e.request.pathValue('id'));
  const room = managedOr404(staffOf(e), record && shape.room(record), 'Room not found.');
  return { record, room };
}

/** The room of the path's {id} as a plain object (store/records.js's shape.room), or 404 (pathRoom). */
const memberRoom = (e) => pathRoom(e).room;

/** The room record of the path's {id}, for a route that changes it, or 404 (pathRoom). */
const memberRoomRecord = (e) => pathRoom(e).record;

module.exports = { memberRoom, memberRoomRecord };
