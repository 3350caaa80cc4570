/// <reference path="../pb_data/types.d.ts" />
/* global TextField, NumberField, BoolField -- PocketBase field constructors of the migrations runtime */
// A group's title (the box heading or the form's title) and its word limit (docs/architecture.md, "As an
// examiner marks"): `max_words` 1–5 (0: none), `number_allowed` for "AND/OR A NUMBER". Existing groups have
// no title and no limit, so nothing scores differently. The limits are pb_hooks/lib/computer-content.js's.

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('section_questions');
    collection.fields.add(new TextField({ name: 'title', max: 200 }));
    collection.fields.add(new NumberField({ name: 'max_words', onlyInt: true, min: 0, max: 5 }));
    collection.fields.add(new BoolField({ name: 'number_allowed' }));
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('section_questions');
    for (const name of ['title', 'max_words', 'number_allowed']) collection.fields.removeByName(name);
    app.save(collection);
  },
);
