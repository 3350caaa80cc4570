/// <reference path="../pb_data/types.d.ts" />
/* global RelationField -- a PocketBase global of the migrations runtime */
// Classes (docs/product.md, "Classes"): a class is a name, the teachers who manage it and a roster of
// students; a room may belong to one, and its gate then admits only the roster. Closed to the records API:
// only the class routes (pb_hooks/lib/class-routes.js) read and write them.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const students = app.findCollectionByNameOrId('students');
    app.save(
      new Collection({
        type: 'base',
        name: 'classes',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'name', required: true, max: 100 },
          // Who manages the class; the route keeps at least one (a superuser's class may have none).
          { type: 'relation', name: 'Users', collectionId: users.id, maxSelect: 999, cascadeDelete: false },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
      }),
    );
    const classes = app.findCollectionByNameOrId('classes');
    app.save(
      new Collection({
        type: 'base',
        name: 'class_students',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'relation', name: 'Class', required: true, collectionId: classes.id, maxSelect: 1, cascadeDelete: true },
          { type: 'relation', name: 'Student', required: true, collectionId: students.id, maxSelect: 1, cascadeDelete: true },
        ],
        // The gate asks "is this student on this class's roster": one read of this index.
        indexes: [
          'CREATE UNIQUE INDEX idx_class_students ON class_students (Class, Student)',
          'CREATE INDEX idx_class_students_student ON class_students (Student)',
        ],
      }),
    );
    const rooms = app.findCollectionByNameOrId('rooms');
    // A class removed leaves its rooms open to anyone, as before they had one.
    rooms.fields.add(new RelationField({ name: 'Class', collectionId: classes.id, maxSelect: 1, cascadeDelete: false }));
    app.save(rooms);
  },
  (app) => {
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.removeByName('Class');
    app.save(rooms);
    app.delete(app.findCollectionByNameOrId('class_students'));
    app.delete(app.findCollectionByNameOrId('classes'));
  },
);
