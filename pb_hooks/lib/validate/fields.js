// Field helpers for the body validators: the JSON body, string fields and the guest uuid. Pure: no
// PocketBase globals. A validator records PocketBase-shaped field errors { field: { code, message } } in
// an `errors` object (nested fields named by path, e.g. "raw.answers.3.value") and throws them at once
// with errors.js's throwIfInvalid.

const { badRequest, fieldError } = require('../errors.js');
const { EMAIL, EMAIL_MAX, MAX_JSON_DEPTH, UUID, charLength } = require('../rules/limits.js');

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);
const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

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

// A JSON text's strings and everything but brackets, dropped to measure its nesting.
const NOT_BRACKETS = /"(?:[^"\\]|\\.)*"|[^[\]{}"]+/g;

/**
 * 400 when the text nests objects and arrays deeper than MAX_JSON_DEPTH: checked before JSON.parse, which
 * would build every level (a 250 KB body of brackets took gigabytes). Strings are dropped first (natively),
 * so only the brackets are walked, and a deep text is refused at its first level too many.
 */
function checkDepth(text) {
  const brackets = text.replace(NOT_BRACKETS, '');
  let depth = 0;
  for (let i = 0; i < brackets.length; i++) {
    const c = brackets.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        throw badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    } else depth--;
  }
}

// The tokens of a JSON text, to name where a number beyond a double stands.
const TOKENS = /"(?:[^"\\]|\\.)*"|[[\]{},:]|[^\s[\]{},:"]+/g;
// A number that may be beyond a double: an exponent of three digits or more, or 309 digits.
const MAYBE_HUGE_NUMBER = /\d[eE]\+?\d{3}|\d{309}/;

/**
 * The path (`raw.answers.0.value`) of the first number in the text that no double holds (`1e400`), or null.
 * Read only when the body may hold one (the tokens walked in JS).
 */
function hugeNumberPath(text) {
  const stack = [];
  let expectKey = false;
  TOKENS.lastIndex = 0;
  for (let match = TOKENS.exec(text); match; match = TOKENS.exec(text)) {
    const token = match[0];
    const top = stack[stack.length - 1];
    if (token === '{' || token === '[') {
      stack.push({ array: token === '[', at: 0 });
      expectKey = token === '{';
    } else if (token === '}' || token === ']') stack.pop();
    else if (token === ',') {
      if (top && top.array) top.at++;
      else expectKey = true;
    } else if (token === ':') expectKey = false;
    else if (token[0] === '"') {
      if (expectKey && top) top.at = JSON.parse(token);
    } else if (Math.abs(Number(token)) === Infinity) return stack.map((level) => level.at).join('.');
  }
  return null;
}

/**
 * A request body: empty means {}; anything but a JSON object is a 400, and so is one nested deeper than
 * MAX_JSON_DEPTH; a number beyond a double is a 400 naming its field.
 */
function parseJsonObject(text) {
  if (typeof text !== 'string' || text.trim() === '') return {};
  checkDepth(text);
  let value;
  let parsed = true;
  try {
    value = JSON.parse(text);
  } catch (_) {
    parsed = false;
  }
  // The hooks' JSON.parse refuses a number beyond a double, Node's takes it as Infinity: either way the
  // field is named, as the Go reader leaves such a body to this one.
  const path = !parsed || MAYBE_HUGE_NUMBER.test(text) ? hugeNumberPath(text) : null;
  if (path)
    throw badRequest('The request body has a number too large.', {
      [path]: fieldError('validation_number_too_large', 'Must be a number a double can hold.'),
    });
  if (!parsed) throw badRequest('The request body is not valid JSON.');
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

/** A required e-mail field (what people mean by an e-mail address: rules/limits.js's EMAIL), trimmed. */
function emailField(body, name, errors) {
  return stringField(body, name, errors, {
    required: true,
    max: EMAIL_MAX,
    pattern: EMAIL,
    patternCode: 'validation_is_email',
    patternMessage: 'Must be a valid email address.',
  });
}

/** The guest-uuid header (or a body uuid): lower-cased, or null when it is not a UUID. */
function normalizeUuid(value) {
  if (typeof value !== 'string') return null;
  const uuid = value.trim().toLowerCase();
  return UUID.test(uuid) ? uuid : null;
}

/** The body's uuid, lower-cased, or undefined after recording an error. */
function uuidField(body, errors) {
  if (!has(body, 'uuid') || body.uuid === null || body.uuid === '') {
    errors.uuid = required();
    return undefined;
  }
  const uuid = normalizeUuid(body.uuid);
  if (!uuid) errors.uuid = fieldError('validation_invalid_uuid', 'Must be a UUID.');
  return uuid || undefined;
}

module.exports = {
  isObject,
  has,
  charLength,
  utf8Length,
  parseJsonObject,
  required,
  notString,
  stringField,
  emailField,
  normalizeUuid,
  uuidField,
};
