// Writing and marking (docs/architecture.md, "Writing and marking"), from plain data: a room's essays, the
// scripts a marker sees (in a stable shuffled order, anonymous while the room says so), a mark as the
// routes answer it, a Writing exam's entry in a submission's results, a student's four bands and overall,
// and what a guest sees of their marks. Pure: no PocketBase globals. The band maths is rules/bands.js's.

const { WRITING_CRITERIA, overallBand, speakingBand, taskBand, writingBand } = require('./rules/bands.js');
const { isWritingKind } = require('./rules/exam-kinds.js');

/** Which skill's band an exam of each kind gives (overall band, results). */
const SKILL_OF_KIND = {
  listening: 'listening',
  academic_reading: 'reading',
  general_reading: 'reading',
  academic_writing: 'writing',
  general_writing: 'writing',
};

const isWriting = (exam) => !!exam && isWritingKind(exam.kind);

/**
 * Every essay of a guest sheet (rules/sheet.js's buildSheet), in sheet order: [{ examId, num, questionId, prompt
 * (the section's passage), minWords }]; a slot with no question is no essay.
 */
function essaysOf(sheet) {
  const out = [];
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) {
        if (group.type !== 'essay') continue;
        for (const slot of group.slots)
          if (slot.questionId)
            out.push({
              examId: exam.id,
              num: slot.num,
              questionId: slot.questionId,
              prompt: section.passage || null,
              minWords: group.min_words || null,
            });
      }
  return out;
}

/** FNV-1a of a text, as a whole number 0 … 2^32 − 1. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Items in an order shuffled by the room: each item's place comes from a hash of the room id and its own
 * key, so the order is the same at every call, is not the order of submission, and an item added later
 * leaves the others in their order.
 * @template T
 * @param {T[]} items
 * @param {string} seed the room's id
 * @param {(item: T) => string} keyOf a key unique to each item
 * @param {(item: T) => number} [rankOf] the item's hash when already known (scriptRank's)
 */
function shuffled(items, seed, keyOf, rankOf) {
  const ranked = items.map((item) => {
    const key = keyOf(item);
    return { item, key, rank: rankOf ? rankOf(item) : hash(`${seed}:${key}`) };
  });
  ranked.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return ranked.map((entry) => entry.item);
}

/** Whether a marker sees the students' names: unless marking is anonymous and the marks not yet released. */
const showsStudents = (room) => !room.anonymous_marking || room.marks_released === true;

const markKey = (submissionId, questionId) => `${submissionId}/${questionId || ''}`;

/** A script's hash in its room's shuffled order (shuffled's rank of its markKey). */
const scriptRank = (roomId, submissionId, questionId) =>
  hash(`${roomId}:${markKey(submissionId, questionId)}`);

/**
 * The numbers of a room's scripts ("Script {n}") in its shuffled order: { [submissionId]: [n for each
 * essay] }, from the scripts' ranks (scriptRank's, in `essayIds`' order).
 * @param {string} roomId
 * @param {string[]} essayIds
 * @param {Record<string, { ranks: number[] }>} scripts by submission id
 */
function numberScripts(roomId, essayIds, scripts) {
  const all = [];
  for (const id of Object.keys(scripts))
    essayIds.forEach((questionId, i) =>
      all.push({ id, i, key: markKey(id, questionId), rank: scripts[id].ranks[i] }),
    );
  const numbers = {};
  shuffled(
    all,
    roomId,
    (script) => script.key,
    (script) => script.rank,
  ).forEach((script, n) => {
    if (!numbers[script.id]) numbers[script.id] = [];
    numbers[script.id][script.i] = n + 1;
  });
  return numbers;
}

/**
 * A stored mark as the routes answer it: { criteria, comment, band, updated, marker }, and `notes` for a
 * Writing task; band the task's (the exact mean of its criteria) for Writing, the Speaking band for
 * Speaking (no Question).
 * @param {{ Question: string, criteria: object, comment: string, notes: object[], updated: string,
 *   marker: { id: string, name: string } | null }} mark
 */
function markAnswer(mark) {
  const writing = !!mark.Question;
  const answer = {
    criteria: mark.criteria,
    comment: mark.comment || '',
    band: writing ? taskBand(mark.criteria) : speakingBand(mark.criteria),
    updated: mark.updated,
    marker: mark.marker || null,
  };
  if (writing) {
    answer.notes = mark.notes || [];
    // 1 and 2 the markers' own, 3 the agreed mark; none for the mean of two (docs/architecture.md,
    // "Double marking").
    if (mark.round) answer.round = mark.round;
  }
  return answer;
}

