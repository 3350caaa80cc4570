// Scoring (see docs/architecture.md, "Scoring"). An answer is correct when its normal form equals the
// normal form of any accepted key of its question. Normal form: Unicode NFC, trimmed, runs of white space
// collapsed to one space, lower-cased (locale-independent). Words in parentheses in a key are optional: "(the) library" accepts
// "the library" and "library". Blank answers are wrong. Pure: no PocketBase globals.
// "In either order" sets are scored as the best assignment of their boxes to their questions. An exam with
// accept_initials also takes T, F, NG, Y, N for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO.
// As an examiner marks (docs/architecture.md, "As an examiner marks"): digits grouped in threes by commas
// are the number without them (in the normal form itself), a key's British and American spellings are all
// among its forms (keyForms, from lib/spelling-variants.js), an answer over its group's word limit is wrong
// (lib/word-count.js's withinWordLimit), and a `multi` group's boxes are one "in either order" set.

const { withinWordLimit } = require('./rules/word-count.js');
const SPELLING_VARIANTS = require('./spelling-variants.js');

// JavaScript's white space and line terminators, spelled out (not left to the regex engine's \s).
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
const OPTIONAL = /\(([^()]*)\)/g;
/** At most this many optional parts per key are expanded (2^n variants); any further ones stay required. */
const MAX_OPTIONAL_PARTS = 8;
/** The initials an exam with accept_initials takes, by the normal form of the whole key. */
const INITIALS = { true: 't', false: 'f', 'not given': 'ng', yes: 'y', no: 'n' };

// Printable ASCII words with single spaces between them: already in normal form but for the case. Most
// answers are (a letter, TRUE, a word or two), and the full normalisation costs twice as much.
const PLAIN_ASCII = /^[!-~]+(?: [!-~]+)*$/;

/** Digits then digits and commas: a number as written, perhaps grouped by commas (plainNumbers). */
const DIGITS_AND_COMMAS = /[0-9][0-9,]*/g;
/** A number grouped in threes by commas, and nothing else. */
const GROUPED_NUMBER = /^[0-9]{1,3}(?:,[0-9]{3})+$/;

/**
 * `1,000 kg` as `1000 kg`: each run of digits and commas (without the commas that end it, which are
 * punctuation) that is a number grouped in threes loses its commas. `1.000`, `10,00` and `1,0000` stay as
 * they are. server/scoring.go's plainNumbers is the same rule.
 */
function plainNumbers(text) {
  if (text.indexOf(',') === -1) return text;
  return text.replace(DIGITS_AND_COMMAS, (run) => {
    let end = run.length;
    while (run.charCodeAt(end - 1) === 44) end--;
    const number = run.slice(0, end);
    return GROUPED_NUMBER.test(number) ? number.replace(/,/g, '') + run.slice(end) : run;
  });
}

function normalize(value) {
  if (typeof value !== 'string') return '';
  if (PLAIN_ASCII.test(value)) return plainNumbers(value.toLowerCase());
  return plainNumbers(value.normalize('NFC').replace(WHITE_SPACE, ' ').trim().toLowerCase().normalize('NFC'));
}

/** A word's spellings (a Map of each spelling to its line's list), read from the list when first needed. */
let spellingsByWord = null;
function spellingsOf(word) {
  if (spellingsByWord === null) {
    spellingsByWord = new Map();
    for (const line of SPELLING_VARIANTS.split('\n')) {
      const words = line.split(' ');
      for (const spelling of words) spellingsByWord.set(spelling, words);
    }
  }
  return spellingsByWord.get(word);
}

/** Letters a–z: the words of a normal form that the spelling list may know. */
const ASCII_WORD = /[a-z]+/g;
/** At most this many spellings of one key form are taken (a key of many such words keeps its first ones'). */
const MAX_SPELLINGS = 64;

/**
 * A normal form with each of its words in every spelling the list gives (itself first): `flavour` gives
 * `flavour` and `flavor`; a word the list does not know stays as it is.
 */
function spellingForms(form) {
  let forms = [''];
  let last = 0;
  let match;
  ASCII_WORD.lastIndex = 0;
  while ((match = ASCII_WORD.exec(form)) !== null) {
    const between = form.slice(last, match.index);
    const spellings = spellingsOf(match[0]);
    last = match.index + match[0].length;
    if (!spellings || forms.length * spellings.length > MAX_SPELLINGS) {
      forms = forms.map((head) => head + between + match[0]);
      continue;
    }
    const next = [];
    for (const head of forms) {
      next.push(head + between + match[0]);
      for (const spelling of spellings) if (spelling !== match[0]) next.push(head + between + spelling);
    }
    forms = next;
  }
  const rest = form.slice(last);
  return forms.map((head) => head + rest);
}

