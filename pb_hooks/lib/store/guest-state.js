// What a guest has for a room: its submission, its draft, and whether the room's load was recorded for it
// (store/room-guests.js), read in one SQL statement (prepared: every room load reads it).

const { parseJson } = require('../json.js');
const { readAll } = require('./prepared.js');

const GUEST_STATE_SQL = `
  SELECT 's' AS kind, s.id AS id, s.raw AS raw, s.created AS at, s.started AS started, '' AS times
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE g.uuid = {:uuid} AND s.Room = {:room}
  UNION ALL
  SELECT 'd' AS kind, p.id AS id, p.raw AS raw, p.updated AS at, p.started AS started,
         COALESCE(p.exam_times, '') AS times
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE g.uuid = {:uuid} AND p.Room = {:room}
  UNION ALL
  SELECT 'm', '', '', '', '', '' FROM room_guests rg JOIN guests g ON g.id = rg.Guest
   WHERE g.uuid = {:uuid} AND rg.Room = {:room}`;
const STATE_ROW = { kind: '', id: '', raw: '', at: '', started: '', times: '' };

/**
 * The submission and the draft of the guest with this uuid for a room, in one query with bound
 * parameters: { submission: { id, raw, at, started, times } | null, draft: { id, raw, at, started, times } |
 * null, recorded: boolean } (raw as JSON text; started '' when the guest has not started; times the draft's part times as JSON
 * text, '' when none: docs/architecture.md, "Exams one after another").
 */
function guestState(app, uuid, roomId) {
  const rows = readAll(app.db(), GUEST_STATE_SQL, { uuid, room: roomId }, STATE_ROW);
  const out = { submission: null, draft: null, recorded: false };
  for (const row of rows) {
    if (row.kind === 'm') {
      out.recorded = true;
      continue;
    }
    const entry = { id: row.id, raw: row.raw, at: row.at, started: row.started, times: row.times };
    if (row.kind === 's') out.submission = entry;
    else out.draft = entry;
  }
  return out;
}

/** A stored submission's score, per-exam scores and raw, for its result. */
function storedSubmission(app, id, rawText) {
  const rows = arrayOf(new DynamicModel({ score: 0, exams: '' }));
  app.db().newQuery('SELECT score, exams FROM submissions WHERE id = {:id}').bind({ id }).all(rows);
  return {
    id,
    score: rows.length ? rows[0].score : 0,
    exams: rows.length ? parseJson(rows[0].exams, null) : {},
    raw: parseJson(rawText, null),
  };
}

module.exports = { guestState, storedSubmission };
