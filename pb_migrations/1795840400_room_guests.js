/// <reference path="../pb_data/types.d.ts" />
// Which guests belong to which rooms (docs/architecture.md, "Exam day"): a guest belongs to a room once the
// server has answered its guest-search for that room, draft or not. Extra time and the times a student left
// the test are taken only for a guest and a room that belong together. Existing drafts and submissions
// already tie their guest to their room, so nothing is copied here: the checks read them as well.

migrate(
  (app) => {
    const rel = (name, collection) => ({
      type: 'relation',
      name,
      collectionId: app.findCollectionByNameOrId(collection).id,
      cascadeDelete: true,
      maxSelect: 1,
      minSelect: 1,
      required: true,
    });
    app.save(
      new Collection({
        type: 'base',
        name: 'room_guests',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          rel('Guest', 'guests'),
          rel('Room', 'rooms'),
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_room_guests_guest_room ON room_guests (Guest, Room)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('room_guests'));
  },
);
