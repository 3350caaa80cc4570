// An exam as one document (docs/architecture.md, "Authoring"): the import format's exam entry
// (src/lib/import-schema.ts) with ids on the parts that exist and the editor's size limits (rules/limits.js).
// The same rules as the importer's schema; exam-document.test.ts runs one set of bad exams through both
// and expects both to refuse them. Pure: no PocketBase globals.

const content = require('../rules/computer-content.js');
const { badRequest, fieldError } = require('../errors.js');
const rules = require('../rules/limits.js');
const { charLength, has, isObject } = require('./fields.js');

const { WRITING_KINDS } = require('../marking.js');
const { withinWordLimit, withoutOptionalWords, wordLimitText } = require('../rules/word-count.js');
const { WRITING_MIN_WORDS } = require('../rules/writing-task.js');

const KINDS = [
  'listening',
  'academic_reading',
  'general_reading',
  'academic_writing',
  'general_writing',
  'other',
];
/** A Writing exam's tasks' minimum words unless the document gives them (Task 1, Task 2). */
/** A record id as PocketBase makes them. */
const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * Validates an exam document.
 * @param {unknown} doc `{ name, kind, bands, accept_initials, sections: [{ id?, name, passage?, groups: [{ id?,
 *   from, to, either_order, type?, instructions?, options?, content?, min_words?, title?, max_words?,
 *   number_allowed?, questions: [{ id?, num, keys,
 *   prompt?, options? }] }] }] }`; other fields (media, audio, usage…) are ignored. The content of the test on
 *   computer (computer-content.js) is optional: absent or blank is null, a group's type `gap`
 * @returns {{ value: any, errors: { path: string, code: string, message: string }[] }} the
 *   document trimmed, defaults filled and ids null where absent; value null when there are errors
 */
