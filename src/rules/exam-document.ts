// An exam as one document (docs/architecture.md, "Authoring"): the checks of the exam entry of the import
// format, of the exam editor's working copy and of the library's document routes, written once. A problem
// is named by its path (`sections.1.groups.0.to`) with a code and a sentence; the editor shows the sentence
// under the field, the importer after the path, the server in a 400 keyed by path.
import {
  CONTENT_MAX,
  DEFAULT_GROUP_TYPE,
  GROUP_TYPES,
  INSTRUCTIONS_MAX,
  MAX_WORDS_MAX,
  MIN_WORDS_MAX,
  OPTION_LETTER,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  PASSAGE_MAX,
  PROMPT_MAX,
  TITLE_MAX,
  gapProblem,
  type GroupType,
} from './computer-content';
import {
  EXAM_MAX_GROUPS,
  EXAM_MAX_KEYS,
  EXAM_MAX_NUMBER,
  EXAM_MAX_QUESTIONS,
  EXAM_MAX_SECTIONS,
  EXAM_NAME_MAX,
  KEY_MAX,
  charLength,
} from './limits';
import { EXAM_KINDS, isWritingKind, type ExamKind } from './exam-kinds';
import { withinWordLimit, withoutOptionalWords, wordLimitText } from './word-count';
import { WRITING_MIN_WORDS } from './writing-task';

/** A record id as PocketBase makes them: what a part's `id` in a document must look like. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

/** A question number that is not a whole number, in the words the editor shows for one it cannot read. */
export const WHOLE_NUMBER = 'Must be a whole number.';

/** The band table's rules in words, as the editor shows them under its cells and the importer by path. */
export const BAND_RULES = {
  list: 'Must be a list of [lowest score, band] rows, or none.',
  row: 'A row is [lowest score, band].',
  score: `A score is a whole number from 0 to ${EXAM_MAX_NUMBER}.`,
  band: 'A band is a number from 0 to 9, such as 6.5.',
  order: 'Bands go from the highest score to the lowest: each row needs a lower score than the row above.',
  rows: 'A band table needs at least one row.',
} as const;

export interface DocumentProblem {
  /** The path of the value at fault, parts joined by dots (`sections.0.groups.1.questions.2.keys.0`). */
  path: string;
  code: string;
  message: string;
}

export interface DocumentOption {
  letter: string;
  text: string;
}
/** `Num` is `number | null` while a document is checked: a number at fault is null until the end. */
export interface DocumentQuestion<Num = number> {
  id: string | null;
  num: Num;
  keys: string[];
  prompt: string | null;
  options: DocumentOption[] | null;
}
export interface DocumentGroup<Num = number> {
  id: string | null;
  from: Num;
  to: Num;
  either_order: number[][];
  type: GroupType;
  instructions: string | null;
  options: DocumentOption[] | null;
  content: string | null;
  min_words: number | null;
  title: string | null;
  max_words: number | null;
  number_allowed: boolean;
  questions: DocumentQuestion<Num>[];
}
export interface DocumentSection<Num = number> {
  id: string | null;
  name: string;
  passage: string | null;
  groups: DocumentGroup<Num>[];
}
export interface CheckedExamDocument<Num = number> {
  name: string;
  kind: ExamKind;
  bands: [number, number][] | null;
  accept_initials: boolean;
  sections: DocumentSection<Num>[];
}
type Checking = CheckedExamDocument<number | null>;