/** Double marking's limits (docs/architecture.md, "Double marking"): beyond them the two marks need agreement. */
const AGREEMENT_LIMITS = Object.freeze({ task: 1, criterion: 2 });

/** Whether two Writing marks differ beyond AGREEMENT_LIMITS: task bands by more than 1, a criterion by more than 2. */
function needsAgreement(a, b) {
  if (Math.abs(taskBand(a.criteria) - taskBand(b.criteria)) > AGREEMENT_LIMITS.task) return true;
  return WRITING_CRITERIA.some(
    (name) => Math.abs(a.criteria[name] - b.criteria[name]) > AGREEMENT_LIMITS.criterion,
  );
}

/**
 * The mean of two Writing marks that agree: each criterion the mean of the two (a half band may result), so
 * its task band is the exact mean of theirs and only the Writing band rounds, once (rules/bands.js). Both
 * comments and both markers' notes are kept; the mean has no marker of its own.
 */
function meanMark(a, b) {
  const criteria = {};
  for (const name of WRITING_CRITERIA) criteria[name] = (a.criteria[name] + b.criteria[name]) / 2;
  const notes = (a.notes || []).concat(b.notes || []).sort((x, y) => x.start - y.start || x.end - y.end);
  return {
    Submission: a.Submission,
    Question: a.Question,
    criteria,
    comment: [a.comment, b.comment].filter((text) => !!text).join('\n\n'),
    notes,
    updated: a.updated > b.updated ? a.updated : b.updated,
    marker: null,
  };
}

/**
 * The mark in use of a script from its rounds ({ 1, 2, 3 }, each a stored mark or absent), or null: the
 * agreed mark (round 3) once given; else the mean of rounds 1 and 2 unless they need agreement; a lone mark
 * only when the script is not double-marked (`double` false: the room's setting off, or a Speaking mark).
 * @param {Record<number, object>} rounds
 * @param {boolean} double
 */
function finalMark(rounds, double) {
  if (rounds[3]) return rounds[3];
  const [a, b] = [rounds[1], rounds[2]];
  if (a && b) return needsAgreement(a, b) ? null : meanMark(a, b);
  if (double) return null;
  return a || b || null;
}

/** A script's agreement: { needed (its two rounds differ beyond the limits), final (the task band in use, or null) }. */
function agreementOf(rounds, double) {
  const final = finalMark(rounds, double);
  return {
    needed: !!(rounds[1] && rounds[2]) && needsAgreement(rounds[1], rounds[2]),
    final: final ? taskBand(final.criteria) : null,
  };
}

/** The round of a viewer's own mark of a script (1 or 2), or 0 when they made neither. */
function ownRound(rounds, viewer) {
  for (const round of [1, 2]) if (rounds[round] && markerIdOf(rounds[round]) === viewer) return round;
  return 0;
}

const markerIdOf = (mark) => (mark.marker ? mark.marker.id : '');

/**
 * The agreement figures of a room's double-marked scripts, per pair of markers: [{ markers: [id, id] (in
 * order), names, scripts, within_one (the share of their scripts whose task bands are at most 1 apart),
 * mean_difference (of their task bands) }], the pair with most scripts first; figures to two places.
 * @param {Iterable<Record<number, object>>} allRounds every Writing script's rounds
 */
function markerPairs(allRounds) {
  const pairs = new Map();
  for (const rounds of allRounds) {
    const [a, b] = [rounds[1], rounds[2]];
    if (!a || !b) continue;
    const ends = [a, b].map((mark) => ({ id: markerIdOf(mark), name: mark.marker ? mark.marker.name : '' }));
    ends.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const key = `${ends[0].id}/${ends[1].id}`;
    if (!pairs.has(key)) pairs.set(key, { ends, scripts: 0, within: 0, total: 0 });
    const pair = pairs.get(key);
    const difference = Math.abs(taskBand(a.criteria) - taskBand(b.criteria));
    pair.scripts++;
    pair.total += difference;
    if (difference <= AGREEMENT_LIMITS.task) pair.within++;
  }
  const twoPlaces = (n) => Math.round(n * 100) / 100;
  return Array.from(pairs.values())
    .sort((x, y) => y.scripts - x.scripts)
    .map((pair) => ({
      markers: pair.ends.map((end) => end.id),
      names: pair.ends.map((end) => end.name),
      scripts: pair.scripts,
      within_one: twoPlaces(pair.within / pair.scripts),
      mean_difference: twoPlaces(pair.total / pair.scripts),
    }));
}

