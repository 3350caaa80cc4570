// Scoring (see docs/architecture.md, "Scoring"). An answer is correct when its normal form equals the
// normal form of any accepted key of its question. Normal form: Unicode NFC, trimmed, runs of white space
// collapsed to one space, lower-cased (locale-independent). Words in parentheses in a key are optional: "(the) library" accepts
// "the library" and "library". Blank answers are wrong. Pure: no PocketBase globals.
// "In either order" sets are scored as the best assignment of their boxes to their questions. An exam with
// accept_initials also takes T, F, NG, Y, N for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO.
// As an examiner marks (docs/architecture.md, "As an examiner marks"): digits grouped in threes by commas
// are the number without them (in the normal form itself), a key's British and American spellings are all
// among its forms (keyForms, from spelling-variants.ts), an answer over its group's word limit is wrong
// (word-count.ts's withinWordLimit), and a `multi` group's boxes are one "in either order" set.
// server/internal/rules/scoring.go is the same rule in Go, held equal to this one by its differential tests.

import { SPELLING_VARIANTS } from './spelling-variants.ts';
import { withinWordLimit } from './word-count.ts';

/** An answer as the guest sends it. */
export interface ScoredAnswer {
  questionId: string;
  value: string;
}

/** One slot of a scoring table (scoringTable). */
export interface ScoringSlot {
  examId: string;
  num: number;
  questionId: string | null;
  keys: string[];
  forms: string[];
  set: string | null;
  head: string;
  tail: string;
  essay?: true;
  maxWords?: number;
  numberAllowed?: boolean;
}

/** A score and `raw` as JSON text: { answers, all, correct } (and `flags` when any). */
export interface Scored {
  score: number;
  exams: Record<string, { score: number; total: number }>;
  rawJson: string;
  /**
   * raw.all's verdicts in its order, `questionId+` (right) or `questionId-`, joined by commas; a slot bound
   * to no question is left out. Stored beside raw, so a student's counts by question type are read without
   * parsing raws (docs/architecture.md, "Scoring").
   */
  verdicts: string;
}

/** What scoringTable reads of a sheet (a buildSheet() result). */
export interface ScoringSheet {
  exams: {
    id: string;
    sections: {
      groups: {
        id: string;
        type?: string;
        either_order?: number[][] | null;
        max_words?: unknown;
        number_allowed?: unknown;
        slots: { num: number; questionId?: string | null }[];
      }[];
    }[];
  }[];
}

/** Accepted key values per question id. */
export type KeysByQuestion = Map<string, string[]> | Record<string, string[]>;

// JavaScript's white space and line terminators, spelled out (not left to the regex engine's \s).
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
const OPTIONAL = /\(([^()]*)\)/g;
/** At most this many optional parts per key are expanded (2^n variants); any further ones stay required. */
const MAX_OPTIONAL_PARTS = 8;
/** The initials an exam with accept_initials takes, by the normal form of the whole key. */
export const INITIALS: Record<string, string> = {
  true: 't',
  false: 'f',
  'not given': 'ng',
  yes: 'y',
  no: 'n',
};

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
 * they are. server/internal/rules/scoring.go's plainNumbers is the same rule.
 */
export function plainNumbers(text: string): string {
  if (text.indexOf(',') === -1) return text;
  return text.replace(DIGITS_AND_COMMAS, (run) => {
    let end = run.length;
    while (run.charCodeAt(end - 1) === 44) end--;
    const number = run.slice(0, end);
    return GROUPED_NUMBER.test(number) ? number.replace(/,/g, '') + run.slice(end) : run;
  });
}

export function normalize(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (PLAIN_ASCII.test(value)) return plainNumbers(value.toLowerCase());
  return plainNumbers(value.normalize('NFC').replace(WHITE_SPACE, ' ').trim().toLowerCase().normalize('NFC'));
}

