// The bodies of the marking routes (docs/architecture.md, "Writing and marking"): a Writing task's mark
// { criteria: { ta, cc, lr, gra }, comment, notes: [{ start, end, text }] } and a Speaking mark
// { criteria: { fc, lr, gra, p }, comment }, and the release { released }. Every problem is a field error
// keyed by its path (criteria.ta, notes.3); the route writes nothing unless all is well. Pure.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { SPEAKING_CRITERIA, WRITING_CRITERIA } = require('../rules/bands.js');
const { COMMENT_MAX, NOTES_MAX, NOTE_TEXT_MAX } = require('../rules/mark-limits.js');
const { charLength, has, isObject } = require('./fields.js');

/** Exactly the criteria `names`, each a whole band 0–9; errors at `criteria` or `criteria.<name>`. */
function criteriaField(body, names, errors) {
  const given = body.criteria;
  if (!isObject(given)) {
    errors.criteria = fieldError(
      given === undefined || given === null ? 'validation_required' : 'validation_invalid_type',
      `Must be { ${names.join(', ')} }.`,
    );
    return null;
  }
  const out = {};
  for (const name of Object.keys(given))
    if (names.indexOf(name) === -1)
      errors[`criteria.${name}`] = fieldError(
        'validation_unknown_criterion',
        `Not a criterion: use ${names.join(', ')}.`,
      );
  for (const name of names) {
    const band = given[name];
    if (!has(given, name) || band === null || band === undefined)
      errors[`criteria.${name}`] = fieldError('validation_required', 'Give a band from 0 to 9.');
    else if (typeof band !== 'number' || !Number.isInteger(band) || band < 0 || band > 9)
      errors[`criteria.${name}`] = fieldError('validation_out_of_range', 'Must be a whole band from 0 to 9.');
    else out[name] = band;
  }
  return out;
}

/** The comment: absent or null is ''; text of at most COMMENT_MAX characters. */
function commentField(body, errors) {
  const comment = body.comment;
  if (comment === undefined || comment === null) return '';
  if (typeof comment !== 'string') {
    errors.comment = fieldError('validation_invalid_type', 'Must be text.');
    return '';
  }
  if (comment.length > COMMENT_MAX && charLength(comment) > COMMENT_MAX)
    errors.comment = fieldError(
      'validation_length_out_of_range',
      `Must be at most ${COMMENT_MAX} characters.`,
    );
  return comment;
}

/**
 * The notes on ranges of the essay: absent or null is none; at most NOTES_MAX, each { start, end, text } with
 * 0 ≤ start < end ≤ the essay's length in characters (errors at notes.i) and a text of at most
 * NOTE_TEXT_MAX characters (at notes.i.text).
 * @param {number} length the essay's length in characters
 */
function notesField(body, length, errors) {
  const notes = body.notes;
  if (notes === undefined || notes === null) return [];
  if (!Array.isArray(notes)) {
    errors.notes = fieldError('validation_invalid_type', 'Must be a list of { start, end, text }.');
    return [];
  }
  if (notes.length > NOTES_MAX) {
    errors.notes = fieldError('validation_too_many_values', `At most ${NOTES_MAX} notes.`);
    return [];
  }
  const out = [];
  notes.forEach((note, i) => {
    const path = `notes.${i}`;
    if (!isObject(note)) {
      errors[path] = fieldError('validation_invalid_type', 'Must be { start, end, text }.');
      return;
    }
    const { start, end, text } = note;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || start >= end || end > length) {
      errors[path] = fieldError(
        'validation_invalid_range',
        `A note needs 0 ≤ start < end ≤ ${length} (the essay's length in characters).`,
      );
      return;
    }
    if (typeof text !== 'string')
      errors[`${path}.text`] = fieldError('validation_invalid_type', 'Must be text.');
    else if (text.length > NOTE_TEXT_MAX && charLength(text) > NOTE_TEXT_MAX)
      errors[`${path}.text`] = fieldError(
        'validation_length_out_of_range',
        `Must be at most ${NOTE_TEXT_MAX} characters.`,
      );
    else out.push({ start, end, text });
  });
  return out;
}

/**
 * PUT …/script/{submissionId}/{questionId}: { criteria: { ta, cc, lr, gra }, comment, notes, round? }; round 0
 * when not sent.
 * @param {number} length the essay's length in characters (the notes' ranges are checked against it)
 */
function validateWritingMark(body, length) {
  const errors = {};
  const criteria = criteriaField(body, WRITING_CRITERIA, errors);
  const comment = commentField(body, errors);
  const notes = notesField(body, length, errors);
  // Markers send no round; 3 is the agreed mark (docs/architecture.md, "Double marking").
  const round = body.round === undefined || body.round === null ? 0 : body.round;
  if (round !== 0 && round !== 3)
    errors.round = fieldError('validation_invalid_value', 'Send no round, or 3 for the agreed mark.');
  throwIfInvalid(errors, 'Check the mark.');
  return { criteria, comment, notes, round };
}

/** PUT /api/room/results/{id}/speaking/{guestId}: { criteria: { fc, lr, gra, p }, comment }. */
function validateSpeakingMark(body) {
  const errors = {};
  const criteria = criteriaField(body, SPEAKING_CRITERIA, errors);
  const comment = commentField(body, errors);
  throwIfInvalid(errors, 'Check the mark.');
  return { criteria, comment };
}

/** POST …/release: { released: boolean }. */
function validateRelease(body) {
  if (typeof body.released !== 'boolean')
    throwIfInvalid({ released: fieldError('validation_invalid_type', 'Must be true or false.') });
  return { released: body.released };
}

module.exports = {
  validateWritingMark,
  validateSpeakingMark,
  validateRelease,
};
