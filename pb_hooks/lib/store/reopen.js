// Reopening a submission (docs/architecture.md, "HTTP routes"): its answers and flags become the student's
// draft again, and the submission goes, in one transaction. The draft has no start: in a timed room the
// student's time starts again when they next write or start.

const { formatTime } = require('../deadline.js');
const { answersOf, draftRaw, flagsOf } = require('../draft-json.js');
const { newRecordId } = require('./records.js');

const DRAFT_SQL = `
  INSERT INTO pending_submissions (id, Guest, Room, raw, created, updated)
  VALUES ({:id}, {:guest}, {:room}, {:raw}, {:created}, {:now})
  ON CONFLICT (Guest, Room) DO UPDATE SET raw = excluded.raw, updated = excluded.updated`;

/** The submission record's answers and flags as its guest's draft in its room, and the submission deleted. */
function reopenSubmission(app, submission) {
  const raw = submission.getString('raw');
  const now = formatTime(Date.now());
  app.runInTransaction((tx) => {
    const db = tx.db();
    db.newQuery(DRAFT_SQL)
      .bind({
        id: newRecordId(),
        guest: submission.getString('Guest'),
        room: submission.getString('Room'),
        raw: draftRaw(answersOf(raw), flagsOf(raw)),
        created: submission.getString('started') || now,
        now,
      })
      .execute();
    db.newQuery('DELETE FROM submissions WHERE id = {:id}').bind({ id: submission.id }).execute();
  });
}

module.exports = { reopenSubmission };