type Fail = (path: string, code: string, message: string) => void;
type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const has = (object: Item, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const absent = (value: unknown) => value === undefined || value === null;

/** The checks of one document, sharing its `fail` and the ids seen so far. */
function checkers(fail: Fail) {
  const text = (value: unknown, path: string, max: number): string => {
    if (typeof value !== 'string') {
      if (absent(value)) fail(path, 'validation_required', 'Cannot be blank.');
      else fail(path, 'validation_invalid_type', 'Must be text.');
      return '';
    }
    const trimmed = value.trim();
    if (trimmed === '') fail(path, 'validation_required', 'Cannot be blank.');
    else if (charLength(trimmed) > max)
      fail(path, 'validation_length_out_of_range', `Must be at most ${max} characters.`);
    return trimmed;
  };
  const number = (value: unknown, path: string): number | null => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      fail(path, 'validation_invalid_type', WHOLE_NUMBER);
      return null;
    }
    if (value < 1 || value > EXAM_MAX_NUMBER) {
      fail(path, 'validation_out_of_range', `Must be between 1 and ${EXAM_MAX_NUMBER}.`);
      return null;
    }
    return value;
  };
  // Optional text of the test on computer: null when absent or blank. Passages and content are Markdown,
  // kept as written (only the ends trimmed); short texts are trimmed the same way.
  const optionalText = (value: unknown, path: string, max: number): string | null => {
    if (absent(value)) return null;
    if (typeof value !== 'string') {
      fail(path, 'validation_invalid_type', 'Must be text.');
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (charLength(trimmed) > max)
      fail(path, 'validation_length_out_of_range', `Must be at most ${max} characters.`);
    return trimmed;
  };
  // `[{ letter, text }]`, at most OPTIONS_MAX, each letter once: null when absent or empty.
  const options = (value: unknown, path: string): DocumentOption[] | null => {
    if (absent(value)) return null;
    if (!Array.isArray(value)) {
      fail(path, 'validation_invalid_type', 'Must be a list of { letter, text }.');
      return null;
    }
    if (value.length > OPTIONS_MAX) {
      fail(path, 'validation_too_many', `At most ${OPTIONS_MAX} options.`);
      return null;
    }
    const letters = new Set<string>();
    const out: DocumentOption[] = [];
    value.forEach((option: unknown, oi) => {
      const at = `${path}.${oi}`;
      if (!isObject(option)) {
        fail(at, 'validation_invalid_type', 'Must be { letter, text }.');
        return;
      }
      const letter = typeof option.letter === 'string' ? option.letter.trim() : '';
      if (!OPTION_LETTER.test(letter))
        fail(`${at}.letter`, 'validation_invalid_value', 'Must be a letter (A–Z) or a numeral (iv).');
      else if (letters.has(letter.toUpperCase()))
        fail(`${at}.letter`, 'validation_duplicate', `The letter ${letter} appears twice.`);
      letters.add(letter.toUpperCase());
      out.push({ letter, text: text(option.text, `${at}.text`, OPTION_TEXT_MAX) });
    });
    return out.length > 0 ? out : null;
  };
  const ids = new Set<string>();
  const id = (item: Item, path: string): string | null => {
    if (!has(item, 'id') || absent(item.id)) return null;
    if (typeof item.id !== 'string' || !RECORD_ID.test(item.id)) {
      fail(`${path}.id`, 'validation_invalid_id', 'Not a part of this exam.');
      return null;
    }
    if (ids.has(item.id)) {
      fail(`${path}.id`, 'validation_duplicate', 'This part appears twice.');
      return null;
    }
    ids.add(item.id);
    return item.id;
  };
  const list = (value: unknown, path: string, min: number, max: number, what: string): unknown[] | null => {
    if (!Array.isArray(value)) {
      fail(path, 'validation_invalid_type', 'Must be a list.');
      return null;
    }
    if (value.length < min) {
      fail(path, 'validation_required', `Needs at least one ${what}.`);
      return null;
    }
    if (value.length > max) {
      fail(path, 'validation_too_many', `At most ${max} ${what}s.`);
      return null;
    }
    return value;
  };
  // A whole number in [min, max], or none (null) when absent.
  const wholeOrNone = (value: unknown, path: string, min: number, max: number, message: string) => {
    if (absent(value)) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      fail(path, 'validation_out_of_range', message);
      return null;
    }
    return value;
  };
  return { text, number, optionalText, options, id, list, wholeOrNone };
}

