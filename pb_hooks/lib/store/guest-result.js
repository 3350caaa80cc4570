// What a guest may see of their own submission (see docs/architecture.md, "Scoring"): read when the guest
// asks, so a teacher's change of the room's `results` setting shows at the guest's next visit.

const { essaysByExam, essaysOf, markKey } = require('../marking.js');
const { examTotals, guestResult } = require('../results.js');
const { roomMarks } = require('./marks.js');
const { scoringTableOf, sheetEntry } = require('./caches.js');
const { keysWithheld } = require('../exam-day.js');
const { stillWriting } = require('./exam-day.js');
const { findById, findByIds, rowsOf } = require('./finders.js');
const { relationIds, shape } = require('./records.js');

/**
 * The `result` of a guest's submission: null when the room's results are hidden, else results.js's
 * guestResult (keys only under `review`, and only once no one may still be writing unless the room's
 * `review_at_once`: until then the score, with `review_later: true`).
 * @param {{ id: string, score: number, exams: object, raw: object } | (() => { id: string, score: number, exams: object, raw: object })} submission
 *   the submission, or a function reading it (only called when the setting shows something)
 */
function guestResultOf(app, roomId, submission) {
  // The setting from the cached sheet: a submission in a room whose results are hidden reads nothing more.
  const sheet = sheetEntry(app, roomId, ['results']);
  const setting = sheet ? sheet.results : '';
  if (setting !== 'score' && setting !== 'review') return null;
  const room = findById(app, 'rooms', roomId);
  if (!room) return null;
  const table = scoringTableOf(app, roomId);
  const exams = new Map(
    findByIds(app, 'exams', relationIds(room, 'Exams')).map((r) => [r.id, shape.exam(r)]),
  );
  const onSheet = examTotals(table)
    .filter((x) => exams.has(x.id))
    .map((x) => exams.get(x.id));
  const read = typeof submission === 'function' ? submission() : submission;
  // docs/architecture.md, "Exam day": in a review room the keys wait until no one may still be writing.
  const later =
    setting === 'review' &&
    keysWithheld(shape.room(room), stillWriting(app, roomId, room.getInt('time_limit'), Date.now()));
  const result = guestResult(
    later ? 'score' : setting,
    read,
    table,
    onSheet,
    guestMarking(app, roomId, room, read.id),
  );
  if (later) result.review_later = true;
  // The student's own progress link (docs/product.md, "Students across mocks"), where results are shown.
  const token = rowsOf(app, PROGRESS_TOKEN_SQL, { token: '' }, { id: read.id });
  if (token.length > 0) result.progress = token[0].token;
  return result;
}

const PROGRESS_TOKEN_SQL = `
  SELECT st.token FROM submissions s JOIN students st ON st.id = s.Student WHERE s.id = {:id}`;

/**
 * The marks a guest sees of their submission (docs/architecture.md, "Writing and marking"): none, and none
 * read, until the room's marks are released; then their own submission's only.
 */
function guestMarking(app, roomId, room, submissionId) {
  if (!room.getBool('marks_released')) return { released: false, essays: new Map(), markOf: () => undefined };
  const entry = sheetEntry(app, roomId, ['json']);
  const marks = roomMarks(app, roomId, { submission: submissionId });
  return {
    released: true,
    essays: essaysByExam(entry ? essaysOf(JSON.parse(entry.json)) : []),
    markOf: (questionId) => marks.get(markKey(submissionId, questionId)),
  };
}

module.exports = { guestResultOf };
