// Scoring (docs/architecture.md, "Scoring"). An answer is correct when its normal form equals the normal form of any accepted
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
 * sheet order, { num, questionId, keys, forms, head, tail } with the accepted normal forms of all the keys,
 * and the slot's entry of `raw.all` as JSON around its answer and its `correct` flag (head + answer + tail +
 * correct + "}"), so that scoring serialises only what the guest sent.
 * @param {object} sheet a buildSheet() result
 * @param {Map<string, string[]>|Record<string, string[]>} keysByQuestion accepted key values per question id
 */
function scoringTable(sheet, keysByQuestion) {
  const keysOf = (id) =>
    (keysByQuestion instanceof Map ? keysByQuestion.get(id) : keysByQuestion && keysByQuestion[id]) || [];
  const formsOf = new Map();
  return sheetSlots(sheet).map((slot) => {
    const questionId = slot.questionId || null;
    const keys = questionId ? keysOf(questionId).slice() : [];
    if (questionId && !formsOf.has(questionId)) {
      const forms = new Set();
      for (const key of keys) for (const form of keyForms(key)) forms.add(form);
      formsOf.set(questionId, Array.from(forms));
    }
    return {
      num: slot.num,
      questionId,
      keys,
      forms: questionId ? formsOf.get(questionId) : [],
      head: `{"num":${JSON.stringify(slot.num)},"questionId":${JSON.stringify(questionId)},"answer":`,
      tail: `,"keys":${JSON.stringify(keys)},"correct":`,
    };
  });
}

/**
 * Scores answers with a scoringTable().
 * @param {{ questionId: string|null, forms: string[], head: string, tail: string }[]} table
 * @param {{ questionId: string, value: string }[]} answers what the guest sent
 * @returns {{ score: number, rawJson: string }} rawJson is `raw` as JSON: { answers, all, correct }, where
 *   `all` has one entry per slot of the sheet, in sheet order: { num, questionId, answer, keys, correct }
 *   (a slot with no question has questionId null, keys [] and is never correct) and `correct` the correct
 *   ones. Built as text: serialising `all` was most of a submission's cost.
 */
function scoreTable(table, answers) {
  // Indexed loops: for…of walks an iterator, which costs in the JS engine of the hooks.
  const list = answers || [];
  const given = new Map();
  for (let i = 0; i < list.length; i++) {
    const answer = list[i];
    if (answer && typeof answer.questionId === 'string' && !given.has(answer.questionId)) {
      given.set(answer.questionId, typeof answer.value === 'string' ? answer.value : '');
    }
  }
  const all = [];
  const correct = [];
  for (let i = 0; i < table.length; i++) {
    const slot = table[i];
    const answer = slot.questionId !== null && given.has(slot.questionId) ? given.get(slot.questionId) : '';
    const normal = answer === '' ? '' : normalize(answer);
    const isRight = normal !== '' && slot.forms.indexOf(normal) !== -1;
    const entry = `${slot.head}${JSON.stringify(answer)}${slot.tail}${isRight}}`;
    all.push(entry);
    if (isRight) correct.push(entry);
  }
  const rawJson = `{"answers":${JSON.stringify(list)},"all":[${all.join(',')}],"correct":[${correct.join(',')}]}`;
  return { score: correct.length, rawJson };
}

/** Scores answers against a sheet: scoreTable(scoringTable(sheet, keysByQuestion), answers). */
function scoreSheet(sheet, answers, keysByQuestion) {
  return scoreTable(scoringTable(sheet, keysByQuestion), answers);
}

module.exports = { normalize, keyForms, isCorrect, scoringTable, scoreTable, scoreSheet };
