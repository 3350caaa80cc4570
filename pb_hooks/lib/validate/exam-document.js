// An exam as one document (docs/architecture.md, "Authoring"): its checks are the rule of
// src/rules/exam-document.ts (emitted as rules/exam-document.js), the importer's and the editor's too; here
// only the 400 a refused document answers.

const { badRequest, fieldError } = require('../errors.js');
const { validateExamDocument } = require('../rules/exam-document.js');
const { has } = require('./fields.js');

/**
 * The 400 for a refused document: PocketBase's shape with `data` keyed by path, the message naming the
 * first problem.
 * @param {{ path: string, code: string, message: string }[]} errors the problems, at least one
 */
function documentError(errors) {
  const data = {};
  for (const error of errors)
    if (!has(data, error.path)) data[error.path] = fieldError(error.code, error.message);
  const first = errors[0];
  return badRequest(`Check the exam${first.path ? ` at ${first.path}` : ''}: ${first.message}`, data);
}

module.exports = { validateExamDocument, documentError };
