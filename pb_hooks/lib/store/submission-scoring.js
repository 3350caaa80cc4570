// Every path that scores a submission (docs/architecture.md, "Scoring"): submitting, collecting drafts,
// regrading and accepting an answer, and the item analysis's normal forms. In our build each calls the one
// Go scorer (server/internal/rules/scoring.go, reached through native.js), which gives scoring.js's result
// to the byte: server/internal/jsbind/scoring_test.go runs both. scoring.js stays its oracle, and scores
// what the Go scorer leaves to it (a text with U+FFFD, which may have been broken UTF-16: it answers null)
// and everything where no Go scorer is bound (the unit tests under Node; a PocketBase without our additions).

const { asciiJson } = require('../ascii-json.js');
const native = require('../native.js');
const { normalize, scoreSubmission } = require('../rules/scoring.js');
const { parsedTable } = require('./caches.js');

/**
 * scoring.js's scoreSubmission of `answers` and `flags` for a room, from its cached table text (the sheet
 * entry's `table` part): { score, exams, rawJson }.
 */
function scoreRoomSubmission(roomId, tableText, answers, flags) {
  const scorer = native.scoring();
  const scored = scorer ? scorer.submission(roomId, tableText, answers, flags) : null;
  return scored || scoreSubmission(parsedTable(roomId, tableText), answers, flags);
}

// A table's text as the Go scorer reads it, made once per table object (a table is never changed once built).
const tableTexts = new WeakMap();
function textOf(table) {
  let text = tableTexts.get(table);
  if (text === undefined) {
    text = asciiJson(JSON.stringify(table));
    tableTexts.set(table, text);
  }
  return text;
}

/**
 * scoring.js's scoreSubmission(table, answers, flags) for a table object, as collecting and regrading hold
 * it. `key` names the table to the Go scorer, which keeps one parsed table per key while its text stays
 * the same: the room's id for its cached table, another key for a table built beside it (accepting's).
 */
function scoreTableSubmission(key, table, answers, flags) {
  const scorer = native.scoring();
  const scored = scorer ? scorer.submission(key, textOf(table), answers, flags) : null;
  return scored || scoreSubmission(table, answers, flags);
}

/** scoring.js's normalize(value): the normal form an answer is scored by. */
function normalForm(value) {
  const scorer = native.scoring();
  const normal = scorer && typeof value === 'string' ? scorer.normalize(value) : null;
  return normal === null ? normalize(value) : normal;
}

module.exports = { scoreRoomSubmission, scoreTableSubmission, normalForm };
