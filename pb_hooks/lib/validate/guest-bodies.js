// The bodies of the guest routes: the guest record ({ uuid }, then name and e-mail at the gate) and the
// answers of a draft or submission. Pure: each validator returns the clean value or throws a 400 HttpError
// with field errors (validate/fields.js).

const { fieldError, throwIfInvalid } = require('../errors.js');
const rules = require('../rules/limits.js');
const { charLength, isObject, notString, required, stringField, uuidField } = require('./fields.js');

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
  const name = stringField(body, 'name', errors, {
    required: true,
    min: rules.GUEST_NAME_MIN,
    max: rules.GUEST_NAME_MAX,
    pattern: rules.GUEST_NAME_VISIBLE,
    patternCode: 'validation_invalid_format',
    patternMessage: 'Must contain a letter or a digit.',
  });
  const email = stringField(body, 'email', errors, {
    required: true,
    min: rules.EMAIL_MIN,
    max: rules.EMAIL_MAX,
    pattern: rules.EMAIL,
    patternCode: 'validation_is_email',
    patternMessage: 'Must be a valid email address.',
  });
  throwIfInvalid(errors);
  return { uuid, name, email };
}

/**
 * { Room, raw: { answers: [{ questionId, value }], flags?: [questionId] } } of the draft and submission
 * routes. Values are kept as sent (≤ 30,000 characters each here; longAnswersOutsideEssays then holds every
 * box but an essay to 50); at most one answer per question; flags name
 * questions like answers do, each once (none when absent). Other fields (Guest, score, …) are ignored: the
 * guest comes from its header and the score from the server. This runs on every autosave, so the loop over
 * answers is written plainly (no per-answer helper objects). Our build reads a body it takes as it is in Go
 * (server/internal/rules/answers_body.go, through answers-body.js); server/internal/jsbind/answers_body_test.go
 * holds the two readings equal, so a change here is made there too.
 */
function validateAnswersBody(body) {
  const { MAX_ANSWERS, ESSAY_MAX_LENGTH } = rules;
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
      if (value.length > ESSAY_MAX_LENGTH && charLength(value) > ESSAY_MAX_LENGTH) {
        fail(
          path + '.value',
          fieldError('validation_length_out_of_range', `Must be at most ${ESSAY_MAX_LENGTH} characters.`),
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
  const flags = isObject(raw) ? flagsField(raw.flags, fail) : [];
  throwIfInvalid(errors);
  return { room, answers, flags };
}

/** raw.flags: absent or null (none), or a list of distinct question ids; errors recorded through `fail`. */
function flagsField(list, fail) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    fail('raw.flags', fieldError('validation_invalid_type', 'Must be a list of question ids.'));
    return [];
  }
  if (list.length > rules.MAX_ANSWERS) {
    fail(
      'raw.flags',
      fieldError('validation_too_many_values', `Must have at most ${rules.MAX_ANSWERS} flags.`),
    );
    return [];
  }
  const flags = [];
  const seen = new Set();
  for (let index = 0; index < list.length; index++) {
    const id = list[index];
    const path = 'raw.flags.' + index;
    if (typeof id !== 'string' || id === '') fail(path, id === '' || id === null ? required() : notString());
    else if (id.length > 200)
      fail(path, fieldError('validation_length_out_of_range', 'Must be at most 200 characters.'));
    else if (seen.has(id)) fail(path, fieldError('validation_duplicate', 'Each question is flagged once.'));
    else {
      seen.add(id);
      flags.push(id);
    }
  }
  return flags;
}

/**
 * { Room, exam? } of the start route: without `exam`, the guest's start in the room; with it, the start of
 * that exam's part (docs/architecture.md, "Exams one after another"). `exam` is null when absent.
 */
function validateStartBody(body) {
  const errors = {};
  const room = stringField(body, 'Room', errors, { required: true, max: 200 });
  const exam =
    body.exam === undefined || body.exam === null
      ? null
      : stringField(body, 'exam', errors, { required: true, max: 200 });
  throwIfInvalid(errors);
  return { room, exam };
}

/** { Room } of the timing route (docs/architecture.md, "Exam day"). */
function validateTimingBody(body) {
  const errors = {};
  const room = stringField(body, 'Room', errors, { required: true, max: 200 });
  throwIfInvalid(errors);
  return { room };
}

/** { Room, exam } of the finish route (docs/architecture.md, "Exams one after another"). */
function validateFinishBody(body) {
  const errors = {};
  const room = stringField(body, 'Room', errors, { required: true, max: 200 });
  const exam = stringField(body, 'exam', errors, { required: true, max: 200 });
  throwIfInvalid(errors);
  return { room, exam };
}

/**
 * Answers (and flags) naming a question that is not one of the room's (`questionIds.has`): field errors,
 * or {}.
 */
function answersOutsideSheet(answers, questionIds, flags) {
  // Runs on every autosave: indexed loops (a callback per answer costs in the hooks' JS engine).
  const errors = {};
  const unknown = () => fieldError('validation_unknown_question', 'Not a question of this room.');
  for (let index = 0; index < answers.length; index++)
    if (!questionIds.has(answers[index].questionId)) errors[`raw.answers.${index}.questionId`] = unknown();
  const flagged = flags || [];
  for (let index = 0; index < flagged.length; index++)
    if (!questionIds.has(flagged[index])) errors[`raw.flags.${index}`] = unknown();
  return errors;
}

/**
 * Answers longer than a box takes (50 characters) to a question that is not an essay's (`essayIds.has`):
 * field errors at raw.answers.i.value, or {} (docs/architecture.md, "Writing and marking").
 */
function longAnswersOutsideEssays(answers, essayIds) {
  const max = rules.MAX_ANSWER_LENGTH;
  const errors = {};
  for (let index = 0; index < answers.length; index++) {
    const { questionId, value } = answers[index];
    // An essay's answer is never counted here: charLength walks it a character at a time.
    if (value.length > max && !essayIds.has(questionId) && charLength(value) > max)
      errors[`raw.answers.${index}.value`] = fieldError(
        'validation_length_out_of_range',
        `Must be at most ${max} characters.`,
      );
  }
  return errors;
}

module.exports = {
  longAnswersOutsideEssays,
  validateGuestCreate,
  validateGuestPatch,
  validateAnswersBody,
  validateStartBody,
  validateFinishBody,
  validateTimingBody,
  answersOutsideSheet,
};
