// Guests' names and e-mails are kept no longer than needed (docs/architecture.md, "Robustness rules"):
// a guest who never saved a draft nor submitted is forgotten after IDLE_GUEST_DAYS, and deleting a room
// forgets its guests who belong to no other room. Plain SQL with bound parameters; guests have no record
// hooks, and a guest removed here has no draft or submission left to cascade to.

const { forgetKnownGuests } = require('./guests.js');

const IDLE_GUEST_DAYS = 7;

/** PocketBase's stored datetime text ("2026-11-22 10:00:00.000Z") for `days` before `nowMs`. */
function idleCutoff(nowMs, days) {
  return new Date(nowMs - days * 24 * 60 * 60 * 1000).toISOString().replace('T', ' ');
}

const NO_WORK = `NOT EXISTS (SELECT 1 FROM pending_submissions p WHERE p.Guest = g.id)
  AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = g.id)`;

function ids(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows.map((row) => row.id);
}

function deleteGuests(app, guestIds) {
  for (let i = 0; i < guestIds.length; i += 500) {
    const chunk = guestIds.slice(i, i + 500);
    const params = {};
    const names = chunk.map((id, n) => {
      params['g' + n] = id;
      return '{:g' + n + '}';
    });
    app
      .db()
      .newQuery(`DELETE FROM guests WHERE id IN (${names.join(',')})`)
      .bind(params)
      .execute();
  }
  if (guestIds.length > 0) forgetKnownGuests();
  return guestIds.length;
}

/** Deletes guests last changed before `cutoff` with neither draft nor submission; how many. */
function forgetIdleGuests(app, cutoff) {
  const idle = ids(app, `SELECT g.id AS id FROM guests g WHERE g.updated < {:cutoff} AND ${NO_WORK}`, {
    cutoff,
  });
  return deleteGuests(app, idle);
}

/** The guests with a draft or a submission in a room (read before the room is deleted). */
function guestsOfRoom(app, roomId) {
  return ids(
    app,
    `SELECT Guest AS id FROM pending_submissions WHERE Room = {:room}
     UNION SELECT Guest AS id FROM submissions WHERE Room = {:room}`,
    { room: roomId },
  );
}

/** Of these guests, deletes those with no draft or submission left anywhere; how many. */
function forgetGuestsWithoutRooms(app, guestIds) {
  const left = [];
  for (const id of guestIds) {
    if (ids(app, `SELECT g.id AS id FROM guests g WHERE g.id = {:id} AND ${NO_WORK}`, { id }).length)
      left.push(id);
  }
  return deleteGuests(app, left);
}

module.exports = { IDLE_GUEST_DAYS, idleCutoff, forgetIdleGuests, guestsOfRoom, forgetGuestsWithoutRooms };
