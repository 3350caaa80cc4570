// Scoring stored submissions again after their keys changed (docs/architecture.md, "Scoring"): accepting an
// answer (results-routes.js) and saving an exam (library-routes.js). The new scores are worked out first,
// from the rooms' scoring tables, and one transaction then only writes them (with accepting, the new key
// too), so the database's single writer is held for the writes alone.

const { formatTime } = require('../deadline.js');
const { conflict } = require('../errors.js');
const { parseJson } = require('../json.js');
const { regrade, withAcceptedKey } = require('../results.js');
const { bumpRoomGeneration, scoringTableOf } = require('./caches.js');
const { findByIds, rowsOf } = require('./finders.js');
const { newRecordId, relationIds } = require('./records.js');
const { scoreTableSubmission } = require('./submission-scoring.js');

/**
 * A page of a room's submissions in rowid order: the new scores are worked out PAGE at a time, so the JS heap
 * holds one page of parsed raws, not the room's (docs/architecture.md, "Heavy routes"): eight accepts on a
 * room of 2,000 took PocketBase past the compose file's 512 MB when each parsed the whole room at once.
 */
const PAGE = 100;
// Of each raw only what a regrade reads (its answers, flags and guest), not the stored verdicts and keys of
// every slot, which are most of it: a page parses a quarter as much.
const SCORED_FIELDS = `rowid, id, score, IFNULL(json_extract(raw, '$.answers'), '') AS answers,
  IFNULL(json_extract(raw, '$.flags'), '') AS flags, IFNULL(json_extract(raw, '$.guest'), '') AS guest`;
const SUBMISSIONS_PAGE_SQL = `
  SELECT ${SCORED_FIELDS} FROM submissions
   WHERE Room = {:room} AND rowid > {:after} ORDER BY rowid LIMIT {:limit}`;
/** The submissions of a room stored since its new scores were worked out (their ids not in {:known}). */
const LATE_SUBMISSIONS_SQL = `
  SELECT ${SCORED_FIELDS} FROM submissions
   WHERE Room = {:room} AND id NOT IN (SELECT value FROM json_each({:known}))`;
const UPDATE_SQL =
  'UPDATE submissions SET score = {:score}, exams = {:exams}, raw = {:raw}, verdicts = {:verdicts} WHERE id = {:id}';
// The rooms whose exams hold the question, in id order (the order their new scores are written).
const ROOMS_HOLDING_SQL = `
  SELECT DISTINCT r.id
    FROM rooms r, json_each(r.Exams) re
    JOIN exams e ON e.id = re.value, json_each(e.Sections) s
    JOIN sections sec ON sec.id = s.value, json_each(sec.SectionQuestions) g
    JOIN section_questions grp ON grp.id = g.value, json_each(grp.Questions) q
   WHERE q.value = {:question}
   ORDER BY r.id`;

function submissionRows(db, sql, params) {
  const rows = arrayOf(new DynamicModel({ rowid: 0, id: '', score: 0, answers: '', flags: '', guest: '' }));
  db.newQuery(sql).bind(params).all(rows);
  return rows;
}

/**
 * A stored submission scored with `table` (named `key` to the Go scorer: store/submission-scoring.js):
 * { id, before, score, exams, raw } (exams and raw as JSON text).
 */
function rescored(key, table, row) {
  const raw = {
    answers: parseJson(row.answers, []),
    flags: parseJson(row.flags, []),
    guest: parseJson(row.guest, null),
  };
  const scored = regrade(table, raw, (t, answers, flags) => scoreTableSubmission(key, t, answers, flags));
  return {
    id: row.id,
    before: row.score,
    score: scored.score,
    exams: JSON.stringify(scored.exams),
    raw: scored.rawJson,
    verdicts: scored.verdicts,
  };
}

/**
 * The new scores of every submission of a room, read outside any transaction a page at a time: only each
 * one's output strings are kept, the page's rows and parsed raws are let go before the next page.
 */
function roomScores(db, roomId, key, table) {
  const scores = [];
  let after = 0;
  for (;;) {
    const rows = submissionRows(db, SUBMISSIONS_PAGE_SQL, { room: roomId, after, limit: PAGE });
    for (const row of rows) scores.push(rescored(key, table, row));
    if (rows.length < PAGE) return scores;
    after = rows[rows.length - 1].rowid;
  }
}

/** The new scores of every submission of the rooms: [{ roomId, key, table, scores }]. */
function newScores(app, tables) {
  return tables.map(({ roomId, key, table }) => ({
    roomId,
    key,
    table,
    scores: roomScores(app.db(), roomId, key, table),
  }));
}

/**
 * Inside the transaction: writes the new scores, and scores the submissions stored meanwhile (a guest
 * submitting while the scores were worked out was scored with the keys before). { regraded, changed }.
 */
