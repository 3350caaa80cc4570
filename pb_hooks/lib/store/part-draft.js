// What a guest's write in a room with parts reads first (docs/architecture.md, "Exams one after another"):
// their draft's answers, start and part times, in one prepared statement; with the guest's clock
// (docs/architecture.md, "Exam day": their extra time and the room's pauses), which guest-search and the
// start route read the same way, and a draft's save reads back as written.

const { clockOfRow } = require('../deadline.js');
const { draftByGuest } = require('./guest-room-index.js');
const { readAll } = require('./prepared.js');

// One row while the room exists, whether or not the guest (or their draft) does. `columns` come before the
// clock's: the answers' column where they are needed, '' as raw where only the times are (a draft's answers
// may be an essay's 30,000 characters), or the draft's id and time after its save.
const draftSql = (columns) => `
  SELECT ${columns}, COALESCE(p.started, '') AS started, COALESCE(p.exam_times, '') AS times,
         COALESCE(p.pause_base, 0) AS base, COALESCE(a.extra_percent, 0) AS extra,
         COALESCE(a.extra_minutes, 0) AS extra_minutes, COALESCE(r.paused_ms, 0) AS paused_ms, COALESCE(r.paused_at, '') AS paused_at
    FROM rooms r
    LEFT JOIN guests g ON g.uuid = {:uuid}
    LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
    LEFT JOIN accommodations a ON a.Guest = g.id AND a.Room = r.id
   WHERE r.id = {:room}`;
const PART_DRAFT_SQL = draftSql("COALESCE(p.raw, '') AS raw");
const TIMES_SQL = draftSql("'' AS raw");
// A draft as its save wrote it (store/guest-writes.js's upsertDraft reads it in the write's transaction).
const SAVED_DRAFT_SQL = draftSql("COALESCE(p.id, '') AS id, COALESCE(p.updated, '') AS updated");
const CLOCK_ROW = {
  started: '',
  times: '',
  base: 0,
  extra: 0,
  extra_minutes: 0,
  paused_ms: 0,
  paused_at: '',
};
const ROW = { raw: '', ...CLOCK_ROW };
const SAVED_DRAFT_ROW = { id: '', updated: '', ...CLOCK_ROW };

/** A draft as partDraft gives it, from a row of ROW's or CLOCK_ROW's columns. */
function draftOfRow(row) {
  return {
    raw: row.raw || '',
    started: row.started,
    times: row.times,
    base: Number(row.base) || 0,
    clock: clockOfRow(row, row.paused_at),
  };
}

/**
 * The draft of the guest with this uuid for a room: { raw, started, times, base, clock } ('' for each text,
 * 0 for base, when there is no draft). `times` is also what the writes compare to make sure no part ended
 * in between; `base` is the room's past pauses at the start; `clock` is deadline.js's { extra, extraMinutes,
 * pausedMs, pausedAt } (extra 0 without an accommodation). `raw` is read only `withAnswers` (a part's write keeps
 * the stored answers of ended parts): the rest need the clock alone, and a draft may hold 60,000 characters of essays.
 */
function partDraft(app, uuid, roomId, withAnswers = false) {
  const sql = withAnswers ? PART_DRAFT_SQL : TIMES_SQL;
  const rows = readAll(app.db(), sql, { uuid, room: roomId }, ROW);
  return draftOfRow(rows.length > 0 ? rows[0] : ROW);
}

module.exports = { partDraft, draftOfRow, CLOCK_ROW, SAVED_DRAFT_SQL, SAVED_DRAFT_ROW };
