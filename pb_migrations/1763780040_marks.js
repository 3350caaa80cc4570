/// <reference path="../pb_data/types.d.ts" />
/* global BoolField -- PocketBase field constructors of the migrations runtime */
// Writing and marking (docs/architecture.md, "Writing and marking"): the Writing exam kinds, a room's
// anonymous marking and release of marks (both off in existing rooms), and the teachers' marks. A mark is
// one Writing task of a submission (its Question) or the submission's Speaking (no Question): one per
// (Submission, Question). Nothing of it is open through the records API: the marking routes serve it.

migrate(
  (app) => {
    const exams = app.findCollectionByNameOrId('exams');
    exams.fields.getByName('kind').values = [
      'listening',
      'academic_reading',
      'general_reading',
      'academic_writing',
      'general_writing',
      'other',
    ];
    app.save(exams);

    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.add(new BoolField({ name: 'anonymous_marking' }));
    rooms.fields.add(new BoolField({ name: 'marks_released' }));
    app.save(rooms);
    app.db().newQuery('UPDATE rooms SET anonymous_marking = FALSE, marks_released = FALSE').execute();

    const rel = (name, collection, required) => ({
      type: 'relation',
      name,
      collectionId: app.findCollectionByNameOrId(collection).id,
      // A mark goes with its submission and its essay question (left without one, a Writing mark would read
      // as the submission's Speaking); a removed marker leaves the mark.
      cascadeDelete: collection !== 'users',
      maxSelect: 1,
      minSelect: required ? 1 : 0,
      required,
    });
    app.save(
      new Collection({
        type: 'base',
        name: 'marks',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          rel('Submission', 'submissions', true),
          rel('Question', 'questions', false),
          rel('User', 'users', false),
          { type: 'json', name: 'criteria', maxSize: 1000 },
          { type: 'text', name: 'comment', max: 5000 },
          { type: 'json', name: 'notes', maxSize: 2000000 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_marks_submission_question ON marks (Submission, Question)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('marks'));
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.removeByName('anonymous_marking');
    rooms.fields.removeByName('marks_released');
    app.save(rooms);
    app.db().newQuery(`UPDATE exams SET kind = 'other' WHERE kind IN ('academic_writing', 'general_writing')`).execute();
    const exams = app.findCollectionByNameOrId('exams');
    exams.fields.getByName('kind').values = ['listening', 'academic_reading', 'general_reading', 'other'];
    app.save(exams);
  },
);
