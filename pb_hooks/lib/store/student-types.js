// Submissions' right answers by question type and skill (student-types.js), read from the database: each
// submission's stored raw and its room's cached sheet. The student history and the class page read here.

const { parseJson } = require('../json.js');
const { slotTypesOfSheet, submissionTypes } = require('../student-types.js');
const { builtFromPart, sheetEntry } = require('./caches.js');
const { rowsOf } = require('./finders.js');

/** A room's boxes as { skill, type } by question id, built once per runtime while its sheet is unchanged. */
function roomSlotTypes(app, roomId) {
  const entry = sheetEntry(app, roomId, ['json']);
  if (!entry) return new Map();
  return builtFromPart('slot-types', roomId, entry.json, (text) => slotTypesOfSheet(JSON.parse(text)));
}

/**
 * The counts by type of each of these submissions (ids), as Map id → [{ skill, type, right, total }]; an id
 * that names no submission is left out. One query for the lot.
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
  const rows = rowsOf(
    app,
    `SELECT id, Room AS room, raw FROM submissions WHERE id IN (${names.join(', ')})`,
    { id: '', room: '', raw: '' },
    params,
  );
  const slotTypes = new Map();
  for (const row of rows) {
    if (!slotTypes.has(row.room)) slotTypes.set(row.room, roomSlotTypes(app, row.room));
    out.set(row.id, submissionTypes(parseJson(row.raw, null), slotTypes.get(row.room)));
  }
  return out;
}

module.exports = { roomSlotTypes, typesOfSubmissions };
