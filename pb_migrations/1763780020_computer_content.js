/// <reference path="../pb_data/types.d.ts" />
/* global SelectField, TextField, JSONField, NumberField -- PocketBase field constructors of the migrations runtime */
// The test on computer (docs/architecture.md, "The test on computer"): a room's delivery, a section's reading
// passage, a group's type, instructions, options and inline content (and the minimum words of an essay), a
// question's prompt and options. Existing rooms keep their paper sheet; existing groups are typed boxes.
// The limits are pb_hooks/lib/rules.js's (rules.test.ts holds them equal).

migrate(
  (app) => {
    const add = (name, fields) => {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.add(field);
      app.save(collection);
    };
    add('rooms', [new SelectField({ name: 'delivery', maxSelect: 1, values: ['paper', 'computer'] })]);
    add('sections', [new TextField({ name: 'passage', max: 60000 })]);
    add('section_questions', [
      new SelectField({
        name: 'type',
        maxSelect: 1,
        values: ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay'],
      }),
      new TextField({ name: 'instructions', max: 1000 }),
      new JSONField({ name: 'options', maxSize: 100000 }),
      new TextField({ name: 'content', max: 10000 }),
      new NumberField({ name: 'min_words', onlyInt: true, min: 0, max: 10000 }),
    ]);
    add('questions', [
      new TextField({ name: 'prompt', max: 1000 }),
      new JSONField({ name: 'options', maxSize: 100000 }),
    ]);

    const db = app.db();
    db.newQuery(`UPDATE rooms SET delivery = 'paper'`).execute();
    db.newQuery(`UPDATE section_questions SET type = 'gap'`).execute();
  },
  (app) => {
    const drop = (name, fields) => {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.removeByName(field);
      app.save(collection);
    };
    drop('rooms', ['delivery']);
    drop('sections', ['passage']);
    drop('section_questions', ['type', 'instructions', 'options', 'content', 'min_words']);
    drop('questions', ['prompt', 'options']);
  },
);
