/// <reference path="../pb_data/types.d.ts" />
/* global NumberField, TextField -- PocketBase field constructors of the migrations runtime */
// The teacher's screens at a glance (docs/architecture.md, "Times in the room's zone" and "Exam day"): a
// room's `time_zone` (an IANA name; blank = the browser's on screens, UTC in files) and a student's extra
// time in whole minutes beside the percent, the record keeping what the teacher gave. Existing rooms: no
// zone; existing extra time: no minutes.

migrate(
  (app) => {
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.add(new TextField({ name: 'time_zone', max: 64 }));
    app.save(rooms);
    app.db().newQuery(`UPDATE rooms SET time_zone = ''`).execute();

    const accommodations = app.findCollectionByNameOrId('accommodations');
    accommodations.fields.add(new NumberField({ name: 'extra_minutes', onlyInt: true, min: 0, max: 600 }));
    app.save(accommodations);
    app.db().newQuery('UPDATE accommodations SET extra_minutes = 0').execute();
  },
  (app) => {
    const accommodations = app.findCollectionByNameOrId('accommodations');
    accommodations.fields.removeByName('extra_minutes');
    app.save(accommodations);
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.removeByName('time_zone');
    app.save(rooms);
  },
);
