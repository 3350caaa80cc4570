// Scoring (DESIGN.md §4). An answer is correct when its normal form equals the normal form of any accepted
// key of its question. Normal form: Unicode NFC, trimmed, runs of white space collapsed to one space,
// lower-cased (locale-independent). Words in parentheses in a key are optional: "(the) library" accepts
// "the library" and "library". Blank answers are wrong. Pure: no PocketBase globals.

const { sheetSlots } = require('./sheet.js');

// JavaScript's white space and line terminators, spelled out (not left to the regex engine's \s).
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
const OPTIONAL = /\(([^()]*)\)/g;
/** At most this many optional parts per key are expanded (2^n variants); any further ones stay required. */
const MAX_OPTIONAL_PARTS = 8;

function normalize(value) {
  if (typeof value !== 'string') return '';
  return value.normalize('NFC').replace(WHITE_SPACE, ' ').trim().toLowerCase().normalize('NFC');
}

/**
 * The normal forms a key accepts: every choice of keeping or dropping each "(optional)" part, plus the key
 * as written. Empty forms are dropped (a blank answer is never correct).
 */
function keyForms(key) {
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
  return Array.from(forms);
}

/** Whether `answer` matches any of `keys` (key values as stored). */
function isCorrect(answer, keys) {
  const given = normalize(answer);
  if (!given) return false;
  for (const key of keys || []) if (keyForms(key).includes(given)) return true;
  return false;
}

/**
 * What scoring a sheet needs, computed once per sheet (lib/store.js caches it): one entry per slot, in
 * sheet order, { num, questionId, keys, forms } with the accepted normal forms of all the keys.
 * @param {object} sheet a buildSheet() result
 * @param {Map<string, string[]>|Record<string, string[]>} keysByQuestion accepted key values per question id
 */
function scoringTable(sheet, keysByQuestion) {
  const keysOf = (id) =>
    (keysByQuestion instanceof Map ? keysByQuestion.get(id) : keysByQuestion && keysByQuestion[id]) || [];
  const formsOf = new Map();
  return sheetSlots(sheet).map((slot) => {
    if (!slot.questionId) return { num: slot.num, questionId: null, keys: [], forms: [] };
    const keys = keysOf(slot.questionId).slice();
    if (!formsOf.has(slot.questionId)) {
      const forms = new Set();
      for (const key of keys) for (const form of keyForms(key)) forms.add(form);
      formsOf.set(slot.questionId, Array.from(forms));
    }
    return { num: slot.num, questionId: slot.questionId, keys, forms: formsOf.get(slot.questionId) };
  });
}

/**
 * Scores answers with a scoringTable().
 * @param {{ num: number, questionId: string|null, keys: string[], forms: string[] }[]} table
 * @param {{ questionId: string, value: string }[]} answers what the guest sent
 * @returns {{ score: number, raw: { answers: object[], all: object[], correct: object[] } }}
 *   `all` has one entry per slot of the sheet, in sheet order: { num, questionId, answer, keys, correct };
 *   a slot with no question has questionId null, keys [] and is never correct.
 */
function scoreTable(table, answers) {
  const given = new Map();
  for (const answer of answers || []) {
    if (answer && typeof answer.questionId === 'string' && !given.has(answer.questionId)) {
      given.set(answer.questionId, typeof answer.value === 'string' ? answer.value : '');
    }
  }
  const all = table.map((slot) => {
    if (!slot.questionId) return { num: slot.num, questionId: null, answer: '', keys: [], correct: false };
    const answer = given.has(slot.questionId) ? given.get(slot.questionId) : '';
    const normal = normalize(answer);
    return {
      num: slot.num,
      questionId: slot.questionId,
      answer,
      keys: slot.keys,
      correct: normal !== '' && slot.forms.indexOf(normal) !== -1,
    };
  });
  const correct = all.filter((entry) => entry.correct);
  return { score: correct.length, raw: { answers: answers || [], all, correct } };
}

/** Scores answers against a sheet: scoreTable(scoringTable(sheet, keysByQuestion), answers). */
function scoreSheet(sheet, answers, keysByQuestion) {
  return scoreTable(scoringTable(sheet, keysByQuestion), answers);
}

module.exports = { normalize, keyForms, isCorrect, scoringTable, scoreTable, scoreSheet };
