/// <reference path="../pb_data/types.d.ts" />
// The students of a room's submissions from an index alone (docs/architecture.md, "Writing and marking"):
// the marking list reads each submission's id, guest and name and e-mail, and `guest_name` and
// `guest_email` come after `raw` in the row, so reading them walked every raw's overflow pages (two essays
// make a raw larger than a page): 30 to 70 ms for 2,000 submissions, 2 ms from this index.

const INDEX = 'idx_submissions_room_students';

migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.addIndex(INDEX, false, '`Room`, `id`, `Guest`, `guest_name`, `guest_email`', '');
    app.save(submissions);
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.removeIndex(INDEX);
    app.save(submissions);
  },
);