/**
 * Checks an exam document.
 * @param doc `{ name, kind?, bands?, accept_initials?, sections: [{ id?, name, passage?, groups: [{ id?, from,
 *   to, either_order?, type?, instructions?, options?, content?, min_words?, title?, max_words?,
 *   number_allowed?, questions?: [{ id?, num, keys, prompt?, options? }] }] }] }`; other fields (media,
 *   audio, usage, minutes…) are not looked at. The content of the test on computer is optional: absent or
 *   blank is null, a group's type `gap`.
 * @returns the document trimmed, defaults filled (a Writing task's minimum words too) and ids null where
 *   absent, or null when there are problems; and every problem found, in document order.
 */
export function validateExamDocument(doc: unknown): {
  value: CheckedExamDocument | null;
  errors: DocumentProblem[];
} {
  const errors: DocumentProblem[] = [];
  const fail: Fail = (path, code, message) => errors.push({ path, code, message });
  if (!isObject(doc)) {
    fail('', 'validation_invalid_type', 'The exam must be a JSON object.');
    return { value: null, errors };
  }
  const check = checkers(fail);
  const out: Checking = {
    name: check.text(doc.name, 'name', EXAM_NAME_MAX),
    kind: 'other',
    bands: null,
    accept_initials: false,
    sections: [],
  };
  if (doc.kind !== undefined) {
    if (EXAM_KINDS.indexOf(doc.kind as ExamKind) === -1)
      fail('kind', 'validation_invalid_value', `Must be ${EXAM_KINDS.slice(0, -1).join(', ')} or other.`);
    else out.kind = doc.kind as ExamKind;
  }
  if (!absent(doc.bands)) out.bands = bandTable(doc.bands, fail);
  if (doc.accept_initials !== undefined) {
    if (typeof doc.accept_initials !== 'boolean')
      fail('accept_initials', 'validation_invalid_type', 'Must be true or false.');
    else out.accept_initials = doc.accept_initials;
  }

  let questionCount = 0;
  const owner = new Map<number, string>(); // question number → "section s, group g" that covers it
  const sections = check.list(doc.sections, 'sections', 1, EXAM_MAX_SECTIONS, 'section');
  (sections ?? []).forEach((section, si) => {
    const at = `sections.${si}`;
    if (!isObject(section)) {
      fail(at, 'validation_invalid_type', 'Must be an object.');
      return;
    }
    const outSection: DocumentSection<number | null> = {
      id: check.id(section, at),
      name: check.text(section.name, `${at}.name`, EXAM_NAME_MAX),
      passage: check.optionalText(section.passage, `${at}.passage`, PASSAGE_MAX),
      groups: [],
    };
    out.sections.push(outSection);
    const groups = check.list(section.groups, `${at}.groups`, 1, EXAM_MAX_GROUPS, 'group');
    (groups ?? []).forEach((group, gi) => {
      const outGroup = checkGroup(group, `${at}.groups.${gi}`, check, fail);
      if (!outGroup) return;
      outSection.groups.push(outGroup);
      questionCount += outGroup.questions.length;
      // No question number in two groups of the exam: the first group to cover it keeps it.
      const { from, to } = outGroup;
      if (from !== null && to !== null && from <= to) {
        for (let n = from; n <= to; n++) {
          if (owner.has(n)) {
            fail(
              `${at}.groups.${gi}`,
              'validation_overlap',
              `Question ${n} is already covered by ${owner.get(n)}.`,
            );
            break;
          }
          owner.set(n, `section ${si + 1}, group ${gi + 1}`);
        }
      }
    });
  });
  if (isWritingKind(out.kind)) writingShape(out, fail);
  if (questionCount > EXAM_MAX_QUESTIONS)
    fail(
      'sections',
      'validation_too_many',
      `An exam holds at most ${EXAM_MAX_QUESTIONS} questions; this one has ${questionCount}.`,
    );
  // Without problems, every number of `out` is one.
  return { value: errors.length ? null : (out as CheckedExamDocument), errors };
}

