// The bodies of the search routes, guest and admin: { slug } and { id }. Any string is looked up (the
// finders bind it); only its type and a sane length are checked.

const { throwIfInvalid } = require('../errors.js');
const { stringField } = require('./fields.js');

/** { slug } of room/search and room/guest-search. */
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

module.exports = { validateSlugBody, validateIdBody };
