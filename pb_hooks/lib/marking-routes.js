// The marking routes (docs/architecture.md, "Writing and marking"), behind routes.pb.js's staffOnly
// middleware: members of the room (superusers all) list its scripts, read and mark one, release the marks,
// and enter a student's Speaking; a room, a submission or an essay that is not the caller's answers 404.
// The computing is in marking.js and rules/bands.js, the bodies' checks in validate/marks.js, the reads and
// writes in store/marks.js.

const { conflict, notFound } = require('./errors.js');
const { handle, readJson, sendJsonText, staffUserId } = require('./http.js');
const { ANSWERS_BODY_LIMIT } = require('./rules/limits.js');
const {
  agreementOf,
  essaysOf,
  finalMark,
  markAnswer,
  markKey,
  ownRound,
  scriptList,
  showsStudents,
} = require('./marking.js');
const { memberRoom } = require('./member-room.js');
const { countWords } = require('./rules/word-count.js');
const { sheetEntry } = require('./store/caches.js');
const { findOwn } = require('./store/finders.js');
const { addAudit, guestName } = require('./store/audit.js');
const {
  roomMarkRounds,
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

// The marking list's entries as JSON text by script (marking.js's scriptHead), kept per JS runtime (module
// state lives as long as the runtime) for the next call; emptied past HEADS_MAX, as a term of rooms passes.
const heads = new Map();
const HEADS_MAX = 50000;
const keptHeads = () => {
  if (heads.size > HEADS_MAX) heads.clear();
  return heads;
};

/** The marker to record: the caller's users id, or none for a superuser. */
const markerOf = staffUserId;

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
    // Each student's rows are this call's own: their scripts' counts and numbers are set on them (a spread
    // of 2,000 rows cost the list 18 ms).
    for (const student of students) {
      const own = scripts[student.id];
      student.words = own.words;
      student.numbers = own.numbers;
    }
    const rounds = new Map();
    const marks = new Map();
    for (const [key, script] of roomMarkRounds(app, room.id)) {
      rounds.set(key, script.rounds);
      const mark = finalMark(script.rounds, script.double);
      if (mark) marks.set(key, mark);
    }
    const list = scriptList(room, essays, students, marks, rounds, markerOf(e), keptHeads());
    const overdue = overdueCount(room, list.total - list.marked, Date.now());
    const rest = { marked: list.marked, total: list.total, pairs: list.pairs, overdue };
    rest.released_on_time = releasedOnTime(room);
    // The scripts' entries are JSON text already (marking.js's scriptList): spliced in, not parsed again.
    return sendJsonText(e, 200, `{"scripts":${list.scriptsJson},${JSON.stringify(rest).slice(1)}`);
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

/** A script's rounds ({ 1, 2, 3 }: docs/architecture.md, "Double marking") and whether it is double-marked. */
function scriptRounds(app, script) {
  const { room, essay, submission } = script;
  const found = roomMarkRounds(app, room.id, { submission: submission.id }).get(
    markKey(submission.id, essay.questionId),
  );
  return found || { rounds: {}, double: room.double_marking === true };
}

/**
 * One script as the script route answers it: its mark in use (or null), the caller's own mark (`mine`), its
 * agreement, and both markers' marks (`rounds`) once both are in, when blind marking is over.
 */
function scriptAnswer(app, script, viewer) {
  const { room, essays, essay, submission, text } = script;
  const { rounds, double } = scriptRounds(app, script);
  const mark = finalMark(rounds, double);
  const own = rounds[ownRound(rounds, viewer)];
  const essayIds = essays.map((x) => x.questionId);
  // The submission's scripts, unless it was deleted since it was read.
  const ids = roomSubmissionIds(app, room.id);
  const numbered = submissionScripts(app, room.id, essayIds, ids, submission.id);
  const i = essayIds.indexOf(essay.questionId);
  return {
    label: numbered ? `Script ${numbered.numbers[i]}` : null,
    student: showsStudents(room) ? { name: submission.name, email: submission.email } : null,
    prompt: essay.prompt,
    text,
    words: numbered ? numbered.words[i] : countWords(text),
    minWords: essay.minWords,
    mark: mark ? markAnswer(mark) : null,
    mine: own ? markAnswer(own) : null,
    agreement: agreementOf(rounds, double),
    rounds: rounds[1] && rounds[2] ? [markAnswer(rounds[1]), markAnswer(rounds[2])] : null,
  };
}

/** GET /api/room/marking/{id}/script/{submissionId}/{questionId} → { label, student, prompt, text, words, minWords, mark, mine, agreement, rounds }. */
function script(e) {
  return handle(e, () => e.json(200, scriptAnswer(e.app, pathScript(e), markerOf(e))));
}

/**
 * The round a caller's mark of a script is saved as (docs/architecture.md, "Double marking"): 3 when sent,
 * only while the script needs agreement (409 otherwise); else their own round if they marked it; else,
 * double-marked, the first round free (409 when two others marked it), single-marked round 1.
 */
function roundFor(sent, { rounds, double }, viewer) {
  if (sent === 3) {
    if (!agreementOf(rounds, double).needed)
      throw conflict('This script does not need an agreed mark.', {
        round: {
          code: 'not_needed',
          message: 'Only a script whose two marks disagree takes an agreed mark.',
        },
      });
    return 3;
  }
  const own = ownRound(rounds, viewer);
  if (own) return own;
  if (!double) return 1;
  if (!rounds[1]) return 1;
  if (!rounds[2]) return 2;
  throw conflict('Two markers have marked this script.', {
    round: { code: 'double_marked', message: 'Two other markers have marked this script.' },
  });
}

/** A mark as an audit row keeps it: { round, band, criteria }, or null. */
const auditedMark = (mark) =>
  mark ? { round: mark.round || 1, band: markAnswer(mark).band, criteria: mark.criteria } : null;

/**
 * PUT same path { criteria, comment, notes, round? } → the saved mark (with its round); 400 and nothing
 * saved on a problem, 409 for a round the script cannot take.
 */
function markScript(e) {
  return handle(e, () => {
    const app = e.app;
    const found = pathScript(e);
    const viewer = markerOf(e);
    const { round: sent, ...mark } = validateWritingMark(
      readJson(e, ANSWERS_BODY_LIMIT),
      charLength(found.text),
    );
    const before = scriptRounds(app, found);
    const round = roundFor(sent, before, viewer);
    saveMark(app, {
      submission: found.submission.id,
      question: found.essay.questionId,
      round,
      user: viewer,
      ...mark,
    });
    const saved = scriptRounds(app, found).rounds[round];
    addAudit(app, {
      room: found.room.id,
      user: viewer,
      guest: found.submission.guest,
      action: 'mark',
      target: `${found.submission.name} · Task ${found.essay.num}`,
      before: auditedMark(before.rounds[round]),
      after: auditedMark(saved),
    });
    return e.json(200, markAnswer(saved));
  });
}

/** POST /api/room/marking/{id}/release { released } → { released }: sets the room's marks_released. */
function release(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const { released } = validateRelease(readJson(e));
    setMarksReleased(e.app, room.id, released);
    if (room.marks_released !== released)
      addAudit(e.app, {
        room: room.id,
        user: markerOf(e),
        action: 'release',
        target: room.name,
        before: { released: room.marks_released === true },
        after: { released },
      });
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
    const key = markKey(submission.id, '');
    const before = roomMarks(app, room.id, { submission: submission.id }).get(key);
    saveMark(app, { submission: submission.id, question: '', user: markerOf(e), ...mark });
    const saved = roomMarks(app, room.id, { submission: submission.id }).get(key);
    const audited = (m) => (m ? { band: markAnswer(m).band, criteria: m.criteria } : null);
    addAudit(app, {
      room: room.id,
      user: markerOf(e),
      guest: guestId,
      action: 'speaking',
      target: `${submission.getString('guest_name') || guestName(app, guestId)} · Speaking`,
      before: audited(before),
      after: audited(saved),
    });
    return e.json(200, markAnswer(saved));
  });
}

module.exports = { scripts, script, markScript, release, markSpeaking };
