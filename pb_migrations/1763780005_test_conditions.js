/// <reference path="../pb_data/types.d.ts" />
/* global BoolField, NumberField, SelectField, FileField, DateField -- PocketBase field constructors of the migrations runtime */
// Test conditions (see docs/architecture.md, "Test conditions"): whether a room takes answers, its time
// limit and how its audio plays; a section's listening audio; a draft's start. Existing rooms stay as they
// were: open, untimed, audio free. The time limit's maximum is pb_hooks/lib/rules.js's TIME_LIMIT_MAX
// (rules.test.ts holds them equal).

migrate(
  (app) => {
    const add = (name, field) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(field);
      app.save(collection);
    };
    add('rooms', new BoolField({ name: 'accepting' }));
    add('rooms', new NumberField({ name: 'time_limit', onlyInt: true, min: 0, max: 600 }));
    add('rooms', new SelectField({ name: 'audio', maxSelect: 1, values: ['free', 'once'] }));
    add(
      'sections',
      new FileField({
        name: 'audio',
        maxSelect: 1,
        maxSize: 209715200,
        // Browsers and content sniffing name WAV files three ways.
        mimeTypes: [
          'audio/mpeg',
          'audio/mp4',
          'audio/ogg',
          'audio/wav',
          'audio/x-wav',
          'audio/wave',
          'audio/webm',
        ],
      }),
    );
    add('pending_submissions', new DateField({ name: 'started' }));

    app
      .db()
      .newQuery(`UPDATE rooms SET accepting = TRUE, time_limit = 0, audio = 'free'`)
      .execute();
  },
  (app) => {
    const drop = (name, field) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(field);
      app.save(collection);
    };
    drop('rooms', 'accepting');
    drop('rooms', 'time_limit');
    drop('rooms', 'audio');
    drop('sections', 'audio');
    drop('pending_submissions', 'started');
  },
);
