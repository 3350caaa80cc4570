// Which guests belong to which rooms (docs/architecture.md, "Exam day"): a guest belongs to a room once the
// server has answered its guest-search there (recorded in `room_guests`), or has a draft or a submission
// there (older than that record, or made without a room load: the scripts, the tests). Extra time and the
// times a student left the test name only a guest and a room that belong together.

const { writeOneGrouped } = require('./prepared.js');

/**
 * SQL that is true when the guest whose id is the expression `guest` belongs to the room whose id is the
 * expression `room`.
 */
const belongsSql = (guest, room) => `(
  EXISTS (SELECT 1 FROM room_guests rg WHERE rg.Guest = ${guest} AND rg.Room = ${room})
  OR EXISTS (SELECT 1 FROM pending_submissions bp WHERE bp.Guest = ${guest} AND bp.Room = ${room})
  OR EXISTS (SELECT 1 FROM submissions bs WHERE bs.Guest = ${guest} AND bs.Room = ${room}))`;

// Once per guest and room: a load that finds the guest's record, draft or submission writes nothing.
const RECORD_SQL = `
  INSERT OR IGNORE INTO room_guests (id, Guest, Room, created)
  SELECT {:id}, g.id, {:room}, {:now} FROM guests g WHERE g.uuid = {:uuid}`;

/** Records that the guest with this uuid opened the room (nothing when the guest is unknown). */
function recordRoomGuest(app, params) {
  writeOneGrouped(app.db(), RECORD_SQL, params);
}

/** Whether the guest with this id belongs to the room. */
function belongsToRoom(app, guestId, roomId) {
  const rows = arrayOf(new DynamicModel({ belongs: false }));
  app
    .db()
    .newQuery(`SELECT ${belongsSql('{:guest}', '{:room}')} AS belongs`)
    .bind({ guest: guestId, room: roomId })
    .all(rows);
  return rows.length > 0 && !!rows[0].belongs;
}

module.exports = { belongsSql, recordRoomGuest, belongsToRoom };
