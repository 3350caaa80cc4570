/// <reference path="../pb_data/types.d.ts" />
/* global SelectField, BoolField -- PocketBase field constructors of the migrations runtime */
// Colleagues in the app (docs/architecture.md, "People and invitations"): `users.role` (`admin` or
// `teacher`; blank reads as teacher) and `users.disabled`, and `invitations`, the one-time set-password
// links: only a SHA-256 of each link's token is stored, with its account and expiry. An account changes
// neither its own role nor `disabled` through the records API. Existing accounts: the oldest becomes an
// admin, the others teachers; none is disabled.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new SelectField({ name: 'role', maxSelect: 1, values: ['admin', 'teacher'] }));
    users.fields.add(new BoolField({ name: 'disabled' }));
    users.updateRule = 'id = @request.auth.id && @request.body.role:isset = false && @request.body.disabled:isset = false';
    app.save(users);
    app.db().newQuery(`UPDATE users SET role = 'teacher', disabled = FALSE`).execute();
    app
      .db()
      .newQuery(`UPDATE users SET role = 'admin' WHERE id = (SELECT id FROM users ORDER BY created, id LIMIT 1)`)
      .execute();

    app.save(
      new Collection({
        type: 'base',
        name: 'invitations',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: 'relation',
            name: 'User',
            collectionId: users.id,
            cascadeDelete: true,
            maxSelect: 1,
            minSelect: 1,
            required: true,
          },
          { type: 'text', name: 'token_hash', required: true, min: 64, max: 64 },
          { type: 'date', name: 'expires', required: true },
          { type: 'date', name: 'used' },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_invitations_token_hash ON invitations (token_hash)',
          'CREATE INDEX idx_invitations_user ON invitations (User)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('invitations'));
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('role');
    users.fields.removeByName('disabled');
    users.updateRule = 'id = @request.auth.id';
    app.save(users);
  },
);
