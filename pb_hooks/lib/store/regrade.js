// Scoring stored submissions again after their keys changed (docs/architecture.md, "Scoring"): accepting an
// answer (results-routes.js) and saving an exam (library-routes.js). Each room's scoring table is read
// fresh (the caller has renewed the content generation), and the rooms' submissions are rescored in one
// transaction.

const { parseJson } = require('../json.js');
const { regrade } = require('../results.js');
const { scoringTableOf } = require('./caches.js');

/**
 * Rescores every submission of the given rooms whose scoring table `holds` (a predicate on the table):
 * { regraded, changed } (changed: those whose score moved).
 * @param {string[]} roomIds
 * @param {(table: object[]) => boolean} holds
 */
function regradeRooms(app, roomIds, holds) {
  let regraded = 0;
  let changed = 0;
  const tables = [];
  for (const roomId of roomIds) {
    const table = scoringTableOf(app, roomId);
    if (table && holds(table)) tables.push({ roomId, table });
  }
  if (tables.length === 0) return { regraded, changed };
  app.runInTransaction((tx) => {
    for (const { roomId, table } of tables) {
      const rows = arrayOf(new DynamicModel({ id: '', score: 0, raw: '' }));
      tx.db()
        .newQuery('SELECT id, score, raw FROM submissions WHERE Room = {:room}')
        .bind({ room: roomId })
        .all(rows);
      const update = tx
        .db()
        .newQuery('UPDATE submissions SET score = {:score}, exams = {:exams}, raw = {:raw} WHERE id = {:id}');
      for (const row of rows) {
        const scored = regrade(table, parseJson(row.raw, {}));
        update
          .bind({ id: row.id, score: scored.score, exams: JSON.stringify(scored.exams), raw: scored.rawJson })
          .execute();
        regraded++;
        if (scored.score !== row.score) changed++;
      }
    }
  });
  return { regraded, changed };
}

module.exports = { regradeRooms };