function validateExamDocument(doc) {
  const errors = [];
  const fail = (path, code, message) => errors.push({ path, code, message });
  if (!isObject(doc)) {
    fail('', 'validation_invalid_type', 'The exam must be a JSON object.');
    return { value: null, errors };
  }
  const text = (value, path, max) => {
    if (typeof value !== 'string') {
      fail(
        path,
        value === undefined || value === null ? 'validation_required' : 'validation_invalid_type',
        value === undefined || value === null ? 'Cannot be blank.' : 'Must be text.',
      );
      return '';
    }
    const trimmed = value.trim();
    if (trimmed === '') fail(path, 'validation_required', 'Cannot be blank.');
    else if (charLength(trimmed) > max)
      fail(path, 'validation_length_out_of_range', `Must be at most ${max} characters.`);
    return trimmed;
  };
  const number = (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      fail(path, 'validation_invalid_type', 'Must be a whole number.');
      return null;
    }
    if (value < 1 || value > rules.EXAM_MAX_NUMBER) {
      fail(path, 'validation_out_of_range', `Must be between 1 and ${rules.EXAM_MAX_NUMBER}.`);
      return null;
    }
    return value;
  };
  // Optional text of the test on computer: null when absent or blank. Passages and content are Markdown,
  // kept as written (only the ends trimmed); short texts are trimmed the same way.
  const optionalText = (value, path, max) => {
    if (value === undefined || value === null) return null;
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
  // `[{ letter, text }]`, at most 26, each letter once: null when absent or empty.
  const options = (value, path) => {
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value)) {
      fail(path, 'validation_invalid_type', 'Must be a list of { letter, text }.');
      return null;
    }
    if (value.length > content.OPTIONS_MAX) {
      fail(path, 'validation_too_many', `At most ${content.OPTIONS_MAX} options.`);
      return null;
    }
    const letters = new Set();
    const out = value.map((option, oi) => {
      const oPath = `${path}.${oi}`;
      if (!isObject(option)) {
        fail(oPath, 'validation_invalid_type', 'Must be { letter, text }.');
        return null;
      }
      const letter = typeof option.letter === 'string' ? option.letter.trim() : '';
      if (!content.OPTION_LETTER.test(letter))
        fail(`${oPath}.letter`, 'validation_invalid_value', 'Must be a letter (A–Z) or a numeral (iv).');
      else if (letters.has(letter.toUpperCase()))
        fail(`${oPath}.letter`, 'validation_duplicate', `The letter ${letter} appears twice.`);
      letters.add(letter.toUpperCase());
      return { letter, text: text(option.text, `${oPath}.text`, content.OPTION_TEXT_MAX) };
    });
    return out.length > 0 ? out : null;
  };

  const ids = new Set();
  const id = (item, path) => {
    if (!has(item, 'id') || item.id === undefined || item.id === null) return null;
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
  const list = (value, path, min, max, what) => {
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

  const out = {
    name: text(doc.name, 'name', rules.EXAM_NAME_MAX),
    kind: 'other',
    bands: null,
    accept_initials: false,
    sections: [],
  };
  if (doc.kind !== undefined) {
    if (KINDS.indexOf(doc.kind) === -1)
      fail(
        'kind',
        'validation_invalid_value',
        'Must be listening, academic_reading, general_reading, academic_writing, general_writing or other.',
      );
    else out.kind = doc.kind;
  }
  if (doc.bands !== undefined && doc.bands !== null) out.bands = bandTable(doc.bands, fail);
  if (doc.accept_initials !== undefined) {
    if (typeof doc.accept_initials !== 'boolean')
      fail('accept_initials', 'validation_invalid_type', 'Must be true or false.');
    else out.accept_initials = doc.accept_initials;
  }

  let questionCount = 0;
  const owner = new Map(); // question number → "section s, group g" that covers it
  const sections = list(doc.sections, 'sections', 1, rules.EXAM_MAX_SECTIONS, 'section');
  (sections || []).forEach((section, si) => {
    const sPath = `sections.${si}`;
    if (!isObject(section)) {
      fail(sPath, 'validation_invalid_type', 'Must be an object.');
      return;
    }
    const outSection = {
      id: id(section, sPath),
      name: text(section.name, `${sPath}.name`, rules.EXAM_NAME_MAX),
      passage: optionalText(section.passage, `${sPath}.passage`, content.PASSAGE_MAX),
      groups: [],
    };
    out.sections.push(outSection);
    const groups = list(section.groups, `${sPath}.groups`, 1, rules.EXAM_MAX_GROUPS, 'group');
    (groups || []).forEach((group, gi) => {
      const gPath = `${sPath}.groups.${gi}`;
      if (!isObject(group)) {
        fail(gPath, 'validation_invalid_type', 'Must be an object.');
        return;
      }
      const from = number(group.from, `${gPath}.from`);
      const to = number(group.to, `${gPath}.to`);
      const range = from !== null && to !== null;
      if (range && from > to) fail(`${gPath}.to`, 'validation_out_of_range', `Must be at least ${from}.`);
      const outGroup = {
        id: id(group, gPath),
        from,
        to,
        either_order: [],
        type: content.DEFAULT_GROUP_TYPE,
        instructions: optionalText(group.instructions, `${gPath}.instructions`, content.INSTRUCTIONS_MAX),
        options: options(group.options, `${gPath}.options`),
        content: optionalText(group.content, `${gPath}.content`, content.CONTENT_MAX),
        min_words: null,
        title: optionalText(group.title, `${gPath}.title`, content.TITLE_MAX),
        max_words: null,
        number_allowed: false,
        questions: [],
      };
      outSection.groups.push(outGroup);
      const inRange = (n) => range && n >= from && n <= to;
      if (group.type !== undefined && group.type !== null) {
        if (content.GROUP_TYPES.indexOf(group.type) === -1)
          fail(
            `${gPath}.type`,
            'validation_invalid_value',
            `Must be one of ${content.GROUP_TYPES.join(', ')}.`,
          );
        else outGroup.type = group.type;
      }
      if (group.min_words !== undefined && group.min_words !== null) {
        const words = group.min_words;
        if (
          typeof words !== 'number' ||
          !Number.isInteger(words) ||
          words < 0 ||
          words > content.MIN_WORDS_MAX
        )
          fail(
            `${gPath}.min_words`,
            'validation_out_of_range',
            `Must be a whole number from 0 to ${content.MIN_WORDS_MAX}.`,
          );
        else outGroup.min_words = words;
      }
      if (group.max_words !== undefined && group.max_words !== null) {
        const words = group.max_words;
        if (!Number.isInteger(words) || words < 1 || words > content.MAX_WORDS_MAX)
          fail(
            `${gPath}.max_words`,
            'validation_out_of_range',
            `Must be a whole number from 1 to ${content.MAX_WORDS_MAX}, or none.`,
          );
        else outGroup.max_words = words;
      }
      if (group.number_allowed !== undefined && group.number_allowed !== null) {
        if (typeof group.number_allowed !== 'boolean')
          fail(`${gPath}.number_allowed`, 'validation_invalid_type', 'Must be true or false.');
        else outGroup.number_allowed = group.number_allowed;
      }
      const gaps = range && from <= to ? content.gapProblem(outGroup.content, from, to) : null;
      if (gaps) fail(`${gPath}.content`, 'validation_invalid_gap', gaps);
      // An essay is marked by people, never against a key (docs/architecture.md, "The test on computer").
      const minKeys = outGroup.type === 'essay' ? 0 : 1;

      const questions =
        group.questions === undefined
          ? []
          : list(group.questions, `${gPath}.questions`, 0, rules.EXAM_MAX_QUESTIONS, 'question');
      const seen = new Set();
      (questions || []).forEach((question, qi) => {
        const qPath = `${gPath}.questions.${qi}`;
        if (!isObject(question)) {
          fail(qPath, 'validation_invalid_type', 'Must be an object.');
          return;
        }
        const num = number(question.num, `${qPath}.num`);
        if (num !== null) {
          if (range && !inRange(num))
            fail(`${qPath}.num`, 'validation_out_of_range', `Must be within ${from}–${to}.`);
          else if (seen.has(num))
            fail(`${qPath}.num`, 'validation_duplicate', `Question ${num} appears twice.`);
          seen.add(num);
        }
        const keys = list(question.keys, `${qPath}.keys`, minKeys, rules.EXAM_MAX_KEYS, 'accepted answer');
        outGroup.questions.push({
          id: id(question, qPath),
          num,
          keys: (keys || []).map((key, ki) => {
            const value = text(key, `${qPath}.keys.${ki}`, rules.KEY_MAX);
            // A key the group's word limit would mark wrong, counted without its optional words.
            const limit = outGroup.max_words;
            if (
              limit !== null &&
              !withinWordLimit(withoutOptionalWords(value), limit, outGroup.number_allowed)
            )
              fail(
                `${qPath}.keys.${ki}`,
                'validation_over_word_limit',
                `Longer than the group's word limit (${wordLimitText(limit, outGroup.number_allowed)}).`,
              );
            return value;
          }),
          prompt: optionalText(question.prompt, `${qPath}.prompt`, content.PROMPT_MAX),
          options: options(question.options, `${qPath}.options`),
        });
      });
      questionCount += (questions || []).length;

      const sets =
        group.either_order === undefined || group.either_order === null
          ? []
          : list(group.either_order, `${gPath}.either_order`, 0, rules.EXAM_MAX_QUESTIONS, 'set');
      const inSet = new Set();
      (sets || []).forEach((set, si2) => {
        const setPath = `${gPath}.either_order.${si2}`;
        if (!Array.isArray(set)) {
          fail(setPath, 'validation_invalid_type', 'Must be a list of question numbers.');
          return;
        }
        if (set.length < 2) fail(setPath, 'validation_too_few', 'A set needs at least two questions.');
        const nums = [];
        set.forEach((n, ni) => {
          const value = number(n, `${setPath}.${ni}`);
          if (value === null) return;
          if (inSet.has(value))
            fail(`${setPath}.${ni}`, 'validation_duplicate', `Question ${value} is in two sets.`);
          else if (range && !inRange(value))
            fail(`${setPath}.${ni}`, 'validation_out_of_range', `Must be within ${from}–${to}.`);
          inSet.add(value);
          nums.push(value);
        });
        outGroup.either_order.push(nums);
      });

      // No question number in two groups of the exam: the first group to cover it keeps it.
      if (range && from <= to) {
        for (let n = from; n <= to; n++) {
          if (owner.has(n)) {
            fail(gPath, 'validation_overlap', `Question ${n} is already covered by ${owner.get(n)}.`);
            break;
          }
          owner.set(n, `section ${si + 1}, group ${gi + 1}`);
        }
      }
    });
  });
  if (WRITING_KINDS.indexOf(out.kind) !== -1) writingShape(out, fail);
  if (questionCount > rules.EXAM_MAX_QUESTIONS)
    fail(
      'sections',
      'validation_too_many',
      `An exam holds at most ${rules.EXAM_MAX_QUESTIONS} questions; this one has ${questionCount}.`,
    );
  return { value: errors.length ? null : out, errors };
}

/**
 * A Writing exam's shape (docs/architecture.md, "Writing and marking"): two sections, Task 1 and Task 2,
 * each one essay group holding one question (numbers 1 and 2) with no keys; a group without min_words takes
 * 150 and 250. Problems named by path through `fail`; `out` (the validated document) gets the defaults.
 */
function writingShape(out, fail) {
  if (out.sections.length !== 2) {
    fail('sections', 'validation_writing_tasks', 'A Writing exam has two sections: Task 1 and Task 2.');
    return;
  }
  out.sections.forEach((section, si) => {
    const path = `sections.${si}.groups`;
    const num = si + 1;
    if (section.groups.length !== 1) {
      fail(path, 'validation_writing_tasks', `Task ${num} is one essay group.`);
      return;
    }
    const group = section.groups[0];
    if (group.type !== 'essay') fail(`${path}.0.type`, 'validation_writing_tasks', 'Must be essay.');
    if (group.from !== num || group.to !== num)
      fail(
        `${path}.0.from`,
        'validation_writing_tasks',
        `Task ${num} is question ${num} (from and to ${num}).`,
      );
    if (group.questions.length !== 1 || group.questions[0].num !== num)
      fail(
        `${path}.0.questions`,
        'validation_writing_tasks',
        `Task ${num} holds one question, number ${num}.`,
      );
    else if (group.questions[0].keys.length > 0)
      fail(`${path}.0.questions.0.keys`, 'validation_writing_tasks', 'An essay has no keys: it is marked.');
    if (group.min_words === null) group.min_words = WRITING_MIN_WORDS[si];
  });
}

/** [minScore, band] rows, highest first, as the import format's band table. */
function bandTable(value, fail) {
  if (!Array.isArray(value) || value.length === 0 || value.length > rules.EXAM_MAX_QUESTIONS) {
    fail('bands', 'validation_invalid_type', 'Must be a list of [lowest score, band] rows, or none.');
    return null;
  }
  const rows = [];
  value.forEach((row, i) => {
    const path = `bands.${i}`;
    const valid =
      Array.isArray(row) &&
      row.length === 2 &&
      Number.isInteger(row[0]) &&
      row[0] >= 0 &&
      row[0] <= rules.EXAM_MAX_NUMBER &&
      typeof row[1] === 'number' &&
      Number.isFinite(row[1]) &&
      row[1] >= 0 &&
      row[1] <= 9;
    if (!valid) fail(path, 'validation_invalid_value', 'Must be [lowest score, band 0–9].');
    else if (rows.length > 0 && rows[rows.length - 1] !== null && row[0] >= rows[rows.length - 1][0])
      fail(path, 'validation_order', 'Rows must go from the highest score down.');
    rows.push(valid ? [row[0], row[1]] : null);
  });
  return rows;
}

/**
 * The 400 for a refused document: PocketBase's shape with `data` keyed by path, the message naming the
 * first problem.
 */
function documentError(errors) {
  const data = {};
  for (const error of errors)
    if (!has(data, error.path)) data[error.path] = fieldError(error.code, error.message);
  const first = errors[0];
  return badRequest(`Check the exam${first.path ? ` at ${first.path}` : ''}: ${first.message}`, data);
}

module.exports = {
  KINDS,
  RECORD_ID,
  validateExamDocument,
  documentError,
};
