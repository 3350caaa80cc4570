// Students across rooms (docs/product.md, "Students across mocks"): one per e-mail, lower-cased, made when a
// guest first passes a gate with it; its name is the latest one given.

const { formatTime } = require('../deadline.js');
const { newRecordId } = require('./records.js');

// URL-safe base64; 22 characters hold 132 random bits.
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOKEN_LENGTH = 22;

/** A new progress-link token: unguessable, safe in a URL. */
const newStudentToken = () => $security.randomStringWithAlphabet(TOKEN_LENGTH, TOKEN_ALPHABET);

/** The key a student is found by: the e-mail as typed, without case or surrounding spaces. */
const studentEmail = (email) => String(email).trim().toLowerCase();

// One statement: the student is made, or keeps its id and token and takes the latest name.
const UPSERT_STUDENT_SQL = `
  INSERT INTO students (id, email, name, token, created, updated)
  VALUES ({:id}, {:email}, {:name}, {:token}, {:now}, {:now})
  ON CONFLICT (email) DO UPDATE SET name = excluded.name, updated = excluded.updated
  RETURNING id`;

/** The id of the student with this e-mail, made when new; its name becomes `name`. */
function studentIdFor(app, email, name) {
  const row = new DynamicModel({ id: '' });
  app
    .db()
    .newQuery(UPSERT_STUDENT_SQL)
    .bind({
      id: newRecordId(),
      email: studentEmail(email),
      name,
      token: newStudentToken(),
      now: formatTime(Date.now()),
    })
    .one(row);
  return row.id;
}

module.exports = { newStudentToken, studentEmail, studentIdFor };
