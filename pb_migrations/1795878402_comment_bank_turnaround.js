/// <reference path="../pb_data/types.d.ts" />
/* global DateField, TextField -- PocketBase field constructors of the migrations runtime */
// The marker's workbench (docs/architecture.md, "Comment bank" and "Turnaround"): each teacher's bank of
// reusable comments per criterion, closed to the records API (the comments routes serve it, your own only);
// a room's `marks_due` (a date YYYY-MM-DD, blank for none) and when its marks were last released, which
// says whether they were released on time. Existing rooms: no date due, no release time.

migrate(
  (app) => {
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.add(new TextField({ name: 'marks_due', max: 10 }));
    rooms.fields.add(new DateField({ name: 'marks_released_at' }));
    app.save(rooms);
    app.db().newQuery(`UPDATE rooms SET marks_due = '', marks_released_at = ''`).execute();

    app.save(
      new Collection({
        type: 'base',
        name: 'comments',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: 'relation',
            name: 'User',
            collectionId: app.findCollectionByNameOrId('users').id,
            // A teacher's bank goes with them.
            cascadeDelete: true,
            maxSelect: 1,
            minSelect: 1,
            required: true,
          },
          { type: 'select', name: 'criterion', values: ['ta', 'cc', 'lr', 'gra', 'fc', 'p'], maxSelect: 1, required: true },
          { type: 'text', name: 'text', max: 1000, required: true },
          { type: 'number', name: 'uses', onlyInt: true, min: 0 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX idx_comments_user ON comments (User, criterion)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('comments'));
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.removeByName('marks_due');
    rooms.fields.removeByName('marks_released_at');
    app.save(rooms);
  },
);
