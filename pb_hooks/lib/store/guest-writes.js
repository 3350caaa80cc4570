// The guest writes (docs/architecture.md, "Drafts and submissions"): a draft's save, a submission, a start
// and a part's start or end, each one SQL statement whose own conditions check the guest, the room and the
// clock. The routes (guest-routes.js) check the body and the sheet first and wrap each write in
// store/busy.js's whenFree; a write that wrote nothing answers null, and the route tells why
// (guest-request.js's refusedWrite).

const { DEADLINE_SQL, accommodationJoin, formatTime, graceCutoff } = require('../deadline.js');
const { draftByGuest, submissionByGuest } = require('./guest-room-index.js');
const { SAVED_DRAFT_ROW, SAVED_DRAFT_SQL } = require('./part-draft.js');
const { writeOneGrouped, writeReturning, writeThenRead } = require('./prepared.js');

// Drafts and submissions are written with one SQL statement each (bound parameters), not through record
// saves (each tried again while another process holds the database: store/busy.js): they are the hottest writes (a class autosaves every second) and every write is serialised, so
// each must be as short as it can be. Everything the schema would check was checked before (the routes and
// guest-request.js); these two collections have no record hooks (content.pb.js watches the content collections only).

/** The times a write binds: now, and the grace cutoff of the deadlines (deadline.js), as stored text. */
const clock = () => {
  const ms = Date.now();
  return { now: formatTime(ms), cutoff: graceCutoff(ms) };
};

// The room takes writes (accepting, not paused) and the guest is on time: untimed room, no start yet, or
// the deadline (start plus the limit, stretched by the guest's extra time `a` and moved on by the room's
// pauses: deadline.js's DEADLINE_SQL) not before {:cutoff} (now minus the grace). Times are compared as
// PocketBase's stored text.
const BEFORE_CUTOFF = `${DEADLINE_SQL} >= {:cutoff}`;
const TAKES_WRITES = `r.accepting = TRUE AND COALESCE(r.paused_at, '') = ''`;
const ON_TIME = `${TAKES_WRITES}
     AND (r.time_limit = 0 OR COALESCE(p.started, '') = '' OR ${BEFORE_CUTOFF})`;

// A submission in a timed room needs a start (the start route or a first draft made one): without one there
// is no deadline, and a guest who never started could submit at any time.
const STARTED_ON_TIME = `${TAKES_WRITES}
     AND (r.time_limit = 0 OR (COALESCE(p.started, '') <> '' AND ${BEFORE_CUTOFF}))`;

// In a room with parts, a write is made only while the draft's part times are the ones it read
// ({:times}): a part that ended in between (finished, or the next one started) is read again.
const TIMES_UNCHANGED = ` AND COALESCE(p.exam_times, '') = {:times}`;

// The guest is named by its uuid and must have finished the gate; the room must exist, take writes and
// the guest be on time. A draft is inserted or updated unless the guest has submitted: one atomic statement.
// In a timed room a draft without a start starts now (an old tab that never pressed "Let's go"), keeping the
// room's past pauses as its base (docs/architecture.md, "Exam day").
//
// One row of VALUES, as insertSubmissionSql below: every check is in the subquery that gives the guest's id,
// and when one fails, Guest is NULL and OR IGNORE skips the row (the (Guest, Room) conflict is the upsert's
// alone). An INSERT … SELECT that reads the drafts it writes runs through a temporary table, and RETURNING
// through another; each was a b-tree and its page cache opened and closed at every draft, their memory mapped
// from the OS and unmapped again (docs/performance-log.md, 2026-11-29, evening). The draft as written is read
// after the write, in its transaction (store/prepared.js's writeThenRead).
const guestWhoMayWrite = (guard) => `(SELECT g.id
    FROM guests g, rooms r LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
         ${accommodationJoin('g.id')}
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${ON_TIME}${guard}
     AND NOT EXISTS (SELECT 1 FROM ${submissionByGuest('s')} WHERE s.Guest = g.id AND s.Room = r.id))`;
// A value from the guest's draft as it stands (p: NULLs without one) and the room.
const fromDraft = (value) => `(SELECT ${value}
    FROM guests g, rooms r LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
   WHERE g.uuid = {:uuid} AND r.id = {:room})`;
const STARTS_NOW = `r.time_limit > 0 AND COALESCE(p.started, '') = ''`;
const upsertDraftSql = (guard) => `
  INSERT OR IGNORE INTO pending_submissions (id, Guest, Room, raw, started, pause_base, created, updated)
  VALUES ({:id}, ${guestWhoMayWrite(guard)}, {:room}, {:raw},
    ${fromDraft(`CASE WHEN ${STARTS_NOW} THEN {:now} ELSE COALESCE(p.started, '') END`)},
    ${fromDraft(`CASE WHEN ${STARTS_NOW} THEN r.paused_ms ELSE COALESCE(p.pause_base, 0) END`)},
    {:now}, {:now})
  ON CONFLICT (Guest, Room) DO UPDATE SET raw = excluded.raw, started = excluded.started,
     pause_base = excluded.pause_base, updated = excluded.updated`;
const UPSERT_DRAFT_SQL = upsertDraftSql('');
const UPSERT_PART_DRAFT_SQL = upsertDraftSql(TIMES_UNCHANGED);

