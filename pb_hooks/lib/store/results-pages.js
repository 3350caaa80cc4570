// A room's submissions read a page at a time (docs/architecture.md, "Heavy routes"): the item analysis and
// the results export.

const { rowsOf } = require('./finders.js');
const { SUBMISSION_MODEL } = require('./results-list.js');

/**
 * Heavy routes read a room's submissions a page at a time (docs/architecture.md, "Heavy routes"): what one
 * holds at once is a page, not the room, so a 2,000-student room stays within the server's memory limit.
 */
const PAGE = 100;

/**
 * Calls `each(rows)` for the rows of `sql` a page at a time, in rowid order; `sql` selects the table's
 * rowid AS rowid and has {:after} and {:limit} in `WHERE … AND rowid > {:after} ORDER BY rowid LIMIT {:limit}`.
 */
function forEachPage(app, sql, model, params, each) {
  let after = 0;
  for (;;) {
    const rows = rowsOf(
      app,
      sql,
      Object.assign({ rowid: 0 }, model),
      Object.assign({}, params, { after, limit: PAGE }),
    );
    if (rows.length === 0) return;
    each(rows);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].rowid;
  }
}

const RAWS_PAGE_SQL = `
  SELECT rowid, raw FROM submissions
   WHERE Room = {:room} AND rowid > {:after} ORDER BY rowid LIMIT {:limit}`;

const EXPORT_SUBMISSIONS_SQL = `
  SELECT s.rowid AS rowid, s.id, s.Guest AS guest, s.score, s.exams, s.started, s.created,
         COALESCE(NULLIF(s.guest_name, ''), g.name) AS name,
         COALESCE(NULLIF(s.guest_email, ''), g.email) AS email,
         json_extract(s.raw, '$.answers') AS answers
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE s.Room = {:room} AND s.rowid > {:after} ORDER BY s.rowid LIMIT {:limit}`;
const EXPORT_DRAFTS_SQL = `
  SELECT p.rowid AS rowid, g.name, g.email
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE p.Room = {:room} AND p.rowid > {:after}
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
   ORDER BY p.rowid LIMIT {:limit}`;

/** Calls `each(rows)` for the room's submissions' raws ({ raw } as JSON text), a page at a time. */
const forEachRawsPage = (app, roomId, each) =>
  forEachPage(app, RAWS_PAGE_SQL, { raw: '' }, { room: roomId }, each);

/**
 * Calls `each(rows)` for the room's submissions as the export writes them, a page at a time: the results
 * list's rows (SUBMISSION_MODEL) with `answers`, the answers sent as JSON text.
 */
const forEachExportedSubmissionsPage = (app, roomId, each) =>
  forEachPage(
    app,
    EXPORT_SUBMISSIONS_SQL,
    Object.assign({ answers: '' }, SUBMISSION_MODEL),
    { room: roomId },
    each,
  );

/** Calls `each(rows)` for the room's students in progress ({ name, email }), a page at a time. */
const forEachExportedDraftsPage = (app, roomId, each) =>
  forEachPage(app, EXPORT_DRAFTS_SQL, { name: '', email: '' }, { room: roomId }, each);

module.exports = { forEachRawsPage, forEachExportedSubmissionsPage, forEachExportedDraftsPage };
