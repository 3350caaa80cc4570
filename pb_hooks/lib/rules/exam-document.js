// Generated from src/rules/exam-document.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/rules/exam-document.ts
var exam_document_exports = {};
__export(exam_document_exports, {
  BAND_RULES: () => BAND_RULES,
  RECORD_ID: () => RECORD_ID,
  WHOLE_NUMBER: () => WHOLE_NUMBER,
  validateExamDocument: () => validateExamDocument
});
module.exports = __toCommonJS(exam_document_exports);

// src/rules/computer-content.ts
var GROUP_TYPES = ["gap", "choice", "multi", "match", "tfng", "ynng", "essay"];
var DEFAULT_GROUP_TYPE = "gap";
var PASSAGE_MAX = 6e4;
var INSTRUCTIONS_MAX = 1e3;
var CONTENT_MAX = 1e4;
var PROMPT_MAX = 1e3;
var OPTIONS_MAX = 26;
var OPTION_TEXT_MAX = 1e3;
var OPTION_LETTER = /^[A-Za-z0-9]{1,5}$/;
var MIN_WORDS_MAX = 1e4;
var TITLE_MAX = 200;
var MAX_WORDS_MAX = 5;
var GAP = /\[\[\s*(\d{1,4})\s*\]\]/g;
function gapNumbers(content) {
  if (typeof content !== "string") return [];
  const out = [];
  for (const match of content.matchAll(GAP)) out.push(Number(match[1]));
  return out;
}
function gapProblem(content, from, to) {
  const seen = /* @__PURE__ */ new Set();
  for (const n of gapNumbers(content)) {
    if (n < from || n > to) return `The gap [[${n}]] is not a question of this group (${from}\u2013${to}).`;
    if (seen.has(n)) return `The gap [[${n}]] appears twice.`;
    seen.add(n);
  }
  return null;
}

// src/rules/limits.ts
var BODY_LIMIT = 64 * 1024;
var ANSWERS_BODY_LIMIT = 256 * 1024;
var EXAM_MAX_SECTIONS = 20;
var EXAM_MAX_GROUPS = 50;
var EXAM_MAX_QUESTIONS = 200;
var EXAM_MAX_KEYS = 10;
var EXAM_MAX_NUMBER = 1e3;
var EXAM_NAME_MAX = 200;
var KEY_MAX = 200;
var DOCUMENT_BODY_LIMIT = 1024 * 1024;
var FILE_BODY_LIMIT = 210 * 1024 * 1024;
var IMAGE_MAX_BYTES = 10 * 1024 * 1024;
var AUDIO_MAX_BYTES = 200 * 1024 * 1024;
function charLength(value) {
  let length = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const code = value.charCodeAt(i);
    if (code >= 55296 && code <= 56319) {
      const next = value.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        length--;
        i++;
      }
    }
  }
  return length;
}

// src/rules/exam-kinds.ts
var EXAM_KINDS = [
  "listening",
  "academic_reading",
  "general_reading",
  "academic_writing",
  "general_writing",
  "other"
];
var WRITING_KINDS = ["academic_writing", "general_writing"];
var isWritingKind = (kind) => WRITING_KINDS.indexOf(kind) !== -1;

// src/rules/word-count.ts
var WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
var LETTER_OR_NUMBER = (
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and combining marks are what it excludes
  /[^\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u0300-\u036f\u2000-\u206f\u20a0-\u20ff\u2190-\u23ff\u2500-\u27bf\u2900-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u303d-\u303f\ufe00-\ufe6f\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ud83c-\ud83e\udc00-\udfff]/
);
var NUMBER_WORD = /^[$£€]?[0-9]+(?:[,.:/][0-9]+)*%?$/;
function withinWordLimit(text, maxWords, numberAllowed) {
  if (typeof text !== "string" || text === "") return true;
  let maybeSpaces = 0;
  for (let i = 0; i < text.length && maybeSpaces < maxWords; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 133) maybeSpaces++;
  }
  if (maybeSpaces < maxWords) return true;
  const runs = text.split(WHITE_SPACE);
  let words = 0;
  let number = false;
  for (let i = 0; i < runs.length; i++) {
    if (!LETTER_OR_NUMBER.test(runs[i])) continue;
    words++;
    if (numberAllowed && !number && NUMBER_WORD.test(runs[i])) number = true;
  }
  return words - (number ? 1 : 0) <= maxWords;
}
var NUMBER_NAMES = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
function wordLimitText(maxWords, numberAllowed) {
  const words = maxWords === 1 ? "ONE WORD" : `NO MORE THAN ${NUMBER_NAMES[maxWords - 1]} WORDS`;
  return numberAllowed ? `${words} AND/OR A NUMBER` : maxWords === 1 ? "ONE WORD ONLY" : words;
}
function withoutOptionalWords(key) {
  return key.replace(/\([^()]*\)/g, " ");
}