// raw.guest keeps the name and e-mail the guest had when submitting (guest_name and guest_email too, for the
// results list, and Student, the student they were then: docs/product.md, "Students across mocks"), spliced onto {:rawHead} (the scored raw without its closing brace) rather than set with
// json_set, which would parse and write again the whole raw of several kilobytes. started is the draft's
// start (its creation for drafts older than starts; read before the trigger removes the draft), so the
// time taken survives. No RETURNING: the id and time are the ones bound, and reading a row back costs.
// One row of VALUES, not INSERT … SELECT: because of the trigger that removes the draft, SQLite runs an
// INSERT … SELECT through a temporary table, the whole row of several kilobytes written and read back once
// more (docs/performance-log.md, 2026-11-27, evening). Every check is in the subquery that gives the
// guest's id: when one fails, Guest is NULL and OR IGNORE skips the row, as it skips a second submission
// (the unique index on Guest and Room).
const insertSubmissionSql = (guard) => `
  INSERT OR IGNORE INTO submissions (id, Guest, Room, score, exams, started, raw, verdicts, guest_name, guest_email, Student, created, updated)
  VALUES ({:id},
    (SELECT g.id FROM guests g, rooms r LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
            ${accommodationJoin('g.id')}
      WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${STARTED_ON_TIME}${guard}),
    {:room}, {:score}, {:exams},
    COALESCE((SELECT COALESCE(NULLIF(p.started, ''), p.created) FROM guests g
                CROSS JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = {:room} WHERE g.uuid = {:uuid}), ''),
    {:rawHead} || ',"guest":' || (SELECT json_object('name', name, 'email', email) FROM guests WHERE uuid = {:uuid}) || '}',
    {:verdicts},
    (SELECT name FROM guests WHERE uuid = {:uuid}), (SELECT email FROM guests WHERE uuid = {:uuid}),
    (SELECT Student FROM guests WHERE uuid = {:uuid}), {:now}, {:now})`;
const INSERT_SUBMISSION_SQL = insertSubmissionSql('');
const INSERT_PART_SUBMISSION_SQL = insertSubmissionSql(TIMES_UNCHANGED);

// The first start wins: a later call (or one at the same moment, the writes being serialised) keeps it.
// The draft is made empty when missing; its answers and `updated` are left alone. No start while the room
// is paused; a start keeps the room's past pauses as its base (docs/architecture.md, "Exam day").
const FIRST_START = `
     SET started = CASE WHEN pending_submissions.started = '' THEN excluded.started ELSE pending_submissions.started END,
         pause_base = CASE WHEN pending_submissions.started = '' THEN excluded.pause_base ELSE pending_submissions.pause_base END`;
const START_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, started, pause_base, created, updated)
  SELECT {:id}, g.id, r.id, {:raw}, {:now}, r.paused_ms, {:now}, {:now}
    FROM guests g, rooms r
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${TAKES_WRITES}
     AND NOT EXISTS (SELECT 1 FROM ${submissionByGuest('s')} WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE${FIRST_START}
  RETURNING id, started`;

// A part's start or end (docs/architecture.md, "Exams one after another"): the draft's part times become
// {:next} while they are still {:times}; a start also starts the guest in the room (made with an empty draft
// when there is none), as START_SQL does.
const START_PART_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, started, pause_base, exam_times, created, updated)
  SELECT {:id}, g.id, r.id, {:raw}, {:now}, r.paused_ms, {:next}, {:now}, {:now}
    FROM guests g, rooms r LEFT JOIN ${draftByGuest('p')} ON p.Guest = g.id AND p.Room = r.id
   WHERE g.uuid = {:uuid} AND g.finishedGate = TRUE AND r.id = {:room} AND ${TAKES_WRITES}${TIMES_UNCHANGED}
     AND NOT EXISTS (SELECT 1 FROM ${submissionByGuest('s')} WHERE s.Guest = g.id AND s.Room = r.id)
  ON CONFLICT (Guest, Room) DO UPDATE${FIRST_START},
         exam_times = excluded.exam_times
  RETURNING id, started`;
const FINISH_PART_SQL = `
  UPDATE pending_submissions SET exam_times = {:next}
   WHERE id IN (SELECT p.id FROM guests g CROSS JOIN ${draftByGuest('p')} ON p.Guest = g.id
                 WHERE g.uuid = {:uuid} AND p.Room = {:room}${TIMES_UNCHANGED})
  RETURNING id, started`;

/**
 * A draft's save (store/prepared.js's writeThenRead): its { id, updated, …clock } as written, or null.
 * `guarded`: a room with parts, written only while the draft's part times are still {:times}.
 */
const upsertDraft = (db, params, guarded) =>
  writeThenRead(
    db,
    guarded ? UPSERT_PART_DRAFT_SQL : UPSERT_DRAFT_SQL,
    SAVED_DRAFT_SQL,
    params,
    SAVED_DRAFT_ROW,
  );

/**
 * A submission, committed with the other submissions of the moment (store/prepared.js's writeOneGrouped);
 * the trigger of migration 1763780002 removes the draft in the same statement. Whether a row was written.
 */
const insertSubmission = (db, params, guarded) =>
  writeOneGrouped(db, guarded ? INSERT_PART_SUBMISSION_SQL : INSERT_SUBMISSION_SQL, params);

/** The guest's start in the room (the first one wins): { id, at } of the draft, or null. */
const startGuest = (db, params) => writeReturning(db, START_SQL, params, 'started');

/** A part's start ({:next} part times, the room's start too when it is the first): { id, at }, or null. */
const startPart = (db, params) => writeReturning(db, START_PART_SQL, params, 'started');

/** A part's end ({:next} part times): { id, at } of the draft, or null. */
const finishPart = (db, params) => writeReturning(db, FINISH_PART_SQL, params, 'started');

module.exports = { clock, upsertDraft, insertSubmission, startGuest, startPart, finishPart };
