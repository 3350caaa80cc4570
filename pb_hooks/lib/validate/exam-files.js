// Which file of an exam a request names (docs/architecture.md, "Authoring"): a section's or group's
// images (`media`), or a section's recording (`audio`). Pure; whether the part is the exam's own is
// checked by the route.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { isObject } = require('./fields.js');

const PARTS = ['section', 'group'];
const FIELDS = ['media', 'audio'];

function targetInto(body, errors) {
  const source = isObject(body) ? body : {};
  if (PARTS.indexOf(source.part) === -1)
    errors.part = fieldError('validation_invalid_value', 'Must be section or group.');
  if (typeof source.partId !== 'string' || source.partId === '')
    errors.partId = fieldError('validation_required', 'Name the section or group.');
  if (FIELDS.indexOf(source.field) === -1)
    errors.field = fieldError('validation_invalid_value', 'Must be media or audio.');
  else if (source.field === 'audio' && source.part === 'group')
    errors.field = fieldError('validation_invalid_value', 'Only a section has a recording.');
  return { part: source.part, partId: source.partId, field: source.field };
}

/** { part, partId, field } of an upload's form fields; 400 naming each bad one. */
function validateFileTarget(body) {
  const errors = {};
  const target = targetInto(body, errors);
  throwIfInvalid(errors, 'Check where the file goes.');
  return target;
}

/** { part, partId, field, name } of a removal; 400 naming each bad field. */
function validateFileRemoval(body) {
  const errors = {};
  const target = targetInto(body, errors);
  const name = isObject(body) ? body.name : undefined;
  if (typeof name !== 'string' || name === '')
    errors.name = fieldError('validation_required', 'Name the file to remove.');
  throwIfInvalid(errors, 'Check which file to remove.');
  return Object.assign(target, { name });
}

module.exports = { validateFileTarget, validateFileRemoval };
