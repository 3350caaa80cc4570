// Submitting drafts for their guests (see docs/architecture.md, "Test conditions"): the drafts of timed
// guests whose deadline and grace have passed (the cron and the `submit-expired-drafts` command), and every
// draft of a room when its teacher collects the answers (POST /api/room/collect/{id}). Each draft is scored
// like a submission (scoring.js's scoreSubmission, by the Go scorer in our build: store/submission-scoring.js), keeps its guest's name and e-mail (raw.guest) and its
// start, and the trigger of migration 1763780002 removes it in the same statement. Plain SQL with bound
// parameters, in transactions of at most BATCH drafts that only write (scored before), so that a large room
// never holds the database's one writer for long while the rest of the centre autosaves. A deadline is the
// guest's own (extra time, the room's pauses: docs/architecture.md, "Exam day"), and a paused room's drafts
// wait for its resume: the cron never submits during a pause.

const {
  DEADLINE_SQL,
  accommodationJoin,
  adjustOf,
  clockOfRow,
  deadlineOf,
  formatTime,
  graceCutoff,
} = require('../deadline.js');
const { isOver, parseTimes } = require('../exam-parts.js');
const { parseJson } = require('../json.js');
const { answersOf, flagsOf, parseRaw } = require('../draft-json.js');
const { errorText } = require('../errors.js');
const { scoringTableOf, sheetEntry } = require('./caches.js');
const { newRecordId } = require('./records.js');
const { scoreTableSubmission } = require('./submission-scoring.js');

const BATCH = 200;

/** A timed draft of a room not paused whose deadline is before {:cutoff} (now minus the grace). */
const LATE = `r.time_limit > 0 AND COALESCE(r.paused_at, '') = '' AND p.started != ''
  AND ${DEADLINE_SQL} < {:cutoff}`;
const DRAFT_ROOM = `pending_submissions p JOIN rooms r ON r.id = p.Room ${accommodationJoin('p.Guest')}`;

const ROOMS_WITH_LATE_DRAFTS_SQL = `SELECT DISTINCT p.Room AS id FROM ${DRAFT_ROOM} WHERE ${LATE}`;

// A draft beside a submission (which nothing writes) is left alone: it could never be submitted.
const draftsSql = (late) => `
  SELECT p.id AS id, p.raw AS raw
    FROM ${DRAFT_ROOM}
   WHERE p.Room = {:room}${late ? ` AND ${LATE}` : ''}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
   LIMIT ${BATCH}`;
const ROOM_DRAFTS_SQL = draftsSql(false);
const LATE_DRAFTS_SQL = draftsSql(true);

// As the submission route's insert: started is the draft's start (its creation before starts existed), and
// Student the guest's.
const SUBMIT_DRAFT_SQL = `
  INSERT INTO submissions (id, Guest, Room, score, exams, started, raw, verdicts, guest_name, guest_email, Student, created, updated)
  SELECT {:id}, p.Guest, p.Room, {:score}, {:exams}, COALESCE(NULLIF(p.started, ''), p.created),
         json_set({:raw}, '$.guest', json_object('name', g.name, 'email', g.email)), {:verdicts}, g.name, g.email,
         g.Student, {:now}, {:now}
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE p.id = {:draft}
  ON CONFLICT (Guest, Room) DO NOTHING`;

// The rooms whose drafts have part times (docs/architecture.md, "Exams one after another"), and those drafts.
const ROOMS_WITH_PART_DRAFTS_SQL = `
  SELECT DISTINCT p.Room AS id FROM pending_submissions p
   WHERE COALESCE(p.exam_times, '') NOT IN ('', 'null', '{}')`;
const PART_DRAFTS_SQL = `
  SELECT p.id AS id, p.raw AS raw, COALESCE(p.started, '') AS started, COALESCE(p.exam_times, '') AS times,
         COALESCE(p.pause_base, 0) AS base, COALESCE(a.extra_percent, 0) AS extra,
         COALESCE(a.extra_minutes, 0) AS extra_minutes, COALESCE(r.paused_ms, 0) AS paused_ms
    FROM ${DRAFT_ROOM}
   WHERE p.Room = {:room} AND COALESCE(r.paused_at, '') = ''
     AND COALESCE(p.exam_times, '') NOT IN ('', 'null', '{}')
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)`;

/** A room's drafts ({ id, raw }) scored as the rows SUBMIT_DRAFT_SQL binds. */
function scoredRows(roomId, table, drafts, now) {
  return drafts.map((draft) => {
    const raw = parseRaw(draft.raw);
    const scored = scoreTableSubmission(roomId, table, answersOf(raw), flagsOf(raw));
    return {
      id: newRecordId(),
      draft: draft.id,
      score: scored.score,
      exams: JSON.stringify(scored.exams),
      raw: scored.rawJson,
      verdicts: scored.verdicts,
      now,
    };
  });
}

