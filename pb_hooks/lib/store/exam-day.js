// The SQL of exam day (see docs/architecture.md, "Exam day"): a student's extra time, the times they left
// the test, the live screen's one read of a room, and whether anyone in a room may still be writing. Plain
// SQL with bound parameters.

const { DEADLINE_SQL, accommodationJoin, formatTime, graceCutoff } = require('../deadline.js');
const { rowsOf } = require('./finders.js');
const { newRecordId } = require('./records.js');
const { answeredParams, answeredSql } = require('./answered.js');
const { readAll, readFromPool } = require('./prepared.js');
const { belongsSql } = require('./room-guests.js');

/** Events kept per student and room: beyond them a batch is refused (409), so a client cannot fill the disk. */
const EVENTS_MAX = 2000;

const ACCOMMODATION_SQL = `
  INSERT INTO accommodations (id, Guest, Room, extra_percent, extra_minutes, note, created, updated)
  VALUES ({:id}, {:guest}, {:room}, {:extra}, {:minutes}, {:note}, {:now}, {:now})
  ON CONFLICT (Guest, Room) DO UPDATE
     SET extra_percent = excluded.extra_percent, extra_minutes = excluded.extra_minutes,
         note = excluded.note, updated = excluded.updated
  RETURNING id, created, updated`;

/**
 * Sets the extra time of a guest in a room (made or replaced): the record as the route answers it,
 * { id, Guest, Room, extra_percent, extra_minutes, note, created, updated } (what was not given is 0). One statement: the next write or read of
 * the guest's deadline sees it.
 */
function setAccommodation(app, roomId, guestId, body) {
  const now = formatTime(Date.now());
  const params = {
    id: newRecordId(),
    guest: guestId,
    room: roomId,
    extra: body.extra_percent,
    minutes: body.extra_minutes,
    note: body.note,
    now,
  };
  const rows = arrayOf(new DynamicModel({ id: '', created: '', updated: '' }));
  app.db().newQuery(ACCOMMODATION_SQL).bind(params).all(rows);
  const row = rows[0];
  return {
    id: row.id,
    Guest: guestId,
    Room: roomId,
    extra_percent: body.extra_percent,
    extra_minutes: body.extra_minutes,
    note: body.note,
    created: row.created,
    updated: row.updated,
  };
}

// The batch is one statement: each event a row of {:events} (JSON), for a guest who passed the gate, in a
// room that exists and the guest opened (store/room-guests.js), while the guest's events there stay within
// EVENTS_MAX.
const INSERT_EVENTS_SQL = `
  INSERT INTO events (id, Guest, Room, kind, at, seconds)
  SELECT json_extract(j.value, '$.id'), g.id, r.id, json_extract(j.value, '$.kind'),
         json_extract(j.value, '$.at'), json_extract(j.value, '$.seconds')
    FROM guests g, rooms r, json_each({:events}) j
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${belongsSql('g.id', 'r.id')}
     AND (SELECT COUNT(*) FROM events e WHERE e.Room = r.id AND e.Guest = g.id) + {:count} <= ${EVENTS_MAX}`;

/** Stores a batch of events ({ kind, at, seconds }) of the guest with this uuid; how many were stored. */
function insertEvents(app, uuid, roomId, events) {
  const rows = events.map((event) => ({ id: newRecordId(), ...event }));
  const params = { uuid, room: roomId, events: JSON.stringify(rows), count: rows.length };
  return app.db().newQuery(INSERT_EVENTS_SQL).bind(params).execute().rowsAffected();
}

/** A student's events in a room, oldest first: [{ kind, at, seconds }] (the submission review). */
function guestEvents(app, roomId, guestId) {
  const rows = arrayOf(new DynamicModel({ kind: '', at: '', seconds: '' }));
  app
    .db()
    .newQuery(
      'SELECT kind, at, seconds FROM events WHERE Room = {:room} AND Guest = {:guest} ORDER BY at, id',
    )
    .bind({ room: roomId, guest: guestId })
    .all(rows);
  return rows.map((row) => ({ kind: row.kind, at: row.at, seconds: Number(row.seconds) }));
}

// Per student of a room: how many times and how long they were away (hidden, blur; in whole seconds), and
// their pastes.
const AWAY_SQL = `
  SELECT Guest, SUM(kind <> 'paste') AS away,
         CAST(ROUND(TOTAL(CASE WHEN kind <> 'paste' THEN seconds END)) AS INTEGER) AS away_seconds,
         SUM(kind = 'paste') AS pastes
    FROM events WHERE Room = {:room} GROUP BY Guest`;

/** Map guest id → { away: { count, seconds }, pastes } of a room's students with events (the results list). */
function roomAway(app, roomId) {
  const rows = readFromPool(
    app,
    AWAY_SQL,
    { room: roomId },
    { Guest: '', away: 0, away_seconds: 0, pastes: 0 },
  );
  const out = new Map();
  // Plain objects keep the column's own name (a DynamicModel's fields read it as `guest`).
  for (const row of rows)
    out.set(row.Guest, {
      away: { count: Number(row.away), seconds: Math.round(Number(row.away_seconds)) },
      pastes: Number(row.pastes),
    });
  return out;
}

const AWAY_COLUMNS = `COALESCE(w.away, 0) AS away, COALESCE(w.away_seconds, 0) AS away_seconds,
         COALESCE(w.pastes, 0) AS pastes`;

