// The body of PATCH /api/room/patch/{id}: which room fields may change, and a config that names only the
// room's own exams, sections and groups. Pure: the room and its content as stored come in as plain objects.

const { fieldError, throwIfInvalid } = require('../errors.js');
const rules = require('../rules/limits.js');
const { has, isObject, stringField } = require('./fields.js');
const { DELIVERIES } = require('../rules/computer-content.js');
const { AUDIO_MODES, RESULTS_SETTINGS } = require('../rules/room-settings.js');
const { isTimeZone } = require('../time-zone.js');
const { isDueDate } = require('../turnaround.js');

/** 400 at `Class`: the same words whether the class exists elsewhere or not. */
const notYourClass = () => fieldError('validation_not_your_class', 'Pick one of your classes.');

/** The room fields a patch may set (and a duplicate copies, but for its name, slug and pause). */
const FIELDS = [
  'name',
  'slug',
  'detail',
  'Exams',
  'config',
  'results',
  'accepting',
  'time_limit',
  'audio',
  'delivery',
  'anonymous_marking',
  'double_marking',
  'review_at_once',
  'paused',
  'time_zone',
  'marks_due',
  'Class',
];

const EXAM_CONFIG_KEYS = [
  'disabled_exam_sections',
  'disabled_section_questions',
  'order_exam_sections',
  'minutes',
];

/**
 * PATCH /api/room/patch/{id}: any of { name, slug, detail, Exams, config, results, accepting, time_limit,
 * audio, delivery, anonymous_marking, double_marking, review_at_once, paused, time_zone, marks_due, Class }. `paused` is not a field: the route turns it
 * into the room's pause (docs/architecture.md, "Exam day").
 * @param {object} body the request body
 * @param {{ room: { Exams: string[] }, exams: { id, Sections }[], sections: { id, SectionQuestions }[] }} current
 *   the room and its exams and sections as stored, with those of the exams the patch adds that the caller
 *   may manage and no others: an id of anything else is refused as not this room's, the same 400 whether
 *   it exists elsewhere or not
 * @returns {object} the fields to set (config replaces the whole config)
 */
