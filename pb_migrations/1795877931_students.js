/// <reference path="../pb_data/types.d.ts" />
/* global RelationField -- a PocketBase global of the migrations runtime */
// Students across rooms (docs/product.md, "Students across mocks"): a student is an e-mail, lower-cased, within
// this AnswerSheet. A guest is a device's identity, so a shared school computer is many students in turn:
// `guests.Student` is the student who last passed the gate on it, and `submissions.Student` the one who
// submitted, fixed at that moment, which is what a student's history reads. Existing guests and submissions
// are linked here by the e-mail they hold (a submission by the e-mail it was submitted with).

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'students',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'email', required: true, max: 254 },
          { type: 'text', name: 'name', max: 100 },
          // 22 characters of URL-safe base64: 132 random bits.
          { type: 'text', name: 'token', required: true, min: 22, max: 22 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_students_email ON students (email)',
          'CREATE UNIQUE INDEX idx_students_token ON students (token)',
        ],
      }),
    );
    const students = app.findCollectionByNameOrId('students');
    const link = () =>
      new RelationField({ name: 'Student', collectionId: students.id, maxSelect: 1, cascadeDelete: false });
    const guests = app.findCollectionByNameOrId('guests');
    guests.fields.add(link());
    guests.addIndex('idx_guests_student', false, '`Student`', '');
    app.save(guests);
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.fields.add(link());
    submissions.addIndex('idx_submissions_student', false, '`Student`, `created`', '');
    app.save(submissions);

    // Every e-mail as written, newest first, so a student's name is the latest one given.
    const rows = arrayOf(new DynamicModel({ email: '', name: '', at: '' }));
    app
      .db()
      .newQuery(
        `SELECT email, name, updated AS at FROM guests WHERE email != ''
         UNION ALL SELECT guest_email, guest_name, created FROM submissions WHERE guest_email != ''
         ORDER BY at DESC`,
      )
      .all(rows);
    const byEmail = new Map();
    const written = new Map();
    for (const row of rows) {
      const email = row.email.trim().toLowerCase();
      if (!byEmail.has(email)) byEmail.set(email, row.name);
      written.set(row.email, email);
    }
    const now = new Date().toISOString().replace('T', ' ');
    const ids = new Map();
    for (const [email, name] of byEmail) {
      const id = $security.randomStringWithAlphabet(15, ID_ALPHABET);
      ids.set(email, id);
      app
        .db()
        .newQuery(
          'INSERT INTO students (id, email, name, token, created, updated) VALUES ({:id}, {:email}, {:name}, {:token}, {:now}, {:now})',
        )
        .bind({ id, email, name, token: $security.randomStringWithAlphabet(22, TOKEN_ALPHABET), now })
        .execute();
    }
    for (const [raw, email] of written) {
      const params = { student: ids.get(email), raw };
      app.db().newQuery('UPDATE guests SET Student = {:student} WHERE email = {:raw}').bind(params).execute();
      app
        .db()
        .newQuery('UPDATE submissions SET Student = {:student} WHERE guest_email = {:raw}')
        .bind(params)
        .execute();
    }
  },
  (app) => {
    for (const name of ['guests', 'submissions']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(name === 'guests' ? 'idx_guests_student' : 'idx_submissions_student');
      collection.fields.removeByName('Student');
      app.save(collection);
    }
    app.delete(app.findCollectionByNameOrId('students'));
  },
);

