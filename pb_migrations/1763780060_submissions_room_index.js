/// <reference path="../pb_data/types.d.ts" />
// One index fewer for a submission's write to keep (docs/performance-log.md, 2026-11-27, evening):
// `idx_submissions_room` (Room) is the first column of `idx_submissions_room_students` (Room, id, Guest,
// guest_name, guest_email), which serves every query by room as well.

const INDEX = 'idx_submissions_room';

migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.removeIndex(INDEX);
    app.save(submissions);
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.addIndex(INDEX, false, '`Room`', '');
    app.save(submissions);
  },
);
