// Submissions' right answers by question type and skill (student-types.js), read from the database: each
// submission's stored raw and its room's cached sheet. The student history and the class page read here.

const { slotTypesOfSheet, submissionTypes } = require('../student-types.js');
const { builtFromPart, generation, sheetEntry } = require('./caches.js');
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

/** `ids` as a statement's list of bound parameters: { names: '{:s0}, {:s1}, …', params }. */
function idList(ids) {
  const params = {};
  const names = ids.map((id, i) => {
    params[`s${i}`] = id;
    return `{:s${i}}`;
  });
  return { names: names.join(', '), params };
}

// Each submission's counts as counted, kept per JS runtime (module state lives as long as the runtime) with
// its room's generation (store/caches.js): a regrade renews it, and nothing else changes a stored
// submission's verdicts. Reading them out of 480 raws in SQL cost a class page 340 ms at every call.
const kept = new Map();
const KEPT_MAX = 5000;

/**
 * The counts by type of each of these submissions (ids), as Map id → [{ skill, type, right, total }]; an id
 * that names no submission, or one with no scored box, is left out. The verdicts of those not kept are read
 * in one query.
 */
function typesOfSubmissions(app, ids) {
  const out = new Map();
  const unique = Array.from(new Set(ids));
  if (unique.length === 0) return out;
  const gens = new Map();
  const genOf = (room) => {
    if (!gens.has(room)) gens.set(room, generation(app, room));
    return gens.get(room);
  };
  const missing = [];
  const all = idList(unique);
  const rooms = rowsOf(
    app,
    `SELECT id, Room AS room FROM submissions WHERE id IN (${all.names})`,
    { id: '', room: '' },
    all.params,
  );
  for (const row of rooms) {
    const hit = kept.get(row.id);
    if (hit && hit.gen === genOf(row.room)) out.set(row.id, hit.counts);
    else missing.push(row.id);
  }
  if (missing.length === 0) return out;
  const read = idList(missing);
  const rows = rowsOf(app, verdictsSql(read.names), { id: '', room: '', verdicts: '' }, read.params);
  const slotTypes = new Map();
  if (kept.size > KEPT_MAX) kept.clear();
  for (const row of rows) {
    if (!slotTypes.has(row.room)) slotTypes.set(row.room, roomSlotTypes(app, row.room));
    const counts = submissionTypes(rawOfVerdicts(row.verdicts), slotTypes.get(row.room));
    kept.set(row.id, { gen: genOf(row.room), counts });
    out.set(row.id, counts);
  }
  return out;
}

module.exports = { roomSlotTypes, typesOfSubmissions };
