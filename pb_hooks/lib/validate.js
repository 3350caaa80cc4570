// Validation of request bodies and of room patches (DESIGN.md §5). Pure: no PocketBase globals. Each
// validator returns the clean value or throws a 400 HttpError with PocketBase-shaped field errors
// { field: { code, message } }; nested fields are named by path, e.g. "raw.answers.3.value".

const { badRequest, fieldError, throwIfInvalid } = require('./errors.js');

const BODY_LIMIT = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAX_ANSWER_LENGTH = 50;
const MAX_ANSWERS = 2000;
const EXAM_CONFIG_KEYS = ['disabled_exam_sections', 'disabled_section_questions', 'order_exam_sections'];

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);
const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
/** Length in characters (Unicode code points), not UTF-16 units: "😀" is one character. */
function charLength(value) {
  let length = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** The UTF-8 size of a string in bytes. */
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** A request body: empty means {}; anything but a JSON object is a 400. */
function parseJsonObject(text) {
  if (typeof text !== 'string' || text.trim() === '') return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch (_) {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!isObject(value)) throw badRequest('The request body must be a JSON object.');
  return value;
}

const required = () => fieldError('validation_required', 'Cannot be blank.');
const notString = () => fieldError('validation_invalid_type', 'Must be a string.');

/**
 * A string field. Options: required, trim, min, max (characters), pattern + patternMessage.
 * Returns the (trimmed) value, or undefined after recording an error (or when absent and optional).
 */
function stringField(body, name, errors, options) {
  const opts = options || {};
  const key = opts.path || name;
  if (!has(body, name) || body[name] === null || body[name] === undefined) {
    if (opts.required) errors[key] = required();
    return undefined;
  }
  if (typeof body[name] !== 'string') {
    errors[key] = notString();
    return undefined;
  }
  const value = opts.trim === false ? body[name] : body[name].trim();
  if (value === '' && opts.required) {
    errors[key] = required();
    return undefined;
  }
  const length = charLength(value);
  if ((opts.min !== undefined && length < opts.min) || (opts.max !== undefined && length > opts.max)) {
    errors[key] = fieldError(
      'validation_length_out_of_range',
      opts.min !== undefined && opts.max !== undefined
        ? `Must be between ${opts.min} and ${opts.max} characters.`
        : opts.max !== undefined
          ? `Must be at most ${opts.max} characters.`
          : `Must be at least ${opts.min} characters.`,
    );
    return undefined;
  }
  if (opts.pattern && value !== '' && !opts.pattern.test(value)) {
    errors[key] = fieldError(
      opts.patternCode || 'validation_invalid_format',
      opts.patternMessage || 'Invalid format.',
    );
    return undefined;
  }
  return value;
}

/** The guest-uuid header (or a body uuid): lower-cased, or null when it is not a UUID. */
function normalizeUuid(value) {
  if (typeof value !== 'string') return null;
  const uuid = value.trim().toLowerCase();
  return UUID.test(uuid) ? uuid : null;
}

function uuidField(body, errors) {
  if (!has(body, 'uuid') || body.uuid === null || body.uuid === '') {
    errors.uuid = required();
    return undefined;
  }
  const uuid = normalizeUuid(body.uuid);
  if (!uuid) errors.uuid = fieldError('validation_invalid_uuid', 'Must be a UUID.');
  return uuid || undefined;
}

/** POST /api/exam/guest: { uuid }. */
function validateGuestCreate(body) {
  const errors = {};
  const uuid = uuidField(body, errors);
  throwIfInvalid(errors);
  return { uuid };
}

/** PATCH /api/exam/guest: { uuid, name (3–100), email (3–254, an e-mail) }. */
function validateGuestPatch(body) {
  const errors = {};
  const uuid = uuidField(body, errors);
  const name = stringField(body, 'name', errors, { required: true, min: 3, max: 100 });
  const email = stringField(body, 'email', errors, {
    required: true,
    min: 3,
    max: 254,
    pattern: EMAIL,
    patternCode: 'validation_is_email',
    patternMessage: 'Must be a valid email address.',
  });
  throwIfInvalid(errors);
  return { uuid, name, email };
}

/** { slug } of room/search and room/guest-search. Any string is looked up (bound); only its type is checked. */
function validateSlugBody(body) {
  const errors = {};
  const slug = stringField(body, 'slug', errors, { required: true, max: 200 });
  throwIfInvalid(errors);
  return { slug };
}

/** { id } of section-question/search. */
function validateIdBody(body) {
  const errors = {};
  const id = stringField(body, 'id', errors, { required: true, max: 200 });
  throwIfInvalid(errors);
  return { id };
}

/**
 * { Room, raw: { answers: [{ questionId, value }] } } of the draft and submission routes. Values are kept
 * as sent (≤ 50 characters each); at most one answer per question. Other fields (Guest, score, …) are
 * ignored: the guest comes from its header and the score from the server. This runs on every autosave,
 * so the loop over answers is written plainly (no per-answer helper objects).
 */
function validateAnswersBody(body) {
  const errors = {};
  const fail = (path, error) => {
    errors[path] = error;
  };
  const room = stringField(body, 'Room', errors, { required: true, max: 200 });
  const raw = body.raw;
  const answers = [];
  if (raw === null || raw === undefined) fail('raw', required());
  else if (!isObject(raw)) fail('raw', fieldError('validation_invalid_type', 'Must be an object.'));
  else if (raw.answers === null || raw.answers === undefined) fail('raw.answers', required());
  else if (!Array.isArray(raw.answers))
    fail('raw.answers', fieldError('validation_invalid_type', 'Must be a list.'));
  else if (raw.answers.length > MAX_ANSWERS)
    fail(
      'raw.answers',
      fieldError('validation_too_many_values', `Must have at most ${MAX_ANSWERS} answers.`),
    );
  else {
    const list = raw.answers;
    const seen = new Set();
    for (let index = 0; index < list.length; index++) {
      const answer = list[index];
      const path = 'raw.answers.' + index;
      if (!isObject(answer)) {
        fail(path, fieldError('validation_invalid_type', 'Must be an object { questionId, value }.'));
        continue;
      }
      const questionId = answer.questionId;
      let value = answer.value;
      if (typeof questionId !== 'string' || questionId === '') {
        fail(
          path + '.questionId',
          questionId === undefined || questionId === null || questionId === '' ? required() : notString(),
        );
        continue;
      }
      if (questionId.length > 200) {
        fail(
          path + '.questionId',
          fieldError('validation_length_out_of_range', 'Must be at most 200 characters.'),
        );
        continue;
      }
      if (value === undefined || value === null) value = '';
      else if (typeof value !== 'string') {
        fail(path + '.value', notString());
        continue;
      }
      // UTF-16 units ≥ characters: only a long value needs counting.
      if (value.length > MAX_ANSWER_LENGTH && charLength(value) > MAX_ANSWER_LENGTH) {
        fail(
          path + '.value',
          fieldError('validation_length_out_of_range', `Must be at most ${MAX_ANSWER_LENGTH} characters.`),
        );
        continue;
      }
      if (seen.has(questionId)) {
        fail(path + '.questionId', fieldError('validation_duplicate', 'Only one answer per question.'));
        continue;
      }
      seen.add(questionId);
      answers.push({ questionId, value });
    }
  }
  throwIfInvalid(errors);
  return { room, answers };
}

/** Answers naming a question that is not on the room's active sheet (`questionIds.has`): field errors, or {}. */
function answersOutsideSheet(answers, questionIds) {
  const errors = {};
  answers.forEach((answer, index) => {
    if (!questionIds.has(answer.questionId)) {
      errors[`raw.answers.${index}.questionId`] = fieldError(
        'validation_unknown_question',
        'Not a question of this room.',
      );
    }
  });
  return errors;
}

/**
 * PATCH /api/room/patch/{id}: any of { name, slug, detail, Exams, config }.
 * @param {object} body the request body
 * @param {{ room: { Exams: string[] }, exams: { id, Sections }[], sections: { id, SectionQuestions }[] }} current
 *   the room and its exams and sections as stored
 * @returns {object} the fields to set (config replaces the whole config)
 */
function validateRoomPatch(body, current) {
  const errors = {};
  const out = {};
  for (const key of Object.keys(body)) {
    if (!['name', 'slug', 'detail', 'Exams', 'config'].includes(key)) {
      errors[key] = fieldError('validation_unknown_field', 'This field cannot be changed here.');
    }
  }
  if (has(body, 'name')) {
    const name = stringField(body, 'name', errors, { required: true, max: 200 });
    if (name !== undefined) out.name = name;
  }
  if (has(body, 'slug')) {
    const slug = stringField(body, 'slug', errors, {
      required: true,
      max: 100,
      pattern: SLUG,
      patternMessage: 'Lowercase letters, digits and single dashes only.',
    });
    if (slug !== undefined) out.slug = slug;
  }
  if (has(body, 'detail')) {
    if (body.detail === null) out.detail = '';
    else {
      const detail = stringField(body, 'detail', errors, { max: 5000 });
      if (detail !== undefined) out.detail = detail;
    }
  }
  const currentExams = (current.room && current.room.Exams) || [];
  if (has(body, 'Exams')) {
    const exams = body.Exams;
    if (!Array.isArray(exams) || !exams.every((id) => typeof id === 'string')) {
      errors.Exams = fieldError('validation_invalid_type', 'Must be a list of exam ids.');
    } else if (!isPermutation(exams, currentExams)) {
      errors.Exams = fieldError('validation_not_a_reordering', "Must be a reordering of the room's exams.");
    } else out.Exams = exams.slice();
  }
  if (has(body, 'config')) {
    const config = validateConfig(body.config, current, errors);
    if (config) out.config = config;
  }
  throwIfInvalid(errors);
  return out;
}

function isPermutation(a, b) {
  if (a.length !== b.length) return false;
  const counts = new Map();
  for (const id of b) counts.set(id, (counts.get(id) || 0) + 1);
  for (const id of a) {
    const n = counts.get(id) || 0;
    if (n === 0) return false;
    counts.set(id, n - 1);
  }
  return true;
}

/** A room config naming only this room's exams and, per exam, only that exam's sections and groups. */
function validateConfig(config, current, errors) {
  if (config === null) return {};
  if (!isObject(config)) {
    errors.config = fieldError('validation_invalid_type', 'Must be an object keyed by exam id.');
    return null;
  }
  const roomExams = new Set((current.room && current.room.Exams) || []);
  const exams = new Map((current.exams || []).map((exam) => [exam.id, exam]));
  const sections = new Map((current.sections || []).map((section) => [section.id, section]));
  const out = {};
  const before = Object.keys(errors).length;
  for (const examId of Object.keys(config)) {
    const path = `config.${examId}`;
    const exam = exams.get(examId);
    if (!roomExams.has(examId) || !exam) {
      errors[path] = fieldError('validation_unknown_exam', 'Not an exam of this room.');
      continue;
    }
    const value = config[examId];
    if (!isObject(value)) {
      errors[path] = fieldError('validation_invalid_type', 'Must be an object.');
      continue;
    }
    const ownSections = new Set(exam.Sections || []);
    const ownGroups = new Set();
    for (const sectionId of ownSections) {
      const section = sections.get(sectionId);
      if (section) for (const groupId of section.SectionQuestions || []) ownGroups.add(groupId);
    }
    const clean = {};
    for (const key of Object.keys(value)) {
      const keyPath = `${path}.${key}`;
      if (!EXAM_CONFIG_KEYS.includes(key)) {
        errors[keyPath] = fieldError(
          'validation_unknown_field',
          `Must be one of ${EXAM_CONFIG_KEYS.join(', ')}.`,
        );
        continue;
      }
      const ids = value[key];
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
        errors[keyPath] = fieldError('validation_invalid_type', 'Must be a list of ids.');
        continue;
      }
      const allowed = key === 'disabled_section_questions' ? ownGroups : ownSections;
      const stranger = ids.find((id) => !allowed.has(id));
      if (stranger !== undefined) {
        errors[keyPath] = fieldError(
          key === 'disabled_section_questions' ? 'validation_unknown_group' : 'validation_unknown_section',
          key === 'disabled_section_questions'
            ? "Must name only this exam's section-question groups."
            : "Must name only this exam's sections.",
        );
        continue;
      }
      if (new Set(ids).size !== ids.length) {
        errors[keyPath] = fieldError('validation_duplicate', 'Must not name an id twice.');
        continue;
      }
      clean[key] = ids.slice();
    }
    out[examId] = clean;
  }
  return Object.keys(errors).length > before ? null : out;
}

/** { email } of room/share. */
function validateShareBody(body) {
  const errors = {};
  const email = stringField(body, 'email', errors, {
    required: true,
    max: 254,
    pattern: EMAIL,
    patternCode: 'validation_is_email',
    patternMessage: 'Must be a valid email address.',
  });
  throwIfInvalid(errors);
  return { email };
}

/** { confirm } of room/delete: must equal the room's name exactly. */
function validateDeleteBody(body, roomName) {
  const errors = {};
  const confirm = stringField(body, 'confirm', errors, { required: true, trim: false, max: 1000 });
  if (confirm !== undefined && confirm !== roomName) {
    errors.confirm = fieldError('validation_confirm_mismatch', "Type the room's name to confirm.");
  }
  throwIfInvalid(errors);
  return { confirm };
}

module.exports = {
  BODY_LIMIT,
  MAX_ANSWER_LENGTH,
  UUID,
  SLUG,
  EMAIL,
  utf8Length,
  charLength,
  parseJsonObject,
  normalizeUuid,
  validateGuestCreate,
  validateGuestPatch,
  validateSlugBody,
  validateIdBody,
  validateAnswersBody,
  answersOutsideSheet,
  validateRoomPatch,
  validateShareBody,
  validateDeleteBody,
};
