// The bodies of the results routes (docs/architecture.md, "HTTP routes"): accept { questionId, answer },
// reopen { submission } and forget { guest }. Ids are only typed and bounded here (the finders bind them).
// An accepted answer becomes a key of the exam, so it keeps the exam document's limits (rules/limits.js, as
// validate/exam-document.js applies them): its length in characters, and the keys of a question.
// Pure: no PocketBase globals.

const { badRequest, fieldError, throwIfInvalid } = require('../errors.js');
const { EXAM_MAX_KEYS, KEY_MAX } = require('../rules/limits.js');
const { normalize } = require('../rules/scoring.js');
const { withinWordLimit } = require('../rules/word-count.js');
const { stringField } = require('./fields.js');

/** A record id as a body field: any string of sane length; what it names is looked up by the route. */
const ID_MAX = 200;

/** POST …/accept: { questionId, answer (trimmed, 1–KEY_MAX characters) }. */
function validateAcceptBody(body) {
  const errors = {};
  const questionId = stringField(body, 'questionId', errors, { required: true, max: ID_MAX });
  const answer = stringField(body, 'answer', errors, { required: true, max: KEY_MAX });
  throwIfInvalid(errors, 'Check the question and the answer.');
  return { questionId, answer };
}

/** 400 on `answer`, its message also the response's: the results screen shows that one. */
function answerRefused(code, message) {
  return badRequest(message, { answer: fieldError(code, message) });
}

/**
 * An accepted answer as a new key of its question's slot in the room's scoring table: 400 when the slot's
 * keys already accept it (its forms are every normal form they take), when it is longer than the group's
 * word limit (it would still be marked wrong, and the exam would no longer save) or when the question has
 * as many keys as an exam document may hold.
 * @param {{ num: number, keys: string[], forms: string[], maxWords?: number, numberAllowed?: boolean }} slot
 * @param {string} answer as validateAcceptBody returns it
 */
function validateNewKey(slot, answer) {
  if (slot.forms.indexOf(normalize(answer)) !== -1)
    throw answerRefused('already_accepted', 'This answer is already accepted.');
  if (slot.maxWords !== undefined && !withinWordLimit(answer, slot.maxWords, slot.numberAllowed === true))
    throw answerRefused(
      'validation_over_word_limit',
      `This answer is longer than question ${slot.num}'s word limit, so it stays wrong as an examiner marks it.`,
    );
  if (slot.keys.length >= EXAM_MAX_KEYS)
    throw answerRefused(
      'validation_too_many',
      `Question ${slot.num} already has ${EXAM_MAX_KEYS} accepted answers, the most an exam takes. ` +
        'Remove one in the exam editor to accept another.',
    );
}

/** POST …/reopen: { submission } (a submission id). */
function validateReopenBody(body) {
  const errors = {};
  const submission = stringField(body, 'submission', errors, { required: true, max: ID_MAX });
  throwIfInvalid(errors, 'Check the submission.');
  return { submission };
}

/** POST …/forget: { guest } (a guest id). */
function validateForgetBody(body) {
  const errors = {};
  const guest = stringField(body, 'guest', errors, { required: true, max: ID_MAX });
  throwIfInvalid(errors, 'Check the student.');
  return { guest };
}

module.exports = { validateAcceptBody, validateNewKey, validateReopenBody, validateForgetBody };