/**
 * A script's entry in the marking list up to what its marks give: what its submission and essay give, as
 * JSON text without its closing brace. `heads` (a Map the caller keeps per JS runtime) keeps the text by
 * script while what it is made of is the same: with 4,000 scripts, making and serialising every entry at
 * every call was most of the list's time (docs/performance-log.md, 2026-11-28, night).
 */
function scriptHead(heads, key, shown, essay, submission, i) {
  const n = submission.numbers[i];
  const words = submission.words[i] || 0;
  const sig = `${shown}\n${essay.examId}\n${essay.num}\n${n}\n${words}\n${submission.submitted}\n${submission.name}\n${submission.email}`;
  const kept = heads && heads.get(key);
  if (kept && kept.sig === sig) return kept.json;
  const json = JSON.stringify({
    submission: submission.id,
    question: { id: essay.questionId, examId: essay.examId, num: essay.num },
    label: `Script ${n}`,
    student: shown ? { name: submission.name, email: submission.email } : null,
    words,
    submitted: submission.submitted,
  }).slice(0, -1);
  if (heads) heads.set(key, { sig, json });
  return json;
}

// The end of an unmarked script's entry: scriptList's JSON of { mark, mine, agreement } with no mark.
const UNMARKED_TAIL = '"mark":null,"mine":null,"agreement":{"needed":false,"final":null}}';

/**
 * The marking list of a room (docs/product.md, "Marking"), every essay of every submission in the room's
 * shuffled order: { scriptsJson, marked, total, pairs }, scriptsJson the JSON text of the list's `scripts`.
 * @param {{ id: string, anonymous_marking: boolean, marks_released: boolean }} room
 * @param {ReturnType<typeof essaysOf>} essays
 * @param {{ id: string, name: string, email: string, submitted: string, words: number[], numbers: number[] }[]} submissions
 *   with the word counts and script numbers (numberScripts') of their essays, in `essays`' order
 * @param {Map<string, object>} marks the marks in use (finalMark's) by markKey(submission, question)
 * @param {Map<string, Record<number, object>>} [rounds] every script's rounds by markKey (double marking)
 * @param {string} [viewer] the caller's users id ('' a superuser): `mine` is their own mark
 * @param {Map<string, { sig: string, json: string }>} [heads] scriptHead's texts, kept by the caller
 */
function scriptList(room, essays, submissions, marks, rounds, viewer, heads) {
  const shown = showsStudents(room);
  const double = room.double_marking === true;
  const summary = (mark) => ({
    band: taskBand(mark.criteria),
    updated: mark.updated,
    marker: mark.marker || null,
  });
  const entries = [];
  let marked = 0;
  for (const submission of submissions)
    essays.forEach((essay, i) => {
      const key = markKey(submission.id, essay.questionId);
      const mark = marks.get(key);
      if (mark) marked++;
      const its = rounds && rounds.get(key);
      // A script nobody marked yet (most of a fresh room's) has a fixed tail: serialised by hand, as
      // JSON.stringify costs in the hooks' engine.
      let tail = UNMARKED_TAIL;
      if (its || mark) {
        const own = its && its[ownRound(its, viewer || '')];
        const agreement = agreementOf(its || {}, double);
        tail = JSON.stringify({
          mark: mark ? summary(mark) : null,
          mine: own ? Object.assign(summary(own), { round: own.round }) : null,
          agreement,
        }).slice(1);
      }
      entries[submission.numbers[i] - 1] = `${scriptHead(heads, key, shown, essay, submission, i)},${tail}`;
    });
  return {
    scriptsJson: `[${entries.join(',')}]`,
    marked,
    total: entries.length,
    pairs: rounds ? markerPairs(rounds.values()) : [],
  };
}

/**
 * A Writing exam's entry in a submission's results: { band, marked, total }, band null until both tasks are
 * marked (Task 1 the first essay of the exam on the sheet, Task 2 the second).
 * @param {ReturnType<typeof essaysOf>} essays the exam's essays, in sheet order
 * @param {(questionId: string) => object | undefined} markOf the submission's mark of an essay
 */
