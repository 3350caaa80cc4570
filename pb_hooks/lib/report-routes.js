// The report card route (docs/architecture.md, "The report card"), behind routes.pb.js's staffOnly
// middleware: everything one student's printed report needs, in one request. Members of the room
// (superusers all); 404 for a room or a student that is not theirs, 409 before the student submits.

const { conflict, notFound } = require('./errors.js');
const { handle } = require('./http.js');
const { parseJson } = require('./json.js');
const { essaysOf } = require('./marking.js');
const { studentReport } = require('./report.js');
const { memberRoom } = require('./member-room.js');
const { sheetEntry } = require('./store/caches.js');
const { findById, findOwn } = require('./store/finders.js');
const { roomMarks } = require('./store/marks.js');
const { roomSheet } = require('./store/room-sheet.js');

/** GET /api/room/results/{id}/report/{guestId} → StudentReport (src/lib/api-types). */
function report(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const guestId = e.request.pathValue('guestId');
    const record = findOwn(app, 'submissions', guestId, room.id);
    if (!record) {
      if (!findOwn(app, 'pending_submissions', guestId, room.id)) throw notFound('Student not found.');
      throw conflict('This student has not submitted yet.', {
        guestId: { code: 'not_submitted', message: 'This student has not submitted yet.' },
      });
    }
    const guest = findById(app, 'guests', guestId);
    // The student's own progress link (docs/product.md, "Students across mocks"), printed with a QR code.
    const student = findById(app, 'students', record.getString('Student'));
    const entry = sheetEntry(app, room.id, ['json']);
    const built = studentReport(
      roomSheet(app, room),
      entry ? essaysOf(JSON.parse(entry.json)) : [],
      {
        id: record.id,
        exams: parseJson(record.getString('exams'), {}) || {},
        raw: parseJson(record.getString('raw'), {}) || {},
      },
      roomMarks(app, room.id, { submission: record.id }),
    );
    return e.json(
      200,
      Object.assign(
        {
          room: { id: room.id, name: room.name },
          student: {
            id: guestId,
            name: record.getString('guest_name') || (guest ? guest.getString('name') : ''),
            email: record.getString('guest_email') || (guest ? guest.getString('email') : ''),
          },
          submitted: record.getString('created'),
          progress: student ? student.getString('token') : null,
          score: record.getInt('score'),
        },
        built,
      ),
    );
  });
}

module.exports = { report };