/** One group at `at`, checked; null when it is not an object. */
function checkGroup(
  group: unknown,
  at: string,
  check: ReturnType<typeof checkers>,
  fail: Fail,
): DocumentGroup<number | null> | null {
  if (!isObject(group)) {
    fail(at, 'validation_invalid_type', 'Must be an object.');
    return null;
  }
  const from = check.number(group.from, `${at}.from`);
  const to = check.number(group.to, `${at}.to`);
  const range = from !== null && to !== null;
  if (range && from > to) fail(`${at}.to`, 'validation_out_of_range', `Must be at least ${from}.`);
  const inRange = (n: number) => range && n >= from && n <= to;
  const out: DocumentGroup<number | null> = {
    id: check.id(group, at),
    from,
    to,
    either_order: [],
    type: DEFAULT_GROUP_TYPE,
    instructions: check.optionalText(group.instructions, `${at}.instructions`, INSTRUCTIONS_MAX),
    options: check.options(group.options, `${at}.options`),
    content: check.optionalText(group.content, `${at}.content`, CONTENT_MAX),
    min_words: check.wholeOrNone(
      group.min_words,
      `${at}.min_words`,
      0,
      MIN_WORDS_MAX,
      `Must be a whole number from 0 to ${MIN_WORDS_MAX}.`,
    ),
    title: check.optionalText(group.title, `${at}.title`, TITLE_MAX),
    max_words: check.wholeOrNone(
      group.max_words,
      `${at}.max_words`,
      1,
      MAX_WORDS_MAX,
      `Must be a whole number from 1 to ${MAX_WORDS_MAX}, or none.`,
    ),
    number_allowed: false,
    questions: [],
  };
  if (!absent(group.type)) {
    if (GROUP_TYPES.indexOf(group.type as GroupType) === -1)
      fail(`${at}.type`, 'validation_invalid_value', `Must be one of ${GROUP_TYPES.join(', ')}.`);
    else out.type = group.type as GroupType;
  }
  if (!absent(group.number_allowed)) {
    if (typeof group.number_allowed !== 'boolean')
      fail(`${at}.number_allowed`, 'validation_invalid_type', 'Must be true or false.');
    else out.number_allowed = group.number_allowed;
  }
  const gaps = range && from <= to ? gapProblem(out.content, from, to) : null;
  if (gaps) fail(`${at}.content`, 'validation_invalid_gap', gaps);
  // An essay is marked by people, never against a key (docs/architecture.md, "The test on computer").
  const minKeys = out.type === 'essay' ? 0 : 1;

  const questions =
    group.questions === undefined
      ? []
      : check.list(group.questions, `${at}.questions`, 0, EXAM_MAX_QUESTIONS, 'question');
  const seen = new Set<number>();
  (questions ?? []).forEach((question, qi) => {
    const qAt = `${at}.questions.${qi}`;
    if (!isObject(question)) {
      fail(qAt, 'validation_invalid_type', 'Must be an object.');
      return;
    }
    const num = check.number(question.num, `${qAt}.num`);
    if (num !== null) {
      if (range && !inRange(num))
        fail(`${qAt}.num`, 'validation_out_of_range', `Must be within ${from}–${to}.`);
      else if (seen.has(num)) fail(`${qAt}.num`, 'validation_duplicate', `Question ${num} appears twice.`);
      seen.add(num);
    }
    const keys = check.list(question.keys, `${qAt}.keys`, minKeys, EXAM_MAX_KEYS, 'accepted answer');
    out.questions.push({
      id: check.id(question, qAt),
      num,
      keys: (keys ?? []).map((key, ki) => {
        const value = check.text(key, `${qAt}.keys.${ki}`, KEY_MAX);
        // A key the group's word limit would mark wrong, counted without its optional words.
        const limit = out.max_words;
        if (limit !== null && !withinWordLimit(withoutOptionalWords(value), limit, out.number_allowed))
          fail(
            `${qAt}.keys.${ki}`,
            'validation_over_word_limit',
            `Longer than the group's word limit (${wordLimitText(limit, out.number_allowed)}).`,
          );
        return value;
      }),
      prompt: check.optionalText(question.prompt, `${qAt}.prompt`, PROMPT_MAX),
      options: check.options(question.options, `${qAt}.options`),
    });
  });

  const sets = absent(group.either_order)
    ? []
    : check.list(group.either_order, `${at}.either_order`, 0, EXAM_MAX_QUESTIONS, 'set');
  const inSet = new Set<number>();
  (sets ?? []).forEach((set, si) => {
    const setAt = `${at}.either_order.${si}`;
    if (!Array.isArray(set)) {
      fail(setAt, 'validation_invalid_type', 'Must be a list of question numbers.');
      return;
    }
    if (set.length < 2) fail(setAt, 'validation_too_few', 'A set needs at least two questions.');
    const nums: number[] = [];
    set.forEach((n: unknown, ni) => {
      const value = check.number(n, `${setAt}.${ni}`);
      if (value === null) return;
      if (inSet.has(value))
        fail(`${setAt}.${ni}`, 'validation_duplicate', `Question ${value} is in two sets.`);
      else if (range && !inRange(value))
        fail(`${setAt}.${ni}`, 'validation_out_of_range', `Must be within ${from}–${to}.`);
      inSet.add(value);
      nums.push(value);
    });
    out.either_order.push(nums);
  });
  return out;
}