/** Writes scored rows in one transaction that only writes; how many were submitted. */
function writeRows(app, rows) {
  let written = 0;
  app.runInTransaction((tx) => {
    // Prepared once per batch: preparing it for each draft cost as much as the insert itself.
    const insert = tx.db().newQuery(SUBMIT_DRAFT_SQL).prepare();
    try {
      for (const row of rows) written += insert.bind(row).execute().rowsAffected();
    } finally {
      insert.close();
    }
  });
  return written;
}

/**
 * Submits the room's drafts (only the late ones when `cutoff` is given), BATCH at a time; how many were
 * submitted. Each batch is read and scored first, and its transaction only writes
 * (docs/architecture.md, "Heavy routes"): the database's one writer is held for the inserts, not for the
 * scoring. Nothing changes a draft meanwhile: a collected room is closed first, a late draft is past its
 * deadline, and a draft submitted or removed in between is skipped by the insert.
 */
function submitDrafts(app, roomId, table, cutoff, nowMs) {
  const now = formatTime(nowMs);
  let submitted = 0;
  for (;;) {
    const drafts = arrayOf(new DynamicModel({ id: '', raw: '' }));
    app
      .db()
      .newQuery(cutoff ? LATE_DRAFTS_SQL : ROOM_DRAFTS_SQL)
      .bind({ room: roomId, cutoff: cutoff || '' })
      .all(drafts);
    const written = writeRows(app, scoredRows(roomId, table, drafts, now));
    submitted += written;
    // A full batch that wrote nothing would only find the same drafts again.
    if (drafts.length < BATCH || written === 0) return submitted;
  }
}

/**
 * Submits the drafts of a room with parts whose last part's deadline plus the grace has passed at `nowMs`
 * (exam-parts.js's isOver: the rule that refuses their writes), BATCH per transaction; how many.
 */
function submitDraftsAfterParts(app, roomId, nowMs) {
  const entry = sheetEntry(app, roomId, ['parts', 'limit']);
  const parts = entry ? parseJson(entry.parts, []) : [];
  const table = parts.length > 0 ? scoringTableOf(app, roomId) : null;
  if (!table) return 0;
  const drafts = arrayOf(
    new DynamicModel({
      id: '',
      raw: '',
      started: '',
      times: '',
      base: 0,
      extra: 0,
      extra_minutes: 0,
      paused_ms: 0,
    }),
  );
  app.db().newQuery(PART_DRAFTS_SQL).bind({ room: roomId }).all(drafts);
  const over = drafts.filter((draft) => {
    const clock = clockOfRow(draft, '');
    const roomDeadline = deadlineOf(draft.started, Number(entry.limit), adjustOf(clock, draft.base, nowMs));
    return isOver(parts, parseTimes(draft.times), roomDeadline, nowMs, clock);
  });
  const now = formatTime(nowMs);
  let submitted = 0;
  for (let from = 0; from < over.length; from += BATCH)
    submitted += writeRows(app, scoredRows(roomId, table, over.slice(from, from + BATCH), now));
  return submitted;
}

/** Runs `submit(roomId)` for each room `sql` names; how many were submitted. A room that fails is logged. */
function eachRoom(app, sql, params, submit) {
  const rooms = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery(sql).bind(params).all(rooms);
  let submitted = 0;
  for (const room of rooms) {
    try {
      submitted += submit(room.id);
    } catch (error) {
      app.logger().error('Submitting expired drafts failed', 'room', room.id, 'error', errorText(error));
    }
  }
  return submitted;
}

/**
 * Submits every draft whose guest's deadline plus the grace has passed at `nowMs` (the room's time limit,
 * or the last part's deadline in a room with parts), room by room; how many. A room that fails is logged
 * and left for the next run.
 */
function submitExpiredDrafts(app, nowMs) {
  const cutoff = graceCutoff(nowMs);
  const late = eachRoom(app, ROOMS_WITH_LATE_DRAFTS_SQL, { cutoff }, (roomId) => {
    const table = scoringTableOf(app, roomId);
    return table ? submitDrafts(app, roomId, table, cutoff, nowMs) : 0;
  });
  return (
    late +
    eachRoom(app, ROOMS_WITH_PART_DRAFTS_SQL, {}, (roomId) => submitDraftsAfterParts(app, roomId, nowMs))
  );
}

/**
 * Closes the room (accepting = false), then submits all its drafts; how many. Closed first, in its own
 * transaction: no draft can change after it, so a second call finds none.
 */
function collectRoom(app, roomId) {
  const table = scoringTableOf(app, roomId);
  if (!table) return 0;
  app.runInTransaction((tx) => {
    const room = tx.findRecordById('rooms', roomId);
    if (room.getBool('accepting')) {
      room.set('accepting', false);
      tx.save(room);
    }
  });
  return submitDrafts(app, roomId, table, null, Date.now());
}

module.exports = { BATCH, submitExpiredDrafts, collectRoom };
