// Submissions' right answers by question type and skill (student-types.js), read from the database: each
// submission's stored verdicts and its room's cached sheet. The student history and the class page read here.

const { sheetTypes, submissionTypes } = require('../student-types.js');
const { builtFromPart, generation, sheetEntry } = require('./caches.js');
const { rowsOf } = require('./finders.js');

/** A room's boxes for counting by type (sheetTypes), built once per runtime while its sheet is unchanged. */
function roomTypes(app, roomId) {
  const entry = sheetEntry(app, roomId, ['json']);
  if (!entry) return sheetTypes(null);
  return builtFromPart('sheet-types', roomId, entry.json, (text) => sheetTypes(JSON.parse(text)));
}

// Each submission's verdicts as stored beside its raw (scoring.js's Scored.verdicts). Reading them out of
// the raws (SQLite's json_each over 8 KB each) was most of a progress link's first call
// (docs/performance-log.md, 2026-11-29).
const verdictsSql = (names) => `SELECT id, Room AS room, verdicts FROM submissions WHERE id IN (${names})`;

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
// submission's verdicts. A class page counts 480 submissions.
const kept = new Map();
const KEPT_MAX = 5000;

/**
 * The counts by type of each of these submissions (ids), as Map id → [{ skill, type, right, total }]; an id
 * that names no submission is left out.
 */
function typesOfSubmissions(app, ids) {
  const out = new Map();
  const unique = Array.from(new Set(ids));
  if (unique.length === 0) return out;
  const read = idList(unique);
  const rows = rowsOf(app, verdictsSql(read.names), { id: '', room: '', verdicts: '' }, read.params);
  const rooms = new Map();
  const roomOf = (id) => {
    if (!rooms.has(id)) rooms.set(id, { gen: generation(app, id), types: null });
    return rooms.get(id);
  };
  if (kept.size > KEPT_MAX) kept.clear();
  for (const row of rows) {
    const room = roomOf(row.room);
    const hit = kept.get(row.id);
    if (hit && hit.gen === room.gen) {
      out.set(row.id, hit.counts);
      continue;
    }
    if (!room.types) room.types = roomTypes(app, row.room);
    const counts = submissionTypes(row.verdicts, room.types);
    kept.set(row.id, { gen: room.gen, counts });
    out.set(row.id, counts);
  }
  return out;
}

module.exports = { typesOfSubmissions };
