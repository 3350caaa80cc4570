/// <reference path="../pb_data/types.d.ts" />
// A room's results from an index alone (docs/architecture.md, "Heavy routes"): `score`, `updated`, `exams`
// and `started` come after `raw` in a submission's row, so every results poll (its ETag's sums, the
// cursor's count of students, the changed students) walked each raw's overflow pages: 2,000 submissions of
// 8 KB each, several times a poll, while a class typed. The index that served the marking list by room
// (Room, id, Guest, guest_name, guest_email) is widened to hold them too, so a submission's write still
// keeps the same number of indexes.

const OLD = 'idx_submissions_room_students';
const NEW = 'idx_submissions_room_results';

migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.removeIndex(OLD);
    submissions.addIndex(
      NEW,
      false,
      '`Room`, `id`, `Guest`, `guest_name`, `guest_email`, `created`, `started`, `updated`, `score`, `exams`',
      '',
    );
    app.save(submissions);
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.removeIndex(NEW);
    submissions.addIndex(OLD, false, '`Room`, `id`, `Guest`, `guest_name`, `guest_email`', '');
    app.save(submissions);
  },
);