function writeScores(tx, rooms) {
  const db = tx.db();
  // Prepared once: preparing it for each submission cost as much as the update itself, while the writer
  // is held (store/collect-drafts.js found the same).
  const update = db.newQuery(UPDATE_SQL).prepare();
  let regraded = 0;
  let changed = 0;
  try {
    for (const { roomId, key, table, scores } of rooms) {
      const known = JSON.stringify(scores.map((s) => s.id));
      const late = submissionRows(db, LATE_SUBMISSIONS_SQL, { room: roomId, known }).map((row) =>
        rescored(key, table, row),
      );
      for (const s of scores.concat(late)) {
        update.bind({ id: s.id, score: s.score, exams: s.exams, raw: s.raw, verdicts: s.verdicts }).execute();
        regraded++;
        if (s.score !== s.before) changed++;
      }
    }
  } finally {
    update.close();
  }
  return { regraded, changed };
}

/**
 * Rescores every submission of the given rooms whose scoring table `holds` (a predicate on the table):
 * { regraded, changed } (changed: those whose score moved). The caller has renewed the content generation
 * after its change, so the tables are read fresh.
 * @param {string[]} roomIds
 * @param {(table: object[]) => boolean} holds
 */
function regradeRooms(app, roomIds, holds) {
  const tables = [];
  for (const roomId of roomIds) {
    const table = scoringTableOf(app, roomId);
    if (table && holds(table)) tables.push({ roomId, key: roomId, table });
  }
  if (tables.length === 0) return { regraded: 0, changed: 0 };
  const rooms = newScores(app, tables);
  let counts = null;
  app.runInTransaction((tx) => {
    counts = writeScores(tx, rooms);
  });
  return counts;
}

/**
 * Inside the transaction: the new key, added last to the question's keys. Written by SQL rather than saved
 * as records, whose hooks (content.pb.js) would renew the content generation once for each of the two:
 * acceptAnswer renews it once, after the commit. The answer is validated (validate/results-bodies.js). 409
 * when the question's keys are no longer `expected` (changed since the scoring table was cached: the new
 * scores would be wrong).
 */
function addKey(tx, questionId, answer, expected) {
  const question = tx.findRecordById('questions', questionId);
  const keyIds = relationIds(question, 'Keys');
  const values = new Map(findByIds(tx, 'keys', keyIds).map((k) => [k.id, k.getString('value')]));
  const current = keyIds.filter((id) => values.has(id)).map((id) => values.get(id));
  if (JSON.stringify(current) !== JSON.stringify(expected))
    throw conflict('The accepted answers of this question have just changed. Try again.');
  const id = newRecordId();
  const now = formatTime(Date.now());
  const db = tx.db();
  db.newQuery('INSERT INTO keys (id, value, created, updated) VALUES ({:id}, {:value}, {:now}, {:now})')
    .bind({ id, value: answer, now })
    .execute();
  db.newQuery('UPDATE questions SET Keys = {:keys}, updated = {:now} WHERE id = {:id}')
    .bind({ id: questionId, keys: JSON.stringify(keyIds.concat([id])), now })
    .execute();
}

/**
 * Accepts `answer` as a key of a question and rescores every submission of the rooms holding it, in one
 * transaction: the key is added and the scores written together, or neither. The new scores are worked out
 * first from each room's cached scoring table with the key added (withAcceptedKey); the generations of the
 * rooms whose exams hold the question (no other room's) are renewed once, after the commit
 * (docs/architecture.md, "Caching"). { regraded, changed }.
 * @param {{ questionId: string, answer: string, keys: string[], initials: boolean }}
 *   accepted keys: the question's keys in the cached table; initials: its exam's accept_initials
 */
function acceptAnswer(app, { questionId, answer, keys, initials }) {
  const roomIds = rowsOf(app, ROOMS_HOLDING_SQL, { id: '' }, { question: questionId }).map((r) => r.id);
  const tables = [];
  for (const roomId of roomIds) {
    const table = scoringTableOf(app, roomId);
    if (table && table.some((slot) => slot.questionId === questionId))
      tables.push({
        roomId,
        // Not the room's id: its cached table stays parsed in Go for the students submitting meanwhile.
        key: `${roomId}:accepting`,
        table: withAcceptedKey(table, questionId, answer, initials),
      });
  }
  const rooms = newScores(app, tables);
  let counts = null;
  app.runInTransaction((tx) => {
    addKey(tx, questionId, answer, keys);
    counts = writeScores(tx, rooms);
  });
  // The key is written with SQL (no record hook sees it): the sheets and scoring tables of the rooms
  // holding the question are built again with it.
  for (const roomId of roomIds) bumpRoomGeneration(app, roomId, false);
  return counts;
}

module.exports = { regradeRooms, acceptAnswer };
