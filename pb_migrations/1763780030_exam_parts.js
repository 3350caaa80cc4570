/// <reference path="../pb_data/types.d.ts" />
/* global JSONField -- PocketBase field constructor of the migrations runtime */
// Exams one after another (docs/architecture.md, "Exams one after another"): a draft keeps the times of its
// guest's parts, { [examId]: { started, ended? } }, in a column of its own rather than in `raw`, which every
// autosave replaces whole and guest-search splices as it is. Existing drafts have none (empty).

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('pending_submissions');
    collection.fields.add(new JSONField({ name: 'exam_times', maxSize: 100000 }));
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('pending_submissions');
    collection.fields.removeByName('exam_times');
    app.save(collection);
  },
);
