// What a room load reads of a guest (docs/architecture.md, "Exam day"): their submission, their draft,
// whether the room's load was recorded for them (store/room-guests.js), their clock (extra time, the
// room's pauses) and whether the room's class admits them (docs/product.md, "Classes"), in one prepared
// statement.
//
// The statement starts from the room and reaches everything else by LEFT JOINs on the guest's unique
// uuid and then the (Guest, Room) indexes (store/guest-room-index.js): the plan cannot turn round whatever
// SQLite's statistics say. Four statements, two of them inner joins from the drafts and submissions, cost
// 10.9 ms a load beside 10,000 drafts of the room (docs/performance-log.md, 2026-11-28, night).

const { parseJson } = require('../json.js');
const { draftByGuest, submissionByGuest } = require('./guest-room-index.js');
const { CLOCK_ROW, draftOfRow } = require('./part-draft.js');
const { readFromPool } = require('./prepared.js');

const ROOM_LOAD_SQL = `
  SELECT g.id IS NOT NULL AS known, COALESCE(g.finishedGate, FALSE) AS gated, COALESCE(g.email, '') AS email,
         COALESCE(c.name, '') AS class_name,
         c.id IS NOT NULL AND EXISTS (SELECT 1 FROM class_students cs
                                       WHERE cs.Class = c.id AND cs.Student = g.Student) AS listed,
         COALESCE(s.id, '') AS submission_id, COALESCE(s.raw, '') AS submission_raw,
         COALESCE(s.created, '') AS submitted,
         COALESCE(p.id, '') AS draft_id, COALESCE(p.raw, '') AS draft_raw, COALESCE(p.updated, '') AS draft_at,
         COALESCE(p.started, '') AS started, COALESCE(p.exam_times, '') AS times,
         COALESCE(p.pause_base, 0) AS base, COALESCE(a.extra_percent, 0) AS extra,
         COALESCE(a.extra_minutes, 0) AS extra_minutes, COALESCE(r.paused_ms, 0) AS paused_ms,
         COALESCE(r.paused_at, '') AS paused_at,
         EXISTS (SELECT 1 FROM room_guests rg WHERE rg.Guest = g.id AND rg.Room = r.id) AS recorded
    FROM rooms r
    LEFT JOIN guests g ON g.uuid = {:uuid}
    LEFT JOIN classes c ON c.id = r.Class
    LEFT JOIN ${submissionByGuest('s')} ON s.Guest = g.id AND s.Room = r.id
    LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
    LEFT JOIN accommodations a ON a.Guest = g.id AND a.Room = r.id
   WHERE r.id = {:room}`;
const ROOM_LOAD_ROW = {
  known: false,
  gated: false,
  email: '',
  class_name: '',
  listed: false,
  submission_id: '',
  submission_raw: '',
  submitted: '',
  draft_id: '',
  draft_raw: '',
  draft_at: '',
  ...CLOCK_ROW,
  recorded: false,
};

/**
 * What a room load needs of the guest with this uuid ('' for none) in a room: { submission: { id, raw, at }
 * | null, draft: { id, raw, at, started, times } | null, known (a guest has the uuid), recorded, offRoster:
 * { name, email } | null (a guest past the gate whose student is not on the room's class roster), clock
 * (store/part-draft.js's draftOfRow: { base, clock, … }, the room's pauses alone without a draft) }; null
 * when no room has this id. raw is JSON text; started '' when the guest has not started; times the draft's
 * part times as JSON text, '' when none (docs/architecture.md, "Exams one after another").
 */
function roomLoadState(app, uuid, roomId) {
  const rows = readFromPool(app, ROOM_LOAD_SQL, { uuid, room: roomId }, ROOM_LOAD_ROW);
  if (rows.length === 0) return null;
  const row = rows[0];
  const gated = row.known && !!row.gated;
  return {
    submission: row.submission_id
      ? { id: row.submission_id, raw: row.submission_raw, at: row.submitted }
      : null,
    draft: row.draft_id
      ? { id: row.draft_id, raw: row.draft_raw, at: row.draft_at, started: row.started, times: row.times }
      : null,
    known: !!row.known,
    recorded: !!row.recorded,
    offRoster: gated && row.class_name && !row.listed ? { name: row.class_name, email: row.email } : null,
    clock: draftOfRow(row),
  };
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

module.exports = { roomLoadState, storedSubmission };
