// Submissions' right answers by question type and skill (student-types.js), read from the database: each
// submission's stored raw and its room's cached sheet. The student history and the class page read here.

const { slotTypesOfSheet, submissionTypes } = require('../student-types.js');
const { builtFromPart, sheetEntry } = require('./caches.js');
const { rowsOf } = require('./finders.js');

/** A room's boxes as { skill, type } by question id, built once per runtime while its sheet is unchanged. */
function roomSlotTypes(app, roomId) {
  const entry = sheetEntry(app, roomId, ['json']);
  if (!entry) return new Map();
  return builtFromPart('slot-types', roomId, entry.json, (text) => slotTypesOfSheet(JSON.parse(text)));
}

// Each submission's boxes as raw.all holds them, in its order, as `questionId+` (right) or `questionId-`
// joined by commas: SQLite reads the stored JSON rather than the hooks' engine parsing each raw of several
// kilobytes (50 of them were most of a student's history: docs/performance-log.md, 2026-11-28, night).
const verdictsSql = (names) => `
  SELECT s.id, s.Room AS room,
         group_concat(json_extract(a.value, '$.questionId') ||
                      CASE json_type(a.value, '$.correct') WHEN 'true' THEN '+' ELSE '-' END, ',' ORDER BY a.key) AS verdicts
    FROM submissions s, json_each(s.raw, '$.all') a
   WHERE s.id IN (${names})
   GROUP BY s.id`;

/** A submission's verdicts (verdictsSql's) as the stored raw's { all: [{ questionId, correct }] }. */
const rawOfVerdicts = (text) => ({
  all: (text || '')
    .split(',')
    .filter((verdict) => verdict.length > 1)
    .map((verdict) => ({ questionId: verdict.slice(0, -1), correct: verdict.endsWith('+') })),
});

/**
 * The counts by type of each of these submissions (ids), as Map id → [{ skill, type, right, total }]; an id
 * that names no submission, or one with no scored box, is left out. One query for the lot.
 */
function typesOfSubmissions(app, ids) {
  const out = new Map();
  const unique = Array.from(new Set(ids));
  if (unique.length === 0) return out;
  const params = {};
  const names = unique.map((id, i) => {
    params[`s${i}`] = id;
    return `{:s${i}}`;
  });
  const rows = rowsOf(app, verdictsSql(names.join(', ')), { id: '', room: '', verdicts: '' }, params);
  const slotTypes = new Map();
  for (const row of rows) {
    if (!slotTypes.has(row.room)) slotTypes.set(row.room, roomSlotTypes(app, row.room));
    out.set(row.id, submissionTypes(rawOfVerdicts(row.verdicts), slotTypes.get(row.room)));
  }
  return out;
}

module.exports = { roomSlotTypes, typesOfSubmissions };
