// The marking routes (docs/architecture.md, "Writing and marking"), behind routes.pb.js's staffOnly
// middleware: members of the room (superusers all) list its scripts, read and mark one, release the marks,
// and enter a student's Speaking; a room, a submission or an essay that is not the caller's answers 404.
// The computing is in marking.js and rules/bands.js, the bodies' checks in validate/marks.js, the reads and
// writes in store/marks.js.

const { conflict, notFound } = require('./errors.js');
const { handle, readJson, sendJson, staffOf } = require('./http.js');
const { ANSWERS_BODY_LIMIT } = require('./rules/limits.js');
const { essaysOf, markAnswer, markKey, scriptList, showsStudents } = require('./marking.js');
const { memberRoom } = require('./member-room.js');
const { countWords } = require('./rules/word-count.js');
const { sheetEntry } = require('./store/caches.js');
const { findOwn } = require('./store/finders.js');
const {
  roomMarks,
  roomStudents,
  roomSubmission,
  roomSubmissionIds,
  saveMark,
  setMarksReleased,
} = require('./store/marks.js');
const { roomScripts, submissionScripts } = require('./store/room-scripts.js');
const { overdueCount, releasedOnTime } = require('./turnaround.js');
const { charLength } = require('./validate/fields.js');
const { validateRelease, validateSpeakingMark, validateWritingMark } = require('./validate/marks.js');

/** The room's essays on its sheet now, in sheet order (marking.js's essaysOf). */
function roomEssays(app, room) {
  const entry = sheetEntry(app, room.id, ['json']);
  return entry ? essaysOf(JSON.parse(entry.json)) : [];
}

/** The marker to record: the caller's users id, or none for a superuser (not a users record). */
const markerOf = (e) => {
  const staff = staffOf(e);
  return staff.superuser ? '' : staff.id;
};

/**
 * GET /api/room/marking/{id} → { scripts, marked, total, overdue, released_on_time }: overdue and
 * released_on_time as docs/architecture.md, "Turnaround" says.
 */
function scripts(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const essays = roomEssays(app, room);
    const students = roomStudents(app, room.id);
    const scripts = roomScripts(
      app,
      room.id,
      essays.map((essay) => essay.questionId),
      students.map((student) => student.id),
    );
    const submissions = students.map((student) => ({ ...student, ...scripts[student.id] }));
    const list = scriptList(room, essays, submissions, roomMarks(app, room.id));
    list.overdue = overdueCount(room, list.total - list.marked, Date.now());
    list.released_on_time = releasedOnTime(room);
    return sendJson(e, 200, list);
  });
}

/**
 * The script of the path's {submissionId} and {questionId} in the member's room: { room, essay,
 * submission, text }; 404 when the submission is not the room's or the question is not one of its essays.
 */
function pathScript(e) {
  const app = e.app;
  const room = memberRoom(e);
  const submissionId = e.request.pathValue('submissionId');
  const questionId = e.request.pathValue('questionId');
  const essays = roomEssays(app, room);
  const essay = essays.find((x) => x.questionId === questionId);
  const submission = essay ? roomSubmission(app, room.id, submissionId) : null;
  if (!essay || !submission) throw notFound('Script not found.');
  return { room, essays, essay, submission, text: submission.answers.get(questionId) || '' };
}

/** One script as the script route answers it, with its mark (or null). */
function scriptAnswer(app, script) {
  const { room, essays, essay, submission, text } = script;
  const mark = roomMarks(app, room.id, { submission: submission.id }).get(
    markKey(submission.id, essay.questionId),
  );
  const essayIds = essays.map((x) => x.questionId);
  // The submission's scripts, unless it was deleted since it was read.
  const ids = roomSubmissionIds(app, room.id);
  const own = submissionScripts(app, room.id, essayIds, ids, submission.id);
  const i = essayIds.indexOf(essay.questionId);
  return {
    label: own ? `Script ${own.numbers[i]}` : null,
    student: showsStudents(room) ? { name: submission.name, email: submission.email } : null,
    prompt: essay.prompt,
    text,
    words: own ? own.words[i] : countWords(text),
    minWords: essay.minWords,
    mark: mark ? markAnswer(mark) : null,
  };
}

/** GET /api/room/marking/{id}/script/{submissionId}/{questionId} → { label, student, prompt, text, words, minWords, mark }. */
function script(e) {
  return handle(e, () => e.json(200, scriptAnswer(e.app, pathScript(e))));
}

/** PUT same path { criteria, comment, notes } → the script with its saved mark; 400 and nothing saved on a problem. */
function markScript(e) {
  return handle(e, () => {
    const app = e.app;
    const found = pathScript(e);
    const mark = validateWritingMark(readJson(e, ANSWERS_BODY_LIMIT), charLength(found.text));
    saveMark(app, {
      submission: found.submission.id,
      question: found.essay.questionId,
      user: markerOf(e),
      ...mark,
    });
    return e.json(200, scriptAnswer(app, found).mark);
  });
}

/** POST /api/room/marking/{id}/release { released } → { released }: sets the room's marks_released. */
function release(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const { released } = validateRelease(readJson(e));
    setMarksReleased(e.app, room.id, released);
    return e.json(200, { released });
  });
}

/**
 * PUT /api/room/results/{id}/speaking/{guestId} { criteria, comment } → the saved Speaking mark; 404 for a
 * guest with neither a draft nor a submission in the room, 409 for one who has not submitted.
 */
function markSpeaking(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const guestId = e.request.pathValue('guestId');
    const mark = validateSpeakingMark(readJson(e));
    const submission = findOwn(app, 'submissions', guestId, room.id);
    if (!submission) {
      if (!findOwn(app, 'pending_submissions', guestId, room.id)) throw notFound('Student not found.');
      throw conflict('This student has not submitted yet.', {
        guestId: { code: 'not_submitted', message: 'This student has not submitted yet.' },
      });
    }
    saveMark(app, { submission: submission.id, question: '', user: markerOf(e), ...mark });
    const saved = roomMarks(app, room.id, { submission: submission.id }).get(markKey(submission.id, ''));
    return e.json(200, markAnswer(saved));
  });
}

module.exports = { scripts, script, markScript, release, markSpeaking };
