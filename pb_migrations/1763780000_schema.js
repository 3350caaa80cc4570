/// <reference path="../pb_data/types.d.ts" />
// The AnswerSheet schema (DESIGN.md §3). Rules: nothing is readable anonymously through the generic
// records API; room members reach their rooms (and drafts/submissions of those rooms); everything else is
// superuser-only and is served to guests and members by the custom routes in pb_hooks/.

migrate(
  (app) => {
    const created = () => ({ type: 'autodate', name: 'created', onCreate: true, onUpdate: false });
    const updated = () => ({ type: 'autodate', name: 'updated', onCreate: true, onUpdate: true });
    const media = (name) => ({
      type: 'file',
      name,
      maxSelect: 20,
      maxSize: 10 * 1024 * 1024,
      mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    });
    const rel = (name, collection, opts) =>
      Object.assign(
        { type: 'relation', name, collectionId: collection.id, cascadeDelete: false, maxSelect: 999, minSelect: 0 },
        opts || {},
      );
    const locked = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
    const save = (def) => {
      const collection = new Collection(Object.assign({ type: 'base' }, locked, def));
      app.save(collection);
      return collection;
    };

    // users: accounts are made by superusers or `npm run user:create`; nobody signs up.
    const users = app.findCollectionByNameOrId('users');
    users.createRule = null;
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = null;
    const nameField = users.fields.getByName('name');
    nameField.max = 100;
    const avatarField = users.fields.getByName('avatar');
    avatarField.maxSelect = 1;
    avatarField.maxSize = 3000000;
    avatarField.mimeTypes = ['image/jpeg', 'image/png'];
    app.save(users);

    const keys = save({
      name: 'keys',
      fields: [{ type: 'text', name: 'value', required: true, min: 1, max: 200 }, created(), updated()],
    });
    const questions = save({
      name: 'questions',
      fields: [
        { type: 'number', name: 'num', required: true, onlyInt: true, min: 1, max: 1000 },
        rel('Keys', keys),
        created(),
        updated(),
      ],
      indexes: ['CREATE INDEX idx_questions_num ON questions (num)'],
    });
    const groups = save({
      name: 'section_questions',
      fields: [
        { type: 'number', name: 'from_question', required: true, onlyInt: true, min: 1, max: 1000 },
        { type: 'number', name: 'to_question', required: true, onlyInt: true, min: 1, max: 1000 },
        rel('Questions', questions),
        media('media'),
        created(),
        updated(),
      ],
    });
    const sections = save({
      name: 'sections',
      fields: [
        { type: 'text', name: 'name', required: true, max: 200 },
        media('media'),
        rel('SectionQuestions', groups),
        created(),
        updated(),
      ],
    });
    const exams = save({
      name: 'exams',
      fields: [{ type: 'text', name: 'name', required: true, max: 200 }, rel('Sections', sections), created(), updated()],
    });

    const member = '@request.auth.collectionName = "users" && Users.id ?= @request.auth.id';
    save({
      name: 'rooms',
      listRule: member,
      viewRule: member,
      fields: [
        { type: 'text', name: 'name', required: true, max: 200 },
        {
          type: 'text',
          name: 'slug',
          required: true,
          min: 1,
          max: 100,
          pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
        },
        { type: 'text', name: 'detail', max: 5000 },
        { type: 'json', name: 'config', maxSize: 200000 },
        rel('Exams', exams),
        rel('Users', users),
        created(),
        updated(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_rooms_slug ON rooms (slug)'],
    });
    const rooms = app.findCollectionByNameOrId('rooms');

    const guests = save({
      name: 'guests',
      fields: [
        {
          type: 'text',
          name: 'uuid',
          required: true,
          pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
        },
        { type: 'text', name: 'name', max: 100 },
        { type: 'text', name: 'email', max: 254 },
        { type: 'bool', name: 'finishedGate' },
        created(),
        updated(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_guests_uuid ON guests (uuid)'],
    });

    const roomMember = '@request.auth.collectionName = "users" && Room.Users.id ?= @request.auth.id';
    const perGuest = (name, extra) =>
      save({
        name,
        listRule: roomMember,
        viewRule: roomMember,
        fields: [
          rel('Guest', guests, { required: true, maxSelect: 1, minSelect: 1, cascadeDelete: true }),
          rel('Room', rooms, { required: true, maxSelect: 1, minSelect: 1, cascadeDelete: true }),
        ].concat(extra, [{ type: 'json', name: 'raw', maxSize: 500000 }, created(), updated()]),
        indexes: [
          `CREATE UNIQUE INDEX idx_${name}_guest_room ON ${name} (Guest, Room)`,
          `CREATE INDEX idx_${name}_room ON ${name} (Room)`,
        ],
      });
    perGuest('submissions', [{ type: 'number', name: 'score', min: 0, onlyInt: true }]);
    perGuest('pending_submissions', []);
  },
  (app) => {
    for (const name of [
      'pending_submissions',
      'submissions',
      'guests',
      'rooms',
      'exams',
      'sections',
      'section_questions',
      'questions',
      'keys',
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
