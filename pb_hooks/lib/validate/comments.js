// The bodies of the comments routes (docs/architecture.md, "Comment bank"). Pure.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { BANK_CRITERIA, BANK_TEXT_MAX } = require('../rules/comment-bank.js');
const { has, stringField } = require('./fields.js');

/**
 * POST /api/comments { criterion, text } (both required) or PATCH /api/comments/{id} (either): the fields to
 * set, the text trimmed; 400 at `criterion` or `text`.
 */
function validateComment(body, { partial }) {
  const errors = {};
  const out = {};
  for (const key of Object.keys(body))
    if (key !== 'criterion' && key !== 'text')
      errors[key] = fieldError('validation_unknown_field', 'This field cannot be changed here.');
  if (has(body, 'criterion') || !partial) {
    if (BANK_CRITERIA.indexOf(body.criterion) !== -1) out.criterion = body.criterion;
    else
      errors.criterion = fieldError(
        'validation_invalid_value',
        `Must be one of ${BANK_CRITERIA.join(', ')}.`,
      );
  }
  if (has(body, 'text') || !partial) {
    const text = stringField(body, 'text', errors, { required: true, max: BANK_TEXT_MAX });
    if (text !== undefined) out.text = text;
  }
  throwIfInvalid(errors);
  return out;
}

module.exports = { validateComment };