function writingEntry(essays, markOf) {
  const marks = essays.map((essay) => markOf(essay.questionId)).filter((mark) => !!mark);
  const band =
    essays.length === 2 && marks.length === 2 ? writingBand(marks[0].criteria, marks[1].criteria) : null;
  return { band, marked: marks.length, total: essays.length };
}

/**
 * A student's bands: { listening, reading, writing, speaking, overall }, null where missing; the first exam
 * of a skill in sheet order gives its band; overall only with all four.
 * @param {{ id: string, kind: string }[]} exams the room's exams in sheet order
 * @param {Record<string, { band: number | null }>} entries the submission's exams with their bands
 * @param {object | undefined} speaking the submission's Speaking mark
 */
function studentBands(exams, entries, speaking) {
  const bands = { listening: null, reading: null, writing: null, speaking: null, overall: null };
  const given = {};
  for (const exam of exams) {
    const skill = SKILL_OF_KIND[exam.kind];
    if (!skill || given[skill]) continue;
    given[skill] = true;
    const entry = entries[exam.id];
    bands[skill] = entry && typeof entry.band === 'number' ? entry.band : null;
  }
  if (speaking) bands.speaking = speakingBand(speaking.criteria);
  const { listening, reading, writing } = bands;
  if ([listening, reading, writing, bands.speaking].every((band) => typeof band === 'number'))
    bands.overall = overallBand(listening, reading, writing, bands.speaking);
  return bands;
}

/**
 * A submission's exams with the marks in: each Writing exam's entry is writingEntry's { band, marked,
 * total } (its stored score is of nothing: essays are not scored), and the student's four bands and overall.
 * @param {Record<string, object>} entries the submission's exams with their bands (results.js)
 * @param {{ id: string, kind: string }[]} exams the room's exams in sheet order
 * @param {Map<string, ReturnType<typeof essaysOf>>} essaysByExam the room's essays by exam
 * @param {(questionId: string) => object | undefined} markOf the submission's marks ('' its Speaking)
 * @returns {{ exams: Record<string, object>, bands: ReturnType<typeof studentBands> }}
 */
function withMarks(entries, exams, essaysByExam, markOf) {
  const out = Object.assign({}, entries);
  for (const exam of exams)
    if (isWriting(exam)) out[exam.id] = writingEntry(essaysByExam.get(exam.id) || [], markOf);
  return { exams: out, bands: studentBands(exams, out, markOf('')) };
}

/** The essays of essaysOf grouped by exam id. */
function essaysByExam(essays) {
  const out = new Map();
  for (const essay of essays) {
    if (!out.has(essay.examId)) out.set(essay.examId, []);
    out.get(essay.examId).push(essay);
  }
  return out;
}

/** A student's bands before anything is known (a student still writing). */
const NO_BANDS = Object.freeze({
  listening: null,
  reading: null,
  writing: null,
  speaking: null,
  overall: null,
});

/**
 * A Writing exam's entry in the guest's result, once the room's marks are released: { id, name, band,
 * tasks: [{ num, band, criteria, comment, notes }] } (the tasks marked, in sheet order); before, { id, name,
 * band: null }: no mark.
 */
function guestWritingEntry(exam, essays, markOf, released) {
  if (!released) return { id: exam.id, name: exam.name, band: null };
  const tasks = [];
  for (const essay of essays) {
    const mark = markOf(essay.questionId);
    if (mark)
      tasks.push({
        num: essay.num,
        band: taskBand(mark.criteria),
        criteria: mark.criteria,
        comment: mark.comment || '',
        notes: mark.notes || [],
      });
  }
  return { id: exam.id, name: exam.name, band: writingEntry(essays, markOf).band, tasks };
}

module.exports = {
  SKILL_OF_KIND,
  isWriting,
  essaysOf,
  shuffled,
  showsStudents,
  markKey,
  markAnswer,
  scriptRank,
  numberScripts,
  scriptList,
  writingEntry,
  studentBands,
  withMarks,
  essaysByExam,
  NO_BANDS,
  guestWritingEntry,
  AGREEMENT_LIMITS,
  needsAgreement,
  finalMark,
  agreementOf,
  ownRound,
  markerPairs,
};
