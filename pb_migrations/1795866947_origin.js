/// <reference path="../pb_data/types.d.ts" />
/* global JSONField -- PocketBase field constructor of the migrations runtime */
// Where a room or an exam came from (docs/product.md, "Duplicate and import"): `origin` is
// { kind: 'duplicate', from: the original's name, at } or { kind: 'import', file: the file's name, at },
// written by the server when it makes the copy; empty for what a teacher made. Existing records: none.

migrate(
  (app) => {
    for (const name of ['rooms', 'exams']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new JSONField({ name: 'origin', maxSize: 2000 }));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['rooms', 'exams']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('origin');
      app.save(collection);
    }
  },
);
