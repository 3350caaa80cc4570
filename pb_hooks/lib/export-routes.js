// The room's downloads (see docs/architecture.md, "HTTP routes"), behind routes.pb.js's staffOnly middleware:
// its results and its history of changes as CSV files, for members of the room (superusers all); a room that
// is not the caller's answers 404. The rows are results-csv.js's, the pages store/results-pages.js's.

const { BOM, csvRow, toCsv } = require('./csv.js');
const { handle, sendJson } = require('./http.js');
const { NO_BANDS } = require('./marking.js');
const { memberRoom } = require('./member-room.js');
const { givenAnswers, headerRow, studentRow } = require('./results-csv.js');
const { fileZone, spreadsheetTime } = require('./time-zone.js');
const { roomAudit } = require('./store/audit.js');
const { submittedStudent } = require('./store/results-list.js');
const { forEachExportedDraftsPage, forEachExportedSubmissionsPage } = require('./store/results-pages.js');
const { roomMarking, roomSheet } = require('./store/room-sheet.js');

/**
 * GET /api/room/results/{id}/export → the results as CSV, one row per student, submitted first. Written a
 * page of students at a time as it is read (docs/architecture.md, "Heavy routes"): a drafts' answers are
 * never read, a submission's only as the answers it sent.
 */
function exportCsv(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const sheet = roomSheet(app, room);
    const examsById = new Map(sheet.exams.map((x) => [x.id, x]));
    const total = sheet.exams.reduce((n, x) => n + x.total, 0);
    const marking = roomMarking(app, room);
    const zone = fileZone(room.time_zone);
    const out = e.response;
    out.header().set('Content-Type', 'text/csv; charset=utf-8');
    out.header().set('Content-Disposition', `attachment; filename="${room.slug}-results.csv"`);
    out.writeHeader(200);
    out.write(BOM + csvRow(headerRow(sheet, zone)));
    forEachExportedSubmissionsPage(app, room.id, (rows) => {
      let text = '';
      for (const row of rows)
        text += csvRow(
          studentRow(
            sheet,
            submittedStudent(row, total, examsById, marking),
            givenAnswers(row.answers),
            zone,
          ),
        );
      out.write(text);
    });
    forEachExportedDraftsPage(app, room.id, (rows) => {
      let text = '';
      for (const row of rows)
        text += csvRow(
          studentRow(
            sheet,
            {
              guest: { name: row.name, email: row.email },
              bands: NO_BANDS,
              total,
              submission: null,
            },
            undefined,
            zone,
          ),
        );
      out.write(text);
    });
    return null;
  });
}

/**
 * GET /api/room/audit/{id} → { items }: the room's history of changes to scores and marks, newest first;
 * with `?format=csv` the same as a CSV file, its times in the room's zone (docs/architecture.md, "Audit trail").
 */
function audit(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const items = roomAudit(e.app, room.id);
    if (e.request.url.query().get('format') !== 'csv') return sendJson(e, 200, { items });
    const zone = fileZone(room.time_zone);
    const rows = [[`At (${zone})`, 'Action', 'By', 'Target', 'Before', 'After']].concat(
      items.map((item) => [
        spreadsheetTime(item.at, zone),
        item.action,
        item.user ? item.user.name : 'Administrator',
        item.target,
        item.before === null ? '' : JSON.stringify(item.before),
        item.after === null ? '' : JSON.stringify(item.after),
      ]),
    );
    e.response.header().set('Content-Type', 'text/csv; charset=utf-8');
    e.response.header().set('Content-Disposition', `attachment; filename="${room.slug}-history.csv"`);
    return e.string(200, toCsv(rows));
  });
}

module.exports = { exportCsv, audit };
