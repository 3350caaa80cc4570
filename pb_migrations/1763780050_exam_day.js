/// <reference path="../pb_data/types.d.ts" />
/* global BoolField, DateField, NumberField -- PocketBase field constructors of the migrations runtime */
// Exam day (docs/architecture.md, "Exam day"): a room's pause (`paused_at` while paused, and `paused_ms`, the
// total length of its past pauses), keys kept back until no one is writing unless `review_at_once`; a draft
// keeps `pause_base`, the room's `paused_ms` when its guest started, so a deadline is computed (start + the
// stretched limit + the pauses since the start), never rewritten; a student's extra time in
// `accommodations`, a collection of its own (set before a guest has a draft, and kept when a draft becomes
// a submission or is reopened); and the times a student left the test in `events`. Existing rooms: not
// paused, no past pauses, keys kept back (review_at_once off, DESIGN's default).

migrate(
  (app) => {
    const rooms = app.findCollectionByNameOrId('rooms');
    rooms.fields.add(new DateField({ name: 'paused_at' }));
    rooms.fields.add(new NumberField({ name: 'paused_ms', onlyInt: true, min: 0 }));
    rooms.fields.add(new BoolField({ name: 'review_at_once' }));
    app.save(rooms);
    app.db().newQuery(`UPDATE rooms SET paused_at = '', paused_ms = 0, review_at_once = FALSE`).execute();

    const drafts = app.findCollectionByNameOrId('pending_submissions');
    drafts.fields.add(new NumberField({ name: 'pause_base', onlyInt: true, min: 0 }));
    app.save(drafts);
    app.db().newQuery('UPDATE pending_submissions SET pause_base = 0').execute();

    const rel = (name, collection) => ({
      type: 'relation',
      name,
      collectionId: app.findCollectionByNameOrId(collection).id,
      cascadeDelete: true,
      maxSelect: 1,
      minSelect: 1,
      required: true,
    });
    const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
    app.save(
      new Collection({
        type: 'base',
        name: 'accommodations',
        ...closed,
        fields: [
          rel('Guest', 'guests'),
          rel('Room', 'rooms'),
          { type: 'number', name: 'extra_percent', onlyInt: true, min: 0, max: 100 },
          { type: 'text', name: 'note', max: 200 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_accommodations_guest_room ON accommodations (Guest, Room)'],
      }),
    );
    // One short row per event, read per room (the live screen, the results) or per student (the review).
    app.save(
      new Collection({
        type: 'base',
        name: 'events',
        ...closed,
        fields: [
          rel('Guest', 'guests'),
          rel('Room', 'rooms'),
          { type: 'select', name: 'kind', values: ['hidden', 'blur', 'paste'], maxSelect: 1, required: true },
          { type: 'date', name: 'at', required: true },
          { type: 'number', name: 'seconds', min: 0 },
        ],
        indexes: ['CREATE INDEX idx_events_room_guest ON events (Room, Guest)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('events'));
    app.delete(app.findCollectionByNameOrId('accommodations'));
    const drafts = app.findCollectionByNameOrId('pending_submissions');
    drafts.fields.removeByName('pause_base');
    app.save(drafts);
    const rooms = app.findCollectionByNameOrId('rooms');
    for (const name of ['paused_at', 'paused_ms', 'review_at_once']) rooms.fields.removeByName(name);
    app.save(rooms);
  },
);
