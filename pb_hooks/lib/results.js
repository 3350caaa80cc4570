// What the results routes compute from plain data (see docs/architecture.md, "Scoring" and "HTTP routes"):
// each exam's band, a submission's review, the item analysis of a room, a regrade, and the guest's result.
// Pure: no PocketBase globals.

const { bandFor } = require('./rules/bands.js');
const { guestWritingEntry, isWriting, studentBands } = require('./marking.js');
const { keyForms, normalize, scoreSubmission } = require('./rules/scoring.js');

/** At most this many distinct answers per question in the item analysis. */
const MAX_ANSWERS = 10;

/**
 * Each exam of a sheet's scoring table with its bound-slot total (essays are marked, not counted):
 * [{ id, total }], in sheet order.
 */
function examTotals(table) {
  const out = [];
  const byId = new Map();
  for (const slot of table) {
    if (!byId.has(slot.examId)) {
      const exam = { id: slot.examId, total: 0 };
      byId.set(slot.examId, exam);
      out.push(exam);
    }
    if (slot.questionId && !slot.essay) byId.get(slot.examId).total++;
  }
  return out;
}

/**
 * A submission's per-exam scores with their bands: { [examId]: { score, total, band } }.
 * @param {Record<string, { score: number, total: number }>|null} stored submissions.exams
 * @param {Map<string, { kind, bands }>} examsById
 */
function examsWithBands(stored, examsById) {
  const out = {};
  for (const id of Object.keys(stored || {})) {
    const { score, total } = stored[id];
    out[id] = { score, total, band: bandFor(examsById.get(id) || {}, score, total) };
  }
  return out;
}

/** raw.all of a submission as the review: [{ examId, num, questionId, answer, keys, correct }] in sheet order. */
function reviewOf(table, raw) {
  const examOf = new Map(table.map((slot) => [slot.questionId, slot.examId]));
  return ((raw && raw.all) || [])
    .filter((entry) => entry && entry.questionId)
    .map((entry) => ({
      examId: examOf.has(entry.questionId) ? examOf.get(entry.questionId) : null,
      num: entry.num,
      questionId: entry.questionId,
      answer: entry.answer,
      keys: entry.keys,
      correct: entry.correct === true,
    }));
}

/**
 * Item analysis: one entry per bound slot in sheet order, { examId, num, questionId, keys, submitted,
 * correct, blank, answers: [{ answer, count, correct }] }; answers grouped by normal form (shown as the first
 * spelling met), most common first, at most MAX_ANSWERS. Verdicts are the stored ones (either-order aware).
 * A tally takes the submissions one at a time (`add(raw)`, the `raw` of one submission), so a room's are
 * read a page at a time; `items()` gives the analysis.
 * @param {object[]} table the room's scoring table
 * @param {(value: unknown) => string} [normalForm] scoring.js's normalize, or the Go scorer's
 *   (store/submission-scoring.js)
 */
function itemTally(table, normalForm = normalize) {
  const items = table
    .filter((slot) => slot.questionId)
    .map((slot) => ({
      examId: slot.examId,
      num: slot.num,
      questionId: slot.questionId,
      keys: slot.keys,
      submitted: 0,
      correct: 0,
      blank: 0,
      groups: new Map(),
    }));
  const byQuestion = new Map(items.map((item) => [item.questionId, item]));
  const add = (raw) => {
    const seen = new Set();
    for (const entry of (raw && raw.all) || []) {
      const item = entry && byQuestion.get(entry.questionId);
      if (!item || seen.has(entry.questionId)) continue;
      seen.add(entry.questionId);
      item.submitted++;
      if (entry.correct === true) item.correct++;
      const normal = normalForm(entry.answer);
      if (!normal) {
        item.blank++;
        continue;
      }
      const group = item.groups.get(normal);
      if (group) group.count++;
      else
        item.groups.set(normal, {
          answer: String(entry.answer).trim(),
          count: 1,
          correct: entry.correct === true,
        });
    }
  };
  const result = () =>
    items.map(({ groups, ...item }) => ({
      ...item,
      answers: Array.from(groups.values())
        .sort((a, b) => b.count - a.count || (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : 0))
        .slice(0, MAX_ANSWERS),
    }));
  return { add, items: result };
}

/**
 * The item analysis by question type and skill (docs/architecture.md, "Item analysis by type"): the class's
 * right answers out of every box of that type it was given, blanks included, as [{ skill, type, right,
 * total }] in the order the types first appear on the sheet. `skill` is the exam's (SKILL_OF_KIND's, `other`
 * for an exam of no skill); essays are marked, not right or wrong, and are left out.
 * @param {ReturnType<ReturnType<typeof itemTally>['items']>} items the per-box analysis
 * @param {Map<string, string>} typeOf a question id's group type (the guest sheet's)
 * @param {Map<string, string>} skillOf an exam id's skill
 */
function typeAnalysis(items, typeOf, skillOf) {
  const types = new Map();
  for (const item of items) {
    const type = typeOf.get(item.questionId) || 'gap';
    if (type === 'essay') continue;
    const skill = skillOf.get(item.examId) || 'other';
    const key = `${skill}/${type}`;
    const entry = types.get(key) || { skill, type, right: 0, total: 0 };
    entry.right += item.correct;
    entry.total += item.submitted;
    types.set(key, entry);
  }
  return Array.from(types.values());
}