function validateRoomPatch(body, current) {
  const errors = {};
  const out = {};
  for (const key of Object.keys(body)) {
    if (!FIELDS.includes(key)) {
      errors[key] = fieldError('validation_unknown_field', 'This field cannot be changed here.');
    }
  }
  if (has(body, 'name')) {
    const name = stringField(body, 'name', errors, { required: true, max: rules.ROOM_NAME_MAX });
    if (name !== undefined) out.name = name;
  }
  if (has(body, 'slug')) {
    const slug = stringField(body, 'slug', errors, {
      required: true,
      max: rules.SLUG_MAX,
      pattern: rules.SLUG,
      patternMessage: 'Lowercase letters, digits and single dashes only.',
    });
    if (slug !== undefined) out.slug = slug;
  }
  if (has(body, 'detail')) {
    if (body.detail === null) out.detail = '';
    else {
      const detail = stringField(body, 'detail', errors, { max: rules.ROOM_DETAIL_MAX });
      if (detail !== undefined) out.detail = detail;
    }
  }
  // Exams may be reordered, dropped and added; the route checks that an added exam is the caller's own.
  if (has(body, 'Exams')) {
    const exams = body.Exams;
    if (!Array.isArray(exams) || !exams.every((id) => typeof id === 'string' && id !== '')) {
      errors.Exams = fieldError('validation_invalid_type', 'Must be a list of exam ids.');
    } else if (new Set(exams).size !== exams.length) {
      errors.Exams = fieldError('validation_duplicate', 'Must not name an exam twice.');
    } else out.Exams = exams.slice();
  }
  if (has(body, 'results')) {
    if (RESULTS_SETTINGS.includes(body.results)) out.results = body.results;
    else errors.results = fieldError('validation_invalid_value', 'Must be one of hidden, score or review.');
  }
  if (has(body, 'accepting')) {
    if (typeof body.accepting === 'boolean') out.accepting = body.accepting;
    else errors.accepting = fieldError('validation_invalid_type', 'Must be true or false.');
  }
  if (has(body, 'time_limit')) {
    const limit = body.time_limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit))
      errors.time_limit = fieldError('validation_invalid_type', 'Must be a whole number of minutes.');
    else if (limit < 0 || limit > rules.TIME_LIMIT_MAX)
      errors.time_limit = fieldError(
        'validation_out_of_range',
        `Must be between 0 (untimed) and ${rules.TIME_LIMIT_MAX} minutes.`,
      );
    else out.time_limit = limit;
  }
  if (has(body, 'audio')) {
    if (AUDIO_MODES.includes(body.audio)) out.audio = body.audio;
    else errors.audio = fieldError('validation_invalid_value', 'Must be one of free or once.');
  }
  // docs/architecture.md, "The test on computer".
  if (has(body, 'delivery')) {
    if (DELIVERIES.includes(body.delivery)) out.delivery = body.delivery;
    else errors.delivery = fieldError('validation_invalid_value', 'Must be one of paper or computer.');
  }
  // docs/architecture.md, "Writing and marking".
  if (has(body, 'anonymous_marking')) {
    if (typeof body.anonymous_marking === 'boolean') out.anonymous_marking = body.anonymous_marking;
    else errors.anonymous_marking = fieldError('validation_invalid_type', 'Must be true or false.');
  }
  // docs/architecture.md, "Double marking".
  if (has(body, 'double_marking')) {
    if (typeof body.double_marking === 'boolean') out.double_marking = body.double_marking;
    else errors.double_marking = fieldError('validation_invalid_type', 'Must be true or false.');
  }
  // docs/architecture.md, "Exam day".
  for (const key of ['review_at_once', 'paused'])
    if (has(body, key)) {
      if (typeof body[key] === 'boolean') out[key] = body[key];
      else errors[key] = fieldError('validation_invalid_type', 'Must be true or false.');
    }
  // docs/architecture.md, "Times in the room's zone": an IANA name, or null for none.
  if (has(body, 'time_zone')) {
    if (body.time_zone === null || body.time_zone === '') out.time_zone = '';
    else if (isTimeZone(body.time_zone)) out.time_zone = body.time_zone;
    else
      errors.time_zone = fieldError(
        'validation_invalid_value',
        'Must be a time zone such as Asia/Ho_Chi_Minh, or none.',
      );
  }
  // docs/architecture.md, "Turnaround": a date, or null for none.
  if (has(body, 'marks_due')) {
    if (body.marks_due === null || body.marks_due === '') out.marks_due = '';
    else if (isDueDate(body.marks_due)) out.marks_due = body.marks_due;
    else
      errors.marks_due = fieldError('validation_invalid_date', 'Must be a date written YYYY-MM-DD, or none.');
  }
  // The room's class (docs/product.md, "Classes"): an id, or null or '' for none; the route checks that the
  // caller manages it.
  if (has(body, 'Class')) {
    if (body.Class === null || body.Class === '') out.Class = '';
    else if (typeof body.Class === 'string' && body.Class.length <= 30) out.Class = body.Class;
    else errors.Class = notYourClass();
  }
  if (has(body, 'config')) {
    const config = validateConfig(body.config, current, out.Exams || null, errors);
    if (config) out.config = config;
  }
  throwIfInvalid(errors);
  return out;
}

/**
 * A room config naming only this room's exams (its new list when the patch changes it) and, per exam, only
 * that exam's sections and groups.
 */
function validateConfig(config, current, newExams, errors) {
  if (config === null) return {};
  if (!isObject(config)) {
    errors.config = fieldError('validation_invalid_type', 'Must be an object keyed by exam id.');
    return null;
  }
  const roomExams = new Set(newExams || (current.room && current.room.Exams) || []);
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
      // docs/architecture.md, "Exams one after another": the exam's own time, 0 for none.
      if (key === 'minutes') {
        const minutes = value.minutes;
        if (typeof minutes !== 'number' || !Number.isInteger(minutes))
          errors[keyPath] = fieldError('validation_invalid_type', 'Must be a whole number of minutes.');
        else if (minutes < 0 || minutes > rules.TIME_LIMIT_MAX)
          errors[keyPath] = fieldError(
            'validation_out_of_range',
            `Must be between 0 (none) and ${rules.TIME_LIMIT_MAX} minutes.`,
          );
        else clean.minutes = minutes;
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

module.exports = {
  notYourClass,
  ROOM_FIELDS: FIELDS,
  validateRoomPatch,
};