/**
 * The normal forms a key accepts: every choice of keeping or dropping each "(optional)" part, plus the key
 * as written, plus its initial when `initials` is on and the key is exactly one of INITIALS' words; each of
 * them in every British and American spelling (spellingForms). Empty forms are dropped (a blank answer is
 * never correct).
 */
function keyForms(key, initials) {
  if (typeof key !== 'string') return [];
  const parts = [];
  let last = 0;
  let optional = 0;
  OPTIONAL.lastIndex = 0;
  let match;
  // parts: literal strings and { optional: text } entries, in order.
  while ((match = OPTIONAL.exec(key)) !== null) {
    parts.push(key.slice(last, match.index));
    if (optional < MAX_OPTIONAL_PARTS) {
      parts.push({ optional: match[1] });
      optional++;
    } else {
      parts.push(match[1]);
    }
    last = match.index + match[0].length;
  }
  parts.push(key.slice(last));
  const forms = new Set();
  const literal = normalize(key);
  if (literal) forms.add(literal);
  if (initials === true && Object.prototype.hasOwnProperty.call(INITIALS, literal))
    forms.add(INITIALS[literal]);
  for (let mask = 0; mask < 1 << optional; mask++) {
    let bit = 0;
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') text += part;
      else {
        if (mask & (1 << bit)) text += part.optional;
        bit++;
      }
    }
    const form = normalize(text);
    if (form) forms.add(form);
  }
  const spelled = new Set();
  for (const form of forms) for (const spelling of spellingForms(form)) spelled.add(spelling);
  return Array.from(spelled);
}

/** Whether `answer` matches any of `keys` (key values as stored); `initials`: the exam's accept_initials. */
function isCorrect(answer, keys, initials) {
  const given = normalize(answer);
  if (!given) return false;
  for (const key of keys || []) if (keyForms(key, initials).includes(given)) return true;
  return false;
}

/** A group's word limit as a slot of the scoring table holds it: { maxWords, numberAllowed }, or {} for none. */
function wordLimitOf(group) {
  if (!Number.isInteger(group.max_words) || group.max_words < 1) return {};
  return { maxWords: group.max_words, numberAllowed: group.number_allowed === true };
}

/**
 * What scoring a sheet needs, computed once per sheet (lib/store/caches.js caches it): one entry per slot, in
 * sheet order, { examId, num, questionId, keys, forms, set, head, tail, essay?, maxWords?, numberAllowed? } with
 * the accepted normal forms of all the keys, `set` the slot's "in either order" set ("groupId/index", or
 * "groupId/multi" for the rest of a `multi` group's boxes) or null, the group's word limit, and the slot's entry of
 * `raw.all` as JSON around its answer and its `correct` flag (head + answer + tail + correct + "}"), so that
 * scoring serialises only what the guest sent.
 * @param {object} sheet a buildSheet() result
 * @param {Map<string, string[]>|Record<string, string[]>} keysByQuestion accepted key values per question id
 * @param {string[]} [initialsExams] the ids of the exams with accept_initials on
 */
function scoringTable(sheet, keysByQuestion, initialsExams) {
  const keysOf = (id) =>
    (keysByQuestion instanceof Map ? keysByQuestion.get(id) : keysByQuestion && keysByQuestion[id]) || [];
  const formsOf = new Map();
  const table = [];
  const initials = new Set(initialsExams || []);
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) {
        const setOf = new Map();
        (group.either_order || []).forEach((set, i) => {
          for (const num of set) setOf.set(num, `${group.id}/${i}`);
        });
        // "Choose N letters": the boxes no listed set holds are one set (docs/architecture.md, "As an
        // examiner marks").
        if (group.type === 'multi') {
          const rest = group.slots.filter((slot) => !setOf.has(slot.num));
          if (rest.length > 1) for (const slot of rest) setOf.set(slot.num, `${group.id}/multi`);
        }
        const limit = wordLimitOf(group);
        for (const slot of group.slots) {
          const questionId = slot.questionId || null;
          const keys = questionId ? keysOf(questionId).slice() : [];
          if (questionId && !formsOf.has(questionId)) {
            const forms = new Set();
            for (const key of keys) for (const form of keyForms(key, initials.has(exam.id))) forms.add(form);
            formsOf.set(questionId, Array.from(forms));
          }
          table.push({
            examId: exam.id,
            num: slot.num,
            questionId,
            keys,
            forms: questionId ? formsOf.get(questionId) : [],
            set: questionId && setOf.has(slot.num) ? setOf.get(slot.num) : null,
            head: `{"num":${JSON.stringify(slot.num)},"questionId":${JSON.stringify(questionId)},"answer":`,
            tail: `,"keys":${JSON.stringify(keys)},"correct":`,
            // An essay is marked by people, not scored (docs/architecture.md, "Writing and marking").
            ...(group.type === 'essay' ? { essay: true } : {}),
            ...limit,
          });
        }
      }
  return table;
}

