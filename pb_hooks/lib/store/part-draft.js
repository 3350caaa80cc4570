// What a guest's write in a room with parts reads first (docs/architecture.md, "Exams one after another"):
// their draft's answers, start and part times, in one prepared statement.

const { readAll } = require('./prepared.js');

const PART_DRAFT_SQL = `
  SELECT p.raw AS raw, COALESCE(p.started, '') AS started, COALESCE(p.exam_times, '') AS times
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE g.uuid = {:uuid} AND p.Room = {:room}`;

/**
 * The draft of the guest with this uuid for a room: { raw, started, times } as stored text ('' for each
 * when there is no draft). `times` is also what the writes compare to make sure no part ended in between.
 */
function partDraft(app, uuid, roomId) {
  const rows = readAll(app.db(), PART_DRAFT_SQL, { uuid, room: roomId }, { raw: '', started: '', times: '' });
  return rows.length > 0
    ? { raw: rows[0].raw, started: rows[0].started, times: rows[0].times }
    : { raw: '', started: '', times: '' };
}

module.exports = { partDraft };
