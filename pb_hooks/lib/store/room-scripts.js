// A room's scripts for the marking routes (docs/architecture.md, "Writing and marking"): each submission's
// essays with their word counts, their ranks in the room's shuffled order and their numbers ("Script n"),
// kept in the app store by room as text (see `entryText`). The answers of a stored submission do not
// change (a regrade rescores the same answers) and a rank is a hash of the room and the script, so a
// submission's counts and ranks, once made, hold while it exists. A call reads and counts only the essays
// of submissions the entry does not hold (at the first call after a deadline, all of them), and of those
// only the essay answers, picked out by SQL; it numbers the scripts again only when the room's submissions
// changed; a script finds its own line by a search of the text, without reading the others. Counting,
// hashing and sorting every script at every call took the list 1.5 s and a script 0.25 s with 2,000
// submissions (docs/performance-log.md).

const { numberScripts, scriptRank } = require('../marking.js');
const { countWords } = require('../rules/word-count.js');

const PREFIX = 'answersheet:room-scripts:';
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

/** A line of the entry: `id words ranks numbers`, each list comma-separated in the essays' order. */
const lineOf = (id, script) =>
  `${id} ${script.words.join(',')} ${script.ranks.join(',')} ${script.numbers.join(',')}`;

const numbersOf = (text) => text.split(',').map(Number);

/** A line of the entry as { words, ranks, numbers }. */
function scriptOfLine(line) {
  const [, words, ranks, numbers] = line.split(' ');
  return { words: numbersOf(words), ranks: numbersOf(ranks), numbers: numbersOf(numbers) };
}

/**
 * The entry as kept: the essays' ids, the submissions' ids (as roomSubmissionIds orders them) and one line
 * per submission, by newlines; the ids' line tells at one comparison whether the room's submissions are
 * those the entry numbered.
 */
function entryText(essaysKey, idsKey, scripts, submissionIds) {
  return [essaysKey, idsKey, ...submissionIds.map((id) => lineOf(id, scripts[id]))].join('\n');
}

/** Every script of an entry's text: { [submissionId]: { words, ranks, numbers } }; none for no text. */
function scriptsOfText(text) {
  const scripts = {};
  if (!text) return scripts;
  const lines = text.split('\n');
  for (let i = 2; i < lines.length; i++)
    scripts[lines[i].slice(0, lines[i].indexOf(' '))] = scriptOfLine(lines[i]);
  return scripts;
}

/**
 * The room's entry as text, made current for `submissionIds` (the room's submissions now, in order): the
 * kept one when it numbered these submissions for these essays, else made again, counting and ranking
 * only the submissions it did not hold.
 */
function currentText(app, roomId, essayIds, submissionIds) {
  const store = app.store();
  const key = PREFIX + roomId;
  const essaysKey = essayIds.join(',');
  const idsKey = submissionIds.join(',');
  const kept = store.get(key) || '';
  const keptEssays = kept.slice(0, kept.indexOf('\n'));
  if (kept && keptEssays === essaysKey && kept.startsWith(`${essaysKey}\n${idsKey}\n`)) return kept;
  const known = keptEssays === essaysKey ? scriptsOfText(kept) : {};
  const missing = submissionIds.filter((id) => !known[id]);
  const counted = missing.length ? countEssays(app, roomId, essayIds, missing) : new Map();
  const scripts = {};
  for (const id of submissionIds)
    scripts[id] = known[id] || {
      words: counted.get(id),
      ranks: essayIds.map((questionId) => scriptRank(roomId, id, questionId)),
      numbers: [],
    };
  const numbers = numberScripts(roomId, essayIds, scripts);
  for (const id of submissionIds) scripts[id].numbers = numbers[id];
  const text = entryText(essaysKey, idsKey, scripts, submissionIds);
  makeRoom(store, key);
  store.set(key, text);
  return text;
}

// The entries' scripts as parsed, by room, kept per JS runtime with the text they were parsed from: the
// text of 2,000 submissions took the marking list 136 ms to parse at every call (docs/performance-log.md,
// 2026-11-28, night). Emptied past MAX_ROOMS, as the store's entries are.
const parsed = new Map();

/**
 * Every script of the essays `essayIds` in each of `submissionIds` (the room's submissions now, in
 * roomSubmissionIds' order): { [submissionId]: { words, ranks, numbers } }, each in essayIds' order,
 * numbers as numberScripts gives them. Shared by the calls while the entry holds: not to be changed.
 */
function roomScripts(app, roomId, essayIds, submissionIds) {
  const text = currentText(app, roomId, essayIds, submissionIds);
  const kept = parsed.get(roomId);
  if (kept && kept.text === text) return kept.scripts;
  const scripts = scriptsOfText(text);
  if (parsed.size >= MAX_ROOMS) parsed.clear();
  parsed.set(roomId, { text, scripts });
  return scripts;
}

/** One submission's scripts as roomScripts gives them, or null when it is not one of `submissionIds`. */
function submissionScripts(app, roomId, essayIds, submissionIds, submissionId) {
  const text = currentText(app, roomId, essayIds, submissionIds);
  const at = text.indexOf(`\n${submissionId} `);
  if (at === -1) return null;
  const end = text.indexOf('\n', at + 1);
  return scriptOfLine(text.slice(at + 1, end === -1 ? undefined : end));
}

module.exports = { roomScripts, submissionScripts };
