/// <reference path="../pb_data/types.d.ts" />
/* global BoolField, NumberField -- PocketBase field constructors of the migrations runtime */
// Double marking and the audit trail (docs/architecture.md, "Double marking" and "Audit trail"): a room's
// `double_marking` (off in existing rooms); a mark's `round` (1 and 2 the two markers', 3 the agreed mark;
// existing marks are round 1), one mark per (Submission, Question, round); and the `audit` collection, a
// room's history of changes to scores and marks, closed to the records API but for superusers.

migrate(
  (app) => {
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.add(new BoolField({ name: 'double_marking' }));
    app.save(rooms);
    app.db().newQuery('UPDATE rooms SET double_marking = FALSE').execute();

    const marks = app.findCollectionByNameOrId('marks');
    marks.fields.add(new NumberField({ name: 'round', onlyInt: true, min: 1, max: 3 }));
    marks.indexes = ['CREATE UNIQUE INDEX idx_marks_submission_question_round ON marks (Submission, Question, round)'];
    app.save(marks);
    app.db().newQuery('UPDATE marks SET round = 1').execute();

    const rel = (name, collection) => ({
      type: 'relation',
      name,
      collectionId: app.findCollectionByNameOrId(collection).id,
      // Nothing the app does removes a row (docs/architecture.md, "Audit trail"): a student's rows go only
      // with their data, by the forget route's own delete.
      cascadeDelete: false,
      maxSelect: 1,
      minSelect: 0,
      required: false,
    });
    app.save(
      new Collection({
        type: 'base',
        name: 'audit',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          rel('Room', 'rooms'),
          rel('User', 'users'),
          // The student the change concerns, if any: what the forget route removes with their data.
          rel('Guest', 'guests'),
          {
            type: 'select',
            name: 'action',
            required: true,
            maxSelect: 1,
            values: ['accept', 'key_edit', 'reopen', 'mark', 'release', 'speaking', 'extra_time', 'pause', 'resume', 'collect'],
          },
          { type: 'text', name: 'target', max: 500 },
          { type: 'json', name: 'before', maxSize: 20000 },
          { type: 'json', name: 'after', maxSize: 20000 },
          { type: 'autodate', name: 'at', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE INDEX idx_audit_room_at ON audit (Room, at)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('audit'));
    app.db().newQuery('DELETE FROM marks WHERE round > 1').execute();
    const marks = app.findCollectionByNameOrId('marks');
    marks.fields.removeByName('round');
    marks.indexes = ['CREATE UNIQUE INDEX idx_marks_submission_question ON marks (Submission, Question)'];
    app.save(marks);
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.removeByName('double_marking');
    app.save(rooms);
  },
);
