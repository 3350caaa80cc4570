// The bodies of the results routes (docs/architecture.md, "HTTP routes"): accept { questionId, answer },
// reopen { submission } and forget { guest }. Ids are only typed and bounded here (the finders bind them);
// an accepted answer becomes a key, so it has the exam document's key limit (rules.js), in characters.
// Pure: no PocketBase globals.

const { throwIfInvalid } = require('../errors.js');
const { KEY_MAX } = require('../rules.js');
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

module.exports = { validateAcceptBody, validateReopenBody, validateForgetBody };
