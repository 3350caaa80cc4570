/// <reference path="../pb_data/types.d.ts" />
/* global BoolField, RelationField -- PocketBase field constructors of the migrations runtime */
// Authoring (see docs/architecture.md, "Authoring"): an exam's authors (`Users`, the creator first), who
// alone edit it, and whether it accepts the initials of TRUE, FALSE, NOT GIVEN, YES and NO. Exams stored
// before get as authors the members of the rooms that hold them (oldest room first, each room's members in
// their order), so every teacher who could change an exam's room keeps editing it; accept_initials is off.

migrate(
  (app) => {
    const exams = app.findCollectionByNameOrId('exams');
    const users = app.findCollectionByNameOrId('users');
    exams.fields.add(
      new RelationField({ name: 'Users', collectionId: users.id, maxSelect: 999, cascadeDelete: false }),
    );
    exams.fields.add(new BoolField({ name: 'accept_initials' }));
    app.save(exams);

    const rows = arrayOf(new DynamicModel({ exam: '', user: '' }));
    app
      .db()
      .newQuery(
        `SELECT re.value AS exam, ru.value AS user
           FROM rooms r, json_each(r.Exams) re, json_each(r.Users) ru
          ORDER BY r.created, r.id, ru.key`,
      )
      .all(rows);
    const authors = new Map();
    for (const row of rows) {
      if (!authors.has(row.exam)) authors.set(row.exam, []);
      const list = authors.get(row.exam);
      if (list.indexOf(row.user) === -1) list.push(row.user);
    }
    authors.forEach((list, examId) => {
      let exam = null;
      try {
        exam = app.findRecordById('exams', examId);
      } catch (_) {
        return; // a room naming an exam that is gone
      }
      exam.set('Users', list);
      app.saveNoValidate(exam);
    });
  },
  (app) => {
    const exams = app.findCollectionByNameOrId('exams');
    exams.fields.removeByName('Users');
    exams.fields.removeByName('accept_initials');
    app.save(exams);
  },
);
