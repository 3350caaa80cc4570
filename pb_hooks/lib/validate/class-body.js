// The body of POST /api/classes and PATCH /api/classes/{id} (docs/product.md, "Classes"): { name, Users?,
// students? } or { roster }. Each student is checked by the gate's rules (rules/roster.js, shared with the
// class page's preview); a bad one is a 400 at `students.{i}` or `roster.{line}`. Pure.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { CLASS_NAME_MAX, ROSTER_MAX, parseRoster, rosterEntryProblem } = require('../rules/roster.js');
const { has, isObject, stringField } = require('./fields.js');

const FIELDS = ['name', 'Users', 'students', 'roster'];
const invalid = (message) => fieldError('validation_invalid_value', message);
const tooMany = () => invalid(`A class holds at most ${ROSTER_MAX} students.`);

/**
 * @param {object} body
 * @param {boolean} create a POST: `name` is required
 * @returns {{ name?: string, Users?: string[], students?: { email: string, name: string }[] }}
 */
function validateClassBody(body, create) {
  const errors = {};
  const out = {};
  if (!isObject(body)) throwIfInvalid({ body: invalid('Must be an object.') });
  for (const key of Object.keys(body))
    if (!FIELDS.includes(key))
      errors[key] = fieldError('validation_unknown_field', 'This field cannot be set here.');
  if (create || has(body, 'name')) {
    const name = stringField(body, 'name', errors, { required: true, max: CLASS_NAME_MAX });
    if (name !== undefined) out.name = name;
  }
  if (has(body, 'Users')) {
    const users = body.Users;
    if (!Array.isArray(users) || users.some((id) => typeof id !== 'string' || id === '' || id.length > 30))
      errors.Users = invalid('Must be a list of account ids.');
    else if (users.length === 0) errors.Users = invalid('A class needs at least one teacher.');
    else out.Users = Array.from(new Set(users));
  }
  if (has(body, 'students') && has(body, 'roster'))
    errors.roster = invalid('Send the students or a roster, not both.');
  else if (has(body, 'students')) {
    const list = body.students;
    if (!Array.isArray(list)) errors.students = invalid('Must be a list of students.');
    else if (list.length > ROSTER_MAX) errors.students = tooMany();
    else {
      const students = [];
      list.forEach((item, i) => {
        const entry = isObject(item)
          ? {
              email: typeof item.email === 'string' ? item.email.trim() : '',
              name: typeof item.name === 'string' ? item.name.trim() : '',
            }
          : { email: '', name: '' };
        const problem = rosterEntryProblem(entry);
        if (problem) errors[`students.${i}`] = invalid(problem);
        else students.push(entry);
      });
      out.students = students;
    }
  } else if (has(body, 'roster')) {
    if (typeof body.roster !== 'string') errors.roster = invalid('Must be text, one student a line.');
    else {
      const { entries, problems } = parseRoster(body.roster);
      for (const problem of problems) errors[`roster.${problem.line}`] = invalid(problem.message);
      if (entries.length > ROSTER_MAX) errors.roster = tooMany();
      out.students = entries.map(({ email, name }) => ({ email, name }));
    }
  }
  throwIfInvalid(errors);
  return out;
}

module.exports = { validateClassBody };