/** A word's spellings (a Map of each spelling to its line's list), read from the list when first needed. */
let spellingsByWord: Map<string, string[]> | null = null;
function spellingsOf(word: string): string[] | undefined {
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
function spellingForms(form: string): string[] {
  let forms = [''];
  let last = 0;
  let match: RegExpExecArray | null;
  ASCII_WORD.lastIndex = 0;
  while ((match = ASCII_WORD.exec(form)) !== null) {
    const between = form.slice(last, match.index);
    const spellings = spellingsOf(match[0]);
    last = match.index + match[0].length;
    if (!spellings || forms.length * spellings.length > MAX_SPELLINGS) {
      const word = match[0];
      forms = forms.map((head) => head + between + word);
      continue;
    }
    const next: string[] = [];
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
export function keyForms(key: unknown, initials?: boolean): string[] {
  if (typeof key !== 'string') return [];
  const parts: (string | { optional: string })[] = [];
  let last = 0;
  let optional = 0;
  OPTIONAL.lastIndex = 0;
  let match: RegExpExecArray | null;
  // parts: literal strings and { optional: text } entries, in order.
  while ((match = OPTIONAL.exec(key)) !== null) {
    parts.push(key.slice(last, match.index));
    if (optional < MAX_OPTIONAL_PARTS) {
      parts.push({ optional: match[1]! });
      optional++;
    } else {
      parts.push(match[1]!);
    }
    last = match.index + match[0].length;
  }
  parts.push(key.slice(last));
  const forms = new Set<string>();
  const literal = normalize(key);
  if (literal) forms.add(literal);
  if (initials === true && Object.prototype.hasOwnProperty.call(INITIALS, literal))
    forms.add(INITIALS[literal]!);
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
  const spelled = new Set<string>();
  for (const form of forms) for (const spelling of spellingForms(form)) spelled.add(spelling);
  return Array.from(spelled);
}

/** Whether `answer` matches any of `keys` (key values as stored); `initials`: the exam's accept_initials. */
export function isCorrect(answer: unknown, keys: string[] | null | undefined, initials?: boolean): boolean {
  const given = normalize(answer);
  if (!given) return false;
  for (const key of keys || []) if (keyForms(key, initials).includes(given)) return true;
  return false;
}

/** A group's word limit as a slot of the scoring table holds it: { maxWords, numberAllowed }, or {} for none. */
export function wordLimitOf(group: { max_words?: unknown; number_allowed?: unknown }): {
  maxWords?: number;
  numberAllowed?: boolean;
} {
  if (!Number.isInteger(group.max_words) || (group.max_words as number) < 1) return {};
  return { maxWords: group.max_words as number, numberAllowed: group.number_allowed === true };
}

/**
 * What scoring a sheet needs, computed once per sheet (lib/store/caches.js caches it): one entry per slot, in
 * sheet order, { examId, num, questionId, keys, forms, set, head, tail, essay?, maxWords?, numberAllowed? } with
 * the accepted normal forms of all the keys, `set` the slot's "in either order" set ("groupId/index", or
 * "groupId/multi" for the rest of a `multi` group's boxes) or null, the group's word limit, and the slot's entry of
 * `raw.all` as JSON around its answer and its `correct` flag (head + answer + tail + correct + "}"), so that
 * scoring serialises only what the guest sent.
 * `initialsExams`: the ids of the exams with accept_initials on.
 */
export function scoringTable(
  sheet: ScoringSheet,
  keysByQuestion: KeysByQuestion,
  initialsExams?: string[],
): ScoringSlot[] {
  const keysOf = (id: string): string[] =>
    (keysByQuestion instanceof Map ? keysByQuestion.get(id) : keysByQuestion && keysByQuestion[id]) || [];
  const formsOf = new Map<string, string[]>();
  const table: ScoringSlot[] = [];
  const initials = new Set(initialsExams || []);
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) {
        const setOf = new Map<number, string>();
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
            const forms = new Set<string>();
            for (const key of keys) for (const form of keyForms(key, initials.has(exam.id))) forms.add(form);
            formsOf.set(questionId, Array.from(forms));
          }
          table.push({
            examId: exam.id,
            num: slot.num,
            questionId,
            keys,
            forms: questionId ? formsOf.get(questionId)! : [],
            set: questionId && setOf.has(slot.num) ? setOf.get(slot.num)! : null,
            head: `{"num":${JSON.stringify(slot.num)},"questionId":${JSON.stringify(questionId)},"answer":`,
            tail: `,"keys":${JSON.stringify(keys)},"correct":`,
            // An essay is marked by people, not scored (docs/architecture.md, "Writing and marking").
            ...(group.type === 'essay' ? { essay: true as const } : {}),
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
 * `normals`: the normal form of each box's answer; `forms`: the accepted normal forms of each question.
 */
export function bestAssignment(normals: string[], forms: string[][]): boolean[] {
  const questionOf = normals.map(() => -1);
  const boxOf = forms.map(() => -1);
  const accepts = (box: number, question: number) =>
    normals[box] !== '' && forms[question]!.indexOf(normals[box]!) !== -1;
  const augment = (box: number, visited: boolean[]): boolean => {
    for (let q = 0; q < forms.length; q++) {
      if (visited[q] || !accepts(box, q)) continue;
      visited[q] = true;
      if (boxOf[q] === -1 || augment(boxOf[q]!, visited)) {
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
/** A table's sets, exams and each slot's exam (planOf). */
interface Plan {
  sets: number[][];
  examIds: string[];
  totals: number[];
  examOf: number[];
}
const plans = new WeakMap<ScoringSlot[], Plan>();

/**
 * A table's "in either order" sets (their slot indexes, in table order), its exams in table order with
 * each one's total of bound slots, and each slot's exam as an index into them (-1: none).
 */
function planOf(table: ScoringSlot[]): Plan {
  let plan = plans.get(table);
  if (plan) return plan;
  const setMembers = new Map<string, number[]>();
  const examIndex = new Map<string, number>();
  plan = { sets: [], examIds: [], totals: [], examOf: new Array(table.length) } as Plan;
  for (let i = 0; i < table.length; i++) {
    const slot = table[i]!;
    if (slot.set) {
      if (!setMembers.has(slot.set)) setMembers.set(slot.set, []);
      setMembers.get(slot.set)!.push(i);
    }
    plan.examOf[i] = -1;
    if (slot.examId === undefined) continue;
    if (!examIndex.has(slot.examId)) {
      examIndex.set(slot.examId, plan.examIds.length);
      plan.examIds.push(slot.examId);
      plan.totals.push(0);
    }
    plan.examOf[i] = examIndex.get(slot.examId)!;
    if (slot.questionId !== null && !slot.essay) plan.totals[plan.examOf[i]!]!++;
  }
  plan.sets = Array.from(setMembers.values());
  plans.set(table, plan);
  return plan;
}

/**
 * Scores answers with a scoringTable().
 * `answers`: what the guest sent. Returns `exams`, the score and total (bound slots but essays, which are never right or wrong) of each exam on the sheet; rawJson is `raw` as JSON:
 *   { answers, all, correct }, where `all` has one entry per slot of the sheet, in sheet order:
 *   { num, questionId, answer, keys, correct } (a slot with no question has questionId null, keys [] and is
 *   never correct) and `correct` the correct ones. Built as text: serialising `all` was most of a
 *   submission's cost.
 */
export function scoreTable(table: ScoringSlot[], answers: ScoredAnswer[] | null | undefined): Scored {
  // Indexed loops and few calls per slot: each call and iterator costs in the JS engine of the hooks.
  const plan = planOf(table);
  const list = answers || [];
  const given = new Map<string, string>();
  for (let i = 0; i < list.length; i++) {
    const answer = list[i];
    if (answer && typeof answer.questionId === 'string' && !given.has(answer.questionId)) {
      given.set(answer.questionId, typeof answer.value === 'string' ? answer.value : '');
    }
  }
  const n = table.length;
  const normalOf: string[] = new Array(n);
  const jsonOf: string[] = new Array(n);
  const right: boolean[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const slot = table[i]!;
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
    if (slot.maxWords !== undefined && !withinWordLimit(answer, slot.maxWords, slot.numberAllowed!))
      normalOf[i] = '';
    right[i] = normalOf[i] !== '' && slot.forms.indexOf(normalOf[i]!) !== -1;
  }
  for (let s = 0; s < plan.sets.length; s++) {
    const members = plan.sets[s]!;
    const verdicts = bestAssignment(
      members.map((i) => normalOf[i]!),
      members.map((i) => table[i]!.forms),
    );
    for (let k = 0; k < members.length; k++) right[members[k]!] = verdicts[k]!;
  }
  const all: string[] = new Array(n);
  const correct: string[] = [];
  const verdicts: string[] = [];
  const scores = plan.totals.map(() => 0);
  for (let i = 0; i < n; i++) {
    const slot = table[i]!;
    const entry = `${slot.head}${jsonOf[i]}${slot.tail}${right[i]}}`;
    all[i] = entry;
    if (slot.questionId !== null) verdicts.push(`${slot.questionId}${right[i] ? '+' : '-'}`);
    if (right[i]) {
      correct.push(entry);
      if (plan.examOf[i] !== -1) scores[plan.examOf[i]!]!++;
    }
  }
  const exams: Scored['exams'] = {};
  for (let e = 0; e < plan.examIds.length; e++)
    exams[plan.examIds[e]!] = { score: scores[e]!, total: plan.totals[e]! };
  const rawJson = `{"answers":${JSON.stringify(list)},"all":[${all.join(',')}],"correct":[${correct.join(',')}]}`;
  return { score: correct.length, exams, rawJson, verdicts: verdicts.join(',') };
}

/**
 * A submission's scoring, shared by the submission route and the collecting of drafts (lib/store/
 * collect-drafts.js): scoreTable's result, with the guest's flags kept in raw (`flags`, when there are
 * any; they are not scored).
 * `flags`: the flagged question ids.
 */
export function scoreSubmission(
  table: ScoringSlot[],
  answers: ScoredAnswer[] | null | undefined,
  flags?: string[],
): Scored {
  const scored = scoreTable(table, answers);
  if (flags && flags.length > 0)
    scored.rawJson = `${scored.rawJson.slice(0, -1)},"flags":${JSON.stringify(flags)}}`;
  return scored;
}

/** Scores answers against a sheet: scoreTable(scoringTable(sheet, keysByQuestion, initialsExams), answers). */
export function scoreSheet(
  sheet: ScoringSheet,
  answers: ScoredAnswer[] | null | undefined,
  keysByQuestion: KeysByQuestion,
  initialsExams?: string[],
): Scored {
  return scoreTable(scoringTable(sheet, keysByQuestion, initialsExams), answers);
}
