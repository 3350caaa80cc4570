// The word counts of a room's essays, for the marking list (docs/architecture.md, "Writing and marking"),
// kept in the app store by room. The answers of a stored submission do not change (a regrade rescores the
// same answers), so a submission's counts, once made, hold while it exists: a call reads and counts only
// the essays of submissions it has not seen before (at the first call after a deadline, all of them), and
// of those only the essay answers, picked out by SQL. Counting every essay at every call read and parsed
// 2,000 raws and counted 4,000 essays per call (docs/performance-log.md).

const { parseJson } = require('../json.js');
const { countWords } = require('../word-count.js');

const PREFIX = 'answersheet:essay-words:';
/** Rooms kept at most: the store is shared with PocketBase itself and the sheet caches (caches.js). */
const MAX_ROOMS = 50;
/** Submissions read per query when counting the new ones. */
const CHUNK = 200;

/** `{:name0},{:name1},…` for `values`, its parameters added to `params`. */
function placeholders(name, values, params) {
  return values
    .map((value, i) => {
      params[name + i] = value;
      return `{:${name}${i}}`;
    })
    .join(',');
}

/**
 * The essay answers of `submissionIds` for `essayIds`, counted: Map submission id → counts in essayIds'
 * order (0 for an essay not answered). The first answer to a question counts, as in results-csv.js's
 * givenAnswers.
 */
function countEssays(app, roomId, essayIds, submissionIds) {
  const counts = new Map(submissionIds.map((id) => [id, essayIds.map(() => 0)]));
  const seen = {};
  for (let from = 0; from < submissionIds.length; from += CHUNK) {
    const params = { room: roomId };
    const ids = placeholders('s', submissionIds.slice(from, from + CHUNK), params);
    const questions = placeholders('q', essayIds, params);
    const rows = arrayOf(new DynamicModel({ id: '', question: '', text: '' }));
    app
      .db()
      .newQuery(
        `SELECT s.id AS id, json_extract(a.value, '$.questionId') AS question,
                CASE json_type(a.value, '$.value') WHEN 'text' THEN json_extract(a.value, '$.value') ELSE '' END AS text
           FROM submissions s, json_each(s.raw, '$.answers') a
          WHERE s.Room = {:room} AND s.id IN (${ids})
            AND json_extract(a.value, '$.questionId') IN (${questions})`,
      )
      .bind(params)
      .all(rows);
    for (const row of rows) {
      const key = `${row.id}/${row.question}`;
      if (seen[key]) continue;
      seen[key] = true;
      counts.get(row.id)[essayIds.indexOf(row.question)] = countWords(row.text);
    }
  }
  return counts;
}

/** Makes room for one more entry: past MAX_ROOMS, every room's counts go (they are made again on demand). */
function makeRoom(store, key) {
  if (store.has(key)) return;
  const ours = Object.keys(store.getAll()).filter((name) => name.indexOf(PREFIX) === 0);
  if (ours.length >= MAX_ROOMS) for (const name of ours) store.remove(name);
}

/**
 * The word counts of the essays `essayIds` in each of `submissionIds` (the room's submissions now): Map
 * submission id → counts in essayIds' order. From the store, counting only submissions not counted before.
 */
function essayWords(app, roomId, essayIds, submissionIds) {
  const store = app.store();
  const key = PREFIX + roomId;
  const essaysKey = essayIds.join(',');
  const cached = parseJson(store.get(key) || '', null);
  const known = cached && cached.essays === essaysKey ? cached.words : {};
  const missing = submissionIds.filter((id) => !known[id]);
  const counted = missing.length ? countEssays(app, roomId, essayIds, missing) : new Map();
  const words = new Map();
  const kept = {};
  for (const id of submissionIds) {
    const counts = known[id] || counted.get(id);
    words.set(id, counts);
    kept[id] = counts;
  }
  // Kept: the room's submissions now (a deleted one's counts go).
  if (missing.length || submissionIds.length !== Object.keys(known).length) {
    makeRoom(store, key);
    store.set(key, JSON.stringify({ essays: essaysKey, words: kept }));
  }
  return words;
}

module.exports = { essayWords };
