// A submission's scoring in the submission route (docs/architecture.md, "Scoring"): by our build's Go scorer
// (server/scoring.go, `$scoring`) when there is one. It gives scoring.js's result to the byte, which
// server/scoring_test.go holds it to by running both. Without it (an official PocketBase binary), and for
// what it leaves to scoring.js (a text with U+FFFD, which may have been broken UTF-16: it answers null),
// scoring.js scores with the room's table as this runtime parsed it.

const { scoreSubmission } = require('../rules/scoring.js');
const { parsedTable } = require('./caches.js');

const nativeScoring = () => (typeof $scoring === 'object' && $scoring) || null;

/**
 * scoring.js's scoreSubmission of `answers` and `flags` for a room, from its cached table text (the sheet
 * entry's `table` part): { score, exams, rawJson }.
 */
function scoreRoomSubmission(roomId, tableText, answers, flags) {
  const native = nativeScoring();
  const scored = native ? native.submission(roomId, tableText, answers, flags) : null;
  return scored || scoreSubmission(parsedTable(roomId, tableText), answers, flags);
}

module.exports = { scoreRoomSubmission };