/**
 * "In either order": the boxes of a set are scored together, as the best assignment of boxes to questions.
 * Returns which boxes count as correct (box i is correct when the best assignment gives it a question whose
 * keys accept it). Maximum bipartite matching by augmenting paths: a set is a handful of boxes.
 * @param {string[]} normals the normal form of each box's answer
 * @param {string[][]} forms the accepted normal forms of each question of the set
 */
function bestAssignment(normals, forms) {
  const questionOf = normals.map(() => -1);
  const boxOf = forms.map(() => -1);
  const accepts = (box, question) => normals[box] !== '' && forms[question].indexOf(normals[box]) !== -1;
  const augment = (box, visited) => {
    for (let q = 0; q < forms.length; q++) {
      if (visited[q] || !accepts(box, q)) continue;
      visited[q] = true;
      if (boxOf[q] === -1 || augment(boxOf[q], visited)) {
        boxOf[q] = box;
        questionOf[box] = q;
        return true;
      }
    }
    return false;
  };
  for (let box = 0; box < normals.length; box++)
    augment(
      box,
      forms.map(() => false),
    );
  return questionOf.map((q) => q !== -1);
}

// Printable ASCII words with single spaces between them and neither `"` nor `\`: in normal form but for the
// case (PLAIN_ASCII), and JSON as they are between quotes. Most answers are, and JSON.stringify of each one
// cost more than the rest of its slot.
const PLAIN_JSON_SAFE = /^[!#-[\]-~]+(?: [!#-[\]-~]+)*$/;

// What scoreTable derives from a table once, kept per table object (a table is never changed once built):
// the pooled JS runtimes keep a room's parsed table (lib/guest-routes.js), and a regrade scores every
// submission with one.
const plans = new WeakMap();

/**
 * A table's "in either order" sets (their slot indexes, in table order), its exams in table order with
 * each one's total of bound slots, and each slot's exam as an index into them (-1: none).
 */
function planOf(table) {
  let plan = plans.get(table);
  if (plan) return plan;
  const setMembers = new Map();
  const examIndex = new Map();
  plan = { sets: [], examIds: [], totals: [], examOf: new Array(table.length) };
  for (let i = 0; i < table.length; i++) {
    const slot = table[i];
    if (slot.set) {
      if (!setMembers.has(slot.set)) setMembers.set(slot.set, []);
      setMembers.get(slot.set).push(i);
    }
    plan.examOf[i] = -1;
    if (slot.examId === undefined) continue;
    if (!examIndex.has(slot.examId)) {
      examIndex.set(slot.examId, plan.examIds.length);
      plan.examIds.push(slot.examId);
      plan.totals.push(0);
    }
    plan.examOf[i] = examIndex.get(slot.examId);
    if (slot.questionId !== null && !slot.essay) plan.totals[plan.examOf[i]]++;
  }
  plan.sets = Array.from(setMembers.values());
  plans.set(table, plan);
  return plan;
}

/**
 * Scores answers with a scoringTable().
 * @param {{ examId: string, questionId: string|null, forms: string[], set: string|null, head: string,
 *   tail: string }[]} table
 * @param {{ questionId: string, value: string }[]} answers what the guest sent
 * @returns {{ score: number, exams: Record<string, { score: number, total: number }>, rawJson: string }}
 *   `exams` the score and total (bound slots but essays, which are never right or wrong) of each exam on the sheet; rawJson is `raw` as JSON:
 *   { answers, all, correct }, where `all` has one entry per slot of the sheet, in sheet order:
 *   { num, questionId, answer, keys, correct } (a slot with no question has questionId null, keys [] and is
 *   never correct) and `correct` the correct ones. Built as text: serialising `all` was most of a
 *   submission's cost.
 */
function scoreTable(table, answers) {
  // Indexed loops and few calls per slot: each call and iterator costs in the JS engine of the hooks.
  const plan = planOf(table);
  const list = answers || [];
  const given = new Map();
  for (let i = 0; i < list.length; i++) {
    const answer = list[i];
    if (answer && typeof answer.questionId === 'string' && !given.has(answer.questionId)) {
      given.set(answer.questionId, typeof answer.value === 'string' ? answer.value : '');
    }
  }
  const n = table.length;
  const normalOf = new Array(n);
  const jsonOf = new Array(n);
  const right = new Array(n);
  for (let i = 0; i < n; i++) {
    const slot = table[i];
    const answer = slot.questionId === null ? undefined : given.get(slot.questionId);
    if (answer === undefined || answer === '') {
      normalOf[i] = '';
      jsonOf[i] = '""';
      right[i] = false;
      continue;
    }
    if (slot.forms.length === 0 && slot.set === null) {
      // No key to compare with (an essay's slot): stored as written, not normalised, which for an essay
      // of thousands of characters is work for nothing.
      normalOf[i] = '';
      jsonOf[i] = JSON.stringify(answer);
      right[i] = false;
      continue;
    }
    if (PLAIN_JSON_SAFE.test(answer)) {
      normalOf[i] = plainNumbers(answer.toLowerCase());
      jsonOf[i] = `"${answer}"`;
    } else {
      normalOf[i] = normalize(answer);
      jsonOf[i] = JSON.stringify(answer);
    }
    // Over the word limit: wrong, as a blank is, even in an "in either order" set.
    if (slot.maxWords !== undefined && !withinWordLimit(answer, slot.maxWords, slot.numberAllowed))
      normalOf[i] = '';
    right[i] = normalOf[i] !== '' && slot.forms.indexOf(normalOf[i]) !== -1;
  }
  for (let s = 0; s < plan.sets.length; s++) {
    const members = plan.sets[s];
    const verdicts = bestAssignment(
      members.map((i) => normalOf[i]),
      members.map((i) => table[i].forms),
    );
    for (let k = 0; k < members.length; k++) right[members[k]] = verdicts[k];
  }
  const all = new Array(n);
  const correct = [];
  const scores = plan.totals.map(() => 0);
  for (let i = 0; i < n; i++) {
    const slot = table[i];
    const entry = `${slot.head}${jsonOf[i]}${slot.tail}${right[i]}}`;
    all[i] = entry;
    if (right[i]) {
      correct.push(entry);
      if (plan.examOf[i] !== -1) scores[plan.examOf[i]]++;
    }
  }
  const exams = {};
  for (let e = 0; e < plan.examIds.length; e++)
    exams[plan.examIds[e]] = { score: scores[e], total: plan.totals[e] };
  const rawJson = `{"answers":${JSON.stringify(list)},"all":[${all.join(',')}],"correct":[${correct.join(',')}]}`;
  return { score: correct.length, exams, rawJson };
}

/**
 * A submission's scoring, shared by the submission route and the collecting of drafts (lib/store/
 * collect-drafts.js): scoreTable's result, with the guest's flags kept in raw (`flags`, when there are
 * any; they are not scored).
 * @param {string[]} [flags] the flagged question ids
 */
function scoreSubmission(table, answers, flags) {
  const scored = scoreTable(table, answers);
  if (flags && flags.length > 0)
    scored.rawJson = `${scored.rawJson.slice(0, -1)},"flags":${JSON.stringify(flags)}}`;
  return scored;
}

/** Scores answers against a sheet: scoreTable(scoringTable(sheet, keysByQuestion, initialsExams), answers). */
function scoreSheet(sheet, answers, keysByQuestion, initialsExams) {
  return scoreTable(scoringTable(sheet, keysByQuestion, initialsExams), answers);
}

module.exports = {
  INITIALS,
  normalize,
  plainNumbers,
  wordLimitOf,
  keyForms,
  isCorrect,
  scoringTable,
  bestAssignment,
  scoreTable,
  scoreSubmission,
  scoreSheet,
};
