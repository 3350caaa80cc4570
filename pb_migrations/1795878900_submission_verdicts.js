/// <reference path="../pb_data/types.d.ts" />
/* global TextField -- a PocketBase field constructor of the migrations runtime */
// Each submission's verdicts beside its raw (docs/architecture.md, "Scoring"): raw.all's
// boxes in order as `questionId+` (right) or `questionId-`, joined by commas, written by whatever scores
// it (scoring.js's Scored.verdicts). A student's counts by question type read this short text rather than
// SQLite parsing raws of several kilobytes, which was most of a progress link's first call. Hidden: the
// records API never shows it. Submissions stored before it get theirs from their raw here.

const VERDICTS_OF_RAW = `
  SELECT group_concat(json_extract(a.value, '$.questionId') ||
                      CASE json_type(a.value, '$.correct') WHEN 'true' THEN '+' ELSE '-' END, ',' ORDER BY a.key)
    FROM json_each(submissions.raw, '$.all') a`;

migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    // A room of three tests holds a few hundred boxes of about 17 characters each.
    submissions.fields.add(new TextField({ name: 'verdicts', hidden: true, max: 200000 }));
    app.save(submissions);
    app.db().newQuery(`UPDATE submissions SET verdicts = COALESCE((${VERDICTS_OF_RAW}), '')`).execute();
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId('submissions');
    submissions.fields.removeByName('verdicts');
    app.save(submissions);
  },
);