/** The item analysis of all of `raws` at once (itemTally). */
function itemAnalysis(table, raws) {
  const tally = itemTally(table);
  for (const raw of raws) tally.add(raw);
  return tally.items();
}

/**
 * A stored submission scored again with a (new) scoring table: { score, exams, rawJson }, raw.flags and
 * raw.guest kept.
 * @param {object} raw the stored raw ({ answers, flags, guest, … })
 * @param {typeof scoreSubmission} [score] scoring.js's scoreSubmission, or the Go scorer's
 *   (store/submission-scoring.js)
 */
function regrade(table, raw, score = scoreSubmission) {
  const flags = raw && Array.isArray(raw.flags) ? raw.flags : [];
  const scored = score(table, (raw && raw.answers) || [], flags);
  if (raw && raw.guest) {
    scored.rawJson = `${scored.rawJson.slice(0, -1)},"guest":${JSON.stringify(raw.guest)}}`;
  }
  return scored;
}

/**
 * A room's scoring table with one more accepted key for a question, as scoringTable would build it from the
 * keys with `key` added last (results.test.ts holds the two equal): accepting an answer scores with this
 * before anything is written.
 * @param {object[]} table a scoring table (scoring.js), left as it is
 * @param {boolean} initials the question's exam has accept_initials
 */
function withAcceptedKey(table, questionId, key, initials) {
  return table.map((slot) => {
    if (slot.questionId !== questionId) return slot;
    const keys = slot.keys.concat([key]);
    const forms = slot.forms.slice();
    for (const form of keyForms(key, initials)) if (forms.indexOf(form) === -1) forms.push(form);
    return Object.assign({}, slot, { keys, forms, tail: `,"keys":${JSON.stringify(keys)},"correct":` });
  });
}

/**
 * What a guest sees of their own submission, by the room's `results` setting: null when hidden;
 * { score, total, exams: [{ id, name, score, total, band }], bands } when score (`bands`: marking.js's
 * studentBands, Writing and Speaking only once the marks are released); plus review (keys included) when
 * review.
 * @param {'hidden'|'score'|'review'|string} setting
 * @param {{ score: number, exams: object, raw: object }} submission
 * @param {object[]} table the room's scoring table
 * @param {{ id, name, kind, bands }[]} exams the room's exams in sheet order
 * @param {{ released: boolean, essays: Map<string, object[]>, markOf: (questionId: string) => object }}
 *   [marking] a Writing exam's entry carries its marks only once they are released (marking.js's
 *   guestWritingEntry); without this, no marks
 */
function guestResult(setting, submission, table, exams, marking) {
  if (setting !== 'score' && setting !== 'review') return null;
  const stored = submission.exams || {};
  const shown = exams.filter((exam) => stored[exam.id]);
  const result = {
    score: submission.score,
    total: shown.reduce((n, exam) => n + stored[exam.id].total, 0),
    exams: shown.map((exam) =>
      isWriting(exam)
        ? guestWritingEntry(
            exam,
            (marking && marking.essays.get(exam.id)) || [],
            marking ? marking.markOf : () => undefined,
            !!marking && marking.released,
          )
        : {
            id: exam.id,
            name: exam.name,
            score: stored[exam.id].score,
            total: stored[exam.id].total,
            band: bandFor(exam, stored[exam.id].score, stored[exam.id].total),
          },
    ),
  };
  const entries = {};
  for (const entry of result.exams) entries[entry.id] = entry;
  result.bands = studentBands(shown, entries, marking && marking.released ? marking.markOf('') : undefined);
  if (setting === 'review') {
    result.review = reviewOf(table, submission.raw).map(({ examId, num, answer, keys, correct }) => ({
      examId,
      num,
      answer,
      keys,
      correct,
    }));
  }
  return result;
}

/**
 * The cursor of a results answer (docs/architecture.md, "Heavy routes"): `at`, the time (ms) changes are
 * looked for after at the next poll; `known`, how many of the room's students were in the list by then;
 * `generation`, the content generation the answer was built at. Text, for the `since` parameter.
 * @param {{ at: number, known: number, generation: string }} cursor
 */
function formatResultsCursor({ at, known, generation }) {
  return `${at}~${known}~${generation}`;
}

const RESULTS_CURSOR = /^(\d{1,15})~(\d{1,9})~([\w.-]{0,64})$/;

/** A cursor formatResultsCursor wrote, or null for any other text (the caller answers the full list). */
function parseResultsCursor(text) {
  const match = RESULTS_CURSOR.exec(typeof text === 'string' ? text : '');
  return match ? { at: Number(match[1]), known: Number(match[2]), generation: match[3] } : null;
}

module.exports = {
  MAX_ANSWERS,
  formatResultsCursor,
  parseResultsCursor,
  examTotals,
  examsWithBands,
  reviewOf,
  itemTally,
  typeAnalysis,
  itemAnalysis,
  regrade,
  withAcceptedKey,
  guestResult,
};
