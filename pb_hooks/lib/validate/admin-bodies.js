// The bodies of the room share, unshare and delete routes.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { emailField, stringField } = require('./fields.js');

/** { email } of room/share. */
function validateShareBody(body) {
  const errors = {};
  const email = emailField(body, 'email', errors);
  throwIfInvalid(errors);
  return { email };
}

/** { user } of room/unshare: the id of the member to remove. */
function validateUnshareBody(body) {
  const errors = {};
  const user = stringField(body, 'user', errors, { required: true, max: 100 });
  throwIfInvalid(errors);
  return { user };
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

/**
 * { students } of room/duplicate: whether the copy takes the room's students' data (false when left out;
 * an empty body is {}).
 */
function validateDuplicateBody(body) {
  const errors = {};
  const students = body.students === undefined ? false : body.students;
  if (typeof students !== 'boolean')
    errors.students = fieldError('validation_invalid_type', 'Must be true or false.');
  throwIfInvalid(errors);
  return { students };
}

module.exports = { validateShareBody, validateUnshareBody, validateDeleteBody, validateDuplicateBody };