/**
 * A Writing exam's shape (docs/architecture.md, "Writing and marking"): two sections, Task 1 and Task 2,
 * each one essay group holding one question (numbers 1 and 2) with no keys; a group without min_words takes
 * the task's (WRITING_MIN_WORDS).
 */
function writingShape(out: Checking, fail: Fail) {
  if (out.sections.length !== 2) {
    fail('sections', 'validation_writing_tasks', 'A Writing exam has two sections: Task 1 and Task 2.');
    return;
  }
  out.sections.forEach((section, si) => {
    const at = `sections.${si}.groups`;
    const num = si + 1;
    const group = section.groups[0];
    if (section.groups.length !== 1 || !group) {
      fail(at, 'validation_writing_tasks', `Task ${num} is one essay group.`);
      return;
    }
    if (group.type !== 'essay') fail(`${at}.0.type`, 'validation_writing_tasks', 'Must be essay.');
    if (group.from !== num || group.to !== num)
      fail(
        `${at}.0.from`,
        'validation_writing_tasks',
        `Task ${num} is question ${num} (from and to ${num}).`,
      );
    const question = group.questions[0];
    if (group.questions.length !== 1 || question?.num !== num)
      fail(`${at}.0.questions`, 'validation_writing_tasks', `Task ${num} holds one question, number ${num}.`);
    else if (question.keys.length > 0)
      fail(`${at}.0.questions.0.keys`, 'validation_writing_tasks', 'An essay has no keys: it is marked.');
    if (group.min_words === null) group.min_words = WRITING_MIN_WORDS[si] ?? null;
  });
}

/** [lowest score, band] rows, highest score first; each cell's problem at its own path. */
function bandTable(value: unknown, fail: Fail): [number, number][] | null {
  if (!Array.isArray(value) || value.length > EXAM_MAX_QUESTIONS) {
    fail('bands', 'validation_invalid_type', BAND_RULES.list);
    return null;
  }
  if (value.length === 0) {
    fail('bands', 'validation_required', BAND_RULES.rows);
    return null;
  }
  const rows: [number, number][] = [];
  let above: number | null = null;
  value.forEach((row: unknown, i) => {
    const at = `bands.${i}`;
    if (!Array.isArray(row) || row.length !== 2) {
      fail(at, 'validation_invalid_value', BAND_RULES.row);
      above = null;
      return;
    }
    const [score, band] = row as unknown[];
    const scoreOk =
      typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= EXAM_MAX_NUMBER;
    const bandOk = typeof band === 'number' && Number.isFinite(band) && band >= 0 && band <= 9;
    if (!scoreOk) fail(`${at}.0`, 'validation_invalid_value', BAND_RULES.score);
    else if (above !== null && score >= above) fail(`${at}.0`, 'validation_order', BAND_RULES.order);
    if (!bandOk) fail(`${at}.1`, 'validation_invalid_value', BAND_RULES.band);
    above = scoreOk ? score : null;
    if (scoreOk && bandOk) rows.push([score, band]);
  });
  return rows;
}