// src/rules/writing-task.ts
var WRITING_MIN_WORDS = [150, 250];

// src/rules/exam-document.ts
var RECORD_ID = /^[a-z0-9]{15}$/;
var WHOLE_NUMBER = "Must be a whole number.";
var BAND_RULES = {
  list: "Must be a list of [lowest score, band] rows, or none.",
  row: "A row is [lowest score, band].",
  score: `A score is a whole number from 0 to ${EXAM_MAX_NUMBER}.`,
  band: "A band is a number from 0 to 9, such as 6.5.",
  order: "Bands go from the highest score to the lowest: each row needs a lower score than the row above.",
  rows: "A band table needs at least one row."
};
var isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);
var has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
var absent = (value) => value === void 0 || value === null;
function checkers(fail) {
  const text = (value, path, max) => {
    if (typeof value !== "string") {
      if (absent(value)) fail(path, "validation_required", "Cannot be blank.");
      else fail(path, "validation_invalid_type", "Must be text.");
      return "";
    }
    const trimmed = value.trim();
    if (trimmed === "") fail(path, "validation_required", "Cannot be blank.");
    else if (charLength(trimmed) > max)
      fail(path, "validation_length_out_of_range", `Must be at most ${max} characters.`);
    return trimmed;
  };
  const number = (value, path) => {
    if (typeof value !== "number" || !Number.isInteger(value)) {
      fail(path, "validation_invalid_type", WHOLE_NUMBER);
      return null;
    }
    if (value < 1 || value > EXAM_MAX_NUMBER) {
      fail(path, "validation_out_of_range", `Must be between 1 and ${EXAM_MAX_NUMBER}.`);
      return null;
    }
    return value;
  };
  const optionalText = (value, path, max) => {
    if (absent(value)) return null;
    if (typeof value !== "string") {
      fail(path, "validation_invalid_type", "Must be text.");
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === "") return null;
    if (charLength(trimmed) > max)
      fail(path, "validation_length_out_of_range", `Must be at most ${max} characters.`);
    return trimmed;
  };
  const options = (value, path) => {
    if (absent(value)) return null;
    if (!Array.isArray(value)) {
      fail(path, "validation_invalid_type", "Must be a list of { letter, text }.");
      return null;
    }
    if (value.length > OPTIONS_MAX) {
      fail(path, "validation_too_many", `At most ${OPTIONS_MAX} options.`);
      return null;
    }
    const letters = /* @__PURE__ */ new Set();
    const out = [];
    value.forEach((option, oi) => {
      const at = `${path}.${oi}`;
      if (!isObject(option)) {
        fail(at, "validation_invalid_type", "Must be { letter, text }.");
        return;
      }
      const letter = typeof option.letter === "string" ? option.letter.trim() : "";
      if (!OPTION_LETTER.test(letter))
        fail(`${at}.letter`, "validation_invalid_value", "Must be a letter (A\u2013Z) or a numeral (iv).");
      else if (letters.has(letter.toUpperCase()))
        fail(`${at}.letter`, "validation_duplicate", `The letter ${letter} appears twice.`);
      letters.add(letter.toUpperCase());
      out.push({ letter, text: text(option.text, `${at}.text`, OPTION_TEXT_MAX) });
    });
    return out.length > 0 ? out : null;
  };
  const ids = /* @__PURE__ */ new Set();
  const id = (item, path) => {
    if (!has(item, "id") || absent(item.id)) return null;
    if (typeof item.id !== "string" || !RECORD_ID.test(item.id)) {
      fail(`${path}.id`, "validation_invalid_id", "Not a part of this exam.");
      return null;
    }
    if (ids.has(item.id)) {
      fail(`${path}.id`, "validation_duplicate", "This part appears twice.");
      return null;
    }
    ids.add(item.id);
    return item.id;
  };
  const list = (value, path, min, max, what) => {
    if (!Array.isArray(value)) {
      fail(path, "validation_invalid_type", "Must be a list.");
      return null;
    }
    if (value.length < min) {
      fail(path, "validation_required", `Needs at least one ${what}.`);
      return null;
    }
    if (value.length > max) {
      fail(path, "validation_too_many", `At most ${max} ${what}s.`);
      return null;
    }
    return value;
  };
  const wholeOrNone = (value, path, min, max, message) => {
    if (absent(value)) return null;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      fail(path, "validation_out_of_range", message);
      return null;
    }
    return value;
  };
  return { text, number, optionalText, options, id, list, wholeOrNone };
}
function validateExamDocument(doc) {
  const errors = [];
  const fail = (path, code, message) => errors.push({ path, code, message });
  if (!isObject(doc)) {
    fail("", "validation_invalid_type", "The exam must be a JSON object.");
    return { value: null, errors };
  }
  const check = checkers(fail);
  const out = {
    name: check.text(doc.name, "name", EXAM_NAME_MAX),
    kind: "other",
    bands: null,
    accept_initials: false,
    sections: []
  };
  if (doc.kind !== void 0) {
    if (EXAM_KINDS.indexOf(doc.kind) === -1)
      fail("kind", "validation_invalid_value", `Must be ${EXAM_KINDS.slice(0, -1).join(", ")} or other.`);
    else out.kind = doc.kind;
  }
  if (!absent(doc.bands)) out.bands = bandTable(doc.bands, fail);
  if (doc.accept_initials !== void 0) {
    if (typeof doc.accept_initials !== "boolean")
      fail("accept_initials", "validation_invalid_type", "Must be true or false.");
    else out.accept_initials = doc.accept_initials;
  }
  let questionCount = 0;
  const owner = /* @__PURE__ */ new Map();
  const sections = check.list(doc.sections, "sections", 1, EXAM_MAX_SECTIONS, "section");
  (sections != null ? sections : []).forEach((section, si) => {
    const at = `sections.${si}`;
    if (!isObject(section)) {
      fail(at, "validation_invalid_type", "Must be an object.");
      return;
    }
    const outSection = {
      id: check.id(section, at),
      name: check.text(section.name, `${at}.name`, EXAM_NAME_MAX),
      passage: check.optionalText(section.passage, `${at}.passage`, PASSAGE_MAX),
      groups: []
    };
    out.sections.push(outSection);
    const groups = check.list(section.groups, `${at}.groups`, 1, EXAM_MAX_GROUPS, "group");
    (groups != null ? groups : []).forEach((group, gi) => {
      const outGroup = checkGroup(group, `${at}.groups.${gi}`, check, fail);
      if (!outGroup) return;
      outSection.groups.push(outGroup);
      questionCount += outGroup.questions.length;
      const { from, to } = outGroup;
      if (from !== null && to !== null && from <= to) {
        for (let n = from; n <= to; n++) {
          if (owner.has(n)) {
            fail(
              `${at}.groups.${gi}`,
              "validation_overlap",
              `Question ${n} is already covered by ${owner.get(n)}.`
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
      "sections",
      "validation_too_many",
      `An exam holds at most ${EXAM_MAX_QUESTIONS} questions; this one has ${questionCount}.`
    );
  return { value: errors.length ? null : out, errors };
}
function checkGroup(group, at, check, fail) {
  if (!isObject(group)) {
    fail(at, "validation_invalid_type", "Must be an object.");
    return null;
  }
  const from = check.number(group.from, `${at}.from`);
  const to = check.number(group.to, `${at}.to`);
  const range = from !== null && to !== null;
  if (range && from > to) fail(`${at}.to`, "validation_out_of_range", `Must be at least ${from}.`);
  const inRange = (n) => range && n >= from && n <= to;
  const out = {
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
      `Must be a whole number from 0 to ${MIN_WORDS_MAX}.`
    ),
    title: check.optionalText(group.title, `${at}.title`, TITLE_MAX),
    max_words: check.wholeOrNone(
      group.max_words,
      `${at}.max_words`,
      1,
      MAX_WORDS_MAX,
      `Must be a whole number from 1 to ${MAX_WORDS_MAX}, or none.`
    ),
    number_allowed: false,
    questions: []
  };
  if (!absent(group.type)) {
    if (GROUP_TYPES.indexOf(group.type) === -1)
      fail(`${at}.type`, "validation_invalid_value", `Must be one of ${GROUP_TYPES.join(", ")}.`);
    else out.type = group.type;
  }
  if (!absent(group.number_allowed)) {
    if (typeof group.number_allowed !== "boolean")
      fail(`${at}.number_allowed`, "validation_invalid_type", "Must be true or false.");
    else out.number_allowed = group.number_allowed;
  }
  const gaps = range && from <= to ? gapProblem(out.content, from, to) : null;
  if (gaps) fail(`${at}.content`, "validation_invalid_gap", gaps);
  const minKeys = out.type === "essay" ? 0 : 1;
  const questions = group.questions === void 0 ? [] : check.list(group.questions, `${at}.questions`, 0, EXAM_MAX_QUESTIONS, "question");
  const seen = /* @__PURE__ */ new Set();
  (questions != null ? questions : []).forEach((question, qi) => {
    const qAt = `${at}.questions.${qi}`;
    if (!isObject(question)) {
      fail(qAt, "validation_invalid_type", "Must be an object.");
      return;
    }
    const num = check.number(question.num, `${qAt}.num`);
    if (num !== null) {
      if (range && !inRange(num))
        fail(`${qAt}.num`, "validation_out_of_range", `Must be within ${from}\u2013${to}.`);
      else if (seen.has(num)) fail(`${qAt}.num`, "validation_duplicate", `Question ${num} appears twice.`);
      seen.add(num);
    }
    const keys = check.list(question.keys, `${qAt}.keys`, minKeys, EXAM_MAX_KEYS, "accepted answer");
    out.questions.push({
      id: check.id(question, qAt),
      num,
      keys: (keys != null ? keys : []).map((key, ki) => {
        const value = check.text(key, `${qAt}.keys.${ki}`, KEY_MAX);
        const limit = out.max_words;
        if (limit !== null && !withinWordLimit(withoutOptionalWords(value), limit, out.number_allowed))
          fail(
            `${qAt}.keys.${ki}`,
            "validation_over_word_limit",
            `Longer than the group's word limit (${wordLimitText(limit, out.number_allowed)}).`
          );
        return value;
      }),
      prompt: check.optionalText(question.prompt, `${qAt}.prompt`, PROMPT_MAX),
      options: check.options(question.options, `${qAt}.options`)
    });
  });
  const sets = absent(group.either_order) ? [] : check.list(group.either_order, `${at}.either_order`, 0, EXAM_MAX_QUESTIONS, "set");
  const inSet = /* @__PURE__ */ new Set();
  (sets != null ? sets : []).forEach((set, si) => {
    const setAt = `${at}.either_order.${si}`;
    if (!Array.isArray(set)) {
      fail(setAt, "validation_invalid_type", "Must be a list of question numbers.");
      return;
    }
    if (set.length < 2) fail(setAt, "validation_too_few", "A set needs at least two questions.");
    const nums = [];
    set.forEach((n, ni) => {
      const value = check.number(n, `${setAt}.${ni}`);
      if (value === null) return;
      if (inSet.has(value))
        fail(`${setAt}.${ni}`, "validation_duplicate", `Question ${value} is in two sets.`);
      else if (range && !inRange(value))
        fail(`${setAt}.${ni}`, "validation_out_of_range", `Must be within ${from}\u2013${to}.`);
      inSet.add(value);
      nums.push(value);
    });
    out.either_order.push(nums);
  });
  return out;
}
function writingShape(out, fail) {
  if (out.sections.length !== 2) {
    fail("sections", "validation_writing_tasks", "A Writing exam has two sections: Task 1 and Task 2.");
    return;
  }
  out.sections.forEach((section, si) => {
    var _a;
    const at = `sections.${si}.groups`;
    const num = si + 1;
    const group = section.groups[0];
    if (section.groups.length !== 1 || !group) {
      fail(at, "validation_writing_tasks", `Task ${num} is one essay group.`);
      return;
    }
    if (group.type !== "essay") fail(`${at}.0.type`, "validation_writing_tasks", "Must be essay.");
    if (group.from !== num || group.to !== num)
      fail(
        `${at}.0.from`,
        "validation_writing_tasks",
        `Task ${num} is question ${num} (from and to ${num}).`
      );
    const question = group.questions[0];
    if (group.questions.length !== 1 || (question == null ? void 0 : question.num) !== num)
      fail(`${at}.0.questions`, "validation_writing_tasks", `Task ${num} holds one question, number ${num}.`);
    else if (question.keys.length > 0)
      fail(`${at}.0.questions.0.keys`, "validation_writing_tasks", "An essay has no keys: it is marked.");
    if (group.min_words === null) group.min_words = (_a = WRITING_MIN_WORDS[si]) != null ? _a : null;
  });
}
function bandTable(value, fail) {
  if (!Array.isArray(value) || value.length > EXAM_MAX_QUESTIONS) {
    fail("bands", "validation_invalid_type", BAND_RULES.list);
    return null;
  }
  if (value.length === 0) {
    fail("bands", "validation_required", BAND_RULES.rows);
    return null;
  }
  const rows = [];
  let above = null;
  value.forEach((row, i) => {
    const at = `bands.${i}`;
    if (!Array.isArray(row) || row.length !== 2) {
      fail(at, "validation_invalid_value", BAND_RULES.row);
      above = null;
      return;
    }
    const [score, band] = row;
    const scoreOk = typeof score === "number" && Number.isInteger(score) && score >= 0 && score <= EXAM_MAX_NUMBER;
    const bandOk = typeof band === "number" && Number.isFinite(band) && band >= 0 && band <= 9;
    if (!scoreOk) fail(`${at}.0`, "validation_invalid_value", BAND_RULES.score);
    else if (above !== null && score >= above) fail(`${at}.0`, "validation_order", BAND_RULES.order);
    if (!bandOk) fail(`${at}.1`, "validation_invalid_value", BAND_RULES.band);
    above = scoreOk ? score : null;
    if (scoreOk && bandOk) rows.push([score, band]);
  });
  return rows;
}
