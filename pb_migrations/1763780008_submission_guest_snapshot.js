/// <reference path="../pb_data/types.d.ts" />
/* global TextField -- a PocketBase field constructor of the migrations runtime */
// Who submitted, in columns of their own (docs/architecture.md, "Data model"): the name and e-mail a guest had
// when submitting were only in raw.guest, so the results list parsed every submission's whole raw (about 8 KB)
// to read them, most of its time for a large room. raw.guest stays as it was; these copy it.

migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.fields.add(new TextField({ name: 'guest_name', max: 100 }));
    submissions.fields.add(new TextField({ name: 'guest_email', max: 254 }));
    app.save(submissions);
    app
      .db()
      .newQuery(
        `UPDATE submissions
            SET guest_name = COALESCE(json_extract(raw, '$.guest.name'), ''),
                guest_email = COALESCE(json_extract(raw, '$.guest.email'), '')`,
      )
      .execute();
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.fields.removeByName('guest_name');
    submissions.fields.removeByName('guest_email');
    app.save(submissions);
  },
);
