// The body of a draft or a submission (docs/architecture.md, "Drafts and submissions"): read by our build's
// Go reader (server/internal/rules/answers_body.go, through native.js) when the body is one validateAnswersBody takes as it is,
// which gives its result; else, and on an official PocketBase binary, parsed and checked here, which is also
// where every refusal and its message come from. server/internal/jsbind/answers_body_test.go holds the two
// readings equal.

const { readBodyText } = require('./http.js');
const native = require('./native.js');
const { ANSWERS_BODY_LIMIT, ESSAY_MAX_LENGTH, MAX_ANSWERS, MAX_JSON_DEPTH } = require('./rules/limits.js');
const { parseJsonObject } = require('./validate/fields.js');
const { validateAnswersBody } = require('./validate/guest-bodies.js');

/**
 * validateAnswersBody's { room, answers, flags } of the request's body, up to ANSWERS_BODY_LIMIT (a body may
 * carry essays); 413, or 400 with validateAnswersBody's field errors.
 */
function readAnswersBody(e) {
  const text = readBodyText(e, ANSWERS_BODY_LIMIT);
  const reader = native.answersBody();
  const read = reader ? reader.read(text, MAX_ANSWERS, ESSAY_MAX_LENGTH, MAX_JSON_DEPTH) : null;
  return read || validateAnswersBody(parseJsonObject(text));
}

module.exports = { readAnswersBody };