// The live screen's one read of a room: each student's draft ('d'), submission ('s'), or only their extra
// time ('a': given before they opened the sheet), with their extra time and their events' totals. What
// needs no clock is written as JSON here (`head`, the student's object without status, part and deadline),
// so JS reads six columns a row and serialises nothing of it: 2,000 students answer in a few tens of ms.
// `answered` counts the boxes of the sheet the draft or submission fills (store/answered.js), never its
// length: a submission (and a draft from some sheets) holds every box, blanks included; capped at the sheet's
// total, which leaves out the essays.
const LIVE_SQL = `
  WITH w AS (${AWAY_SQL}), r AS (SELECT id FROM rooms WHERE id = {:room}),
  students AS (
    SELECT 'd' AS kind, p.Guest AS guest, g.name AS name, g.email AS email, COALESCE(p.started, '') AS started,
           COALESCE(p.exam_times, '') AS times, COALESCE(p.pause_base, 0) AS base,
           COALESCE(a.extra_percent, 0) AS extra, COALESCE(a.extra_minutes, 0) AS extra_minutes,
           COALESCE(a.note, '') AS note, p.updated AS updated,
           ${answeredSql('p.raw')} AS answered, ${AWAY_COLUMNS}
      FROM pending_submissions p JOIN r ON r.id = p.Room JOIN guests g ON g.id = p.Guest
           ${accommodationJoin('p.Guest')} LEFT JOIN w ON w.Guest = p.Guest
     WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
    UNION ALL
    SELECT 's', s.Guest, COALESCE(NULLIF(s.guest_name, ''), g.name), COALESCE(NULLIF(s.guest_email, ''), g.email),
           COALESCE(s.started, ''), '', 0, COALESCE(a.extra_percent, 0), COALESCE(a.extra_minutes, 0),
           COALESCE(a.note, ''), s.created,
           ${answeredSql('s.raw')}, ${AWAY_COLUMNS}
      FROM submissions s JOIN r ON r.id = s.Room JOIN guests g ON g.id = s.Guest
           ${accommodationJoin('s.Guest')} LEFT JOIN w ON w.Guest = s.Guest
    UNION ALL
    SELECT 'a', a.Guest, g.name, g.email, '', '', 0, a.extra_percent, COALESCE(a.extra_minutes, 0),
           COALESCE(a.note, ''), NULL, 0, ${AWAY_COLUMNS}
      FROM accommodations a JOIN r ON r.id = a.Room JOIN guests g ON g.id = a.Guest LEFT JOIN w ON w.Guest = a.Guest
     WHERE NOT EXISTS (SELECT 1 FROM pending_submissions p WHERE p.Guest = a.Guest AND p.Room = a.Room)
       AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = a.Guest AND s.Room = a.Room))
  SELECT kind, started, times, base, extra, extra_minutes,
         json_object('guest', json_object('id', guest, 'name', name, 'email', email),
                     'answered', MIN(answered, {:total}), 'total', {:total}, 'updated', updated,
                     'extra_percent', extra, 'extra_minutes', extra_minutes, 'note', note,
                     'away', json_object('count', away, 'seconds', away_seconds), 'pastes', pastes) AS head
    FROM students ORDER BY lower(name), guest`;
const LIVE_ROW = { kind: '', started: '', times: '', base: 0, extra: 0, extra_minutes: 0, head: '' };

/**
 * Every student of a room, in name order, as { kind, started, times, base, extra, extra_minutes, head }
 * (exam-day.js's liveState takes the first six; `head` is the rest of the student's JSON object), in one read.
 */
function liveRows(app, roomId, total, questionIds) {
  return readAll(app.db(), LIVE_SQL, { room: roomId, total, ...answeredParams(questionIds) }, LIVE_ROW);
}

// A started student of the room whose deadline and grace have not passed (or any, while the room is paused).
const STILL_WRITING_SQL = `
  SELECT EXISTS (
    SELECT 1 FROM pending_submissions p JOIN rooms r ON r.id = p.Room ${accommodationJoin('p.Guest')}
     WHERE p.Room = {:room} AND COALESCE(p.started, '') <> ''
       AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
       AND (COALESCE(r.paused_at, '') <> '' OR ${DEADLINE_SQL} >= {:cutoff})) AS writing`;

/**
 * Whether someone may still be writing in the room (docs/product.md, "Exam day": the keys rule): always in an untimed room
 * (no one's time is ever up), else while a started student is before their deadline and grace.
 */
function stillWriting(app, roomId, timeLimit, nowMs) {
  if (!(timeLimit > 0)) return true;
  const rows = readAll(
    app.db(),
    STILL_WRITING_SQL,
    { room: roomId, cutoff: graceCutoff(nowMs) },
    { writing: 0 },
  );
  return rows.length > 0 && Number(rows[0].writing) > 0;
}

/** A guest's extra time in a room as stored, { extra_percent, extra_minutes }, or undefined when none. */
function accommodationOf(app, roomId, guestId) {
  return rowsOf(
    app,
    'SELECT extra_percent, extra_minutes FROM accommodations WHERE Guest = {:guest} AND Room = {:room}',
    { extra_percent: 0, extra_minutes: 0 },
    { guest: guestId, room: roomId },
  )[0];
}

module.exports = {
  EVENTS_MAX,
  accommodationOf,
  setAccommodation,
  insertEvents,
  guestEvents,
  roomAway,
  liveRows,
  stillWriting,
};
