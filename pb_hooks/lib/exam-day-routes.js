// The exam-day routes (see docs/architecture.md, "Exam day"): a member gives a student extra time and
// watches the room live; a student's sheet sends the times they left the test. The pause is the room
// patch's `paused` (admin-routes.js); the deadlines it and extra time move are deadline.js's.

const { conflict, notFound } = require('./errors.js');
const { liveState } = require('./exam-day.js');
const { publishTiming } = require('./exam-day-news.js');
const { handle, jsonBody, readJson, sendJsonText, staffUserId } = require('./http.js');
const { examTotals } = require('./results.js');
const { guestWrite, requireGateGuest } = require('./guest-request.js');
const { memberRoom } = require('./member-room.js');
const { whenFree } = require('./store/busy.js');
const { scoringTableOf, sheetEntry } = require('./store/caches.js');
const {
  EVENTS_MAX,
  accommodationOf,
  insertEvents,
  liveRows,
  setAccommodation,
} = require('./store/exam-day.js');
const { addAudit, guestName } = require('./store/audit.js');
const { findById } = require('./store/finders.js');
const { belongsToRoom } = require('./store/room-guests.js');
const { limitEvents } = require('./store/guest-limits.js');
const { formatTime } = require('./deadline.js');
const { parseJson } = require('./json.js');
const { validateAccommodationBody, validateEventsBody } = require('./validate/exam-day-bodies.js');
const { notStartedOf } = require('./store/classes.js');

/**
 * PUT /api/room/results/{id}/accommodation/{guestId} { extra_percent or extra_minutes, note } → the
 * accommodation record { id, Guest, Room, extra_percent, extra_minutes, note, created, updated }: members
 * only (404 otherwise, and for an unknown guest or one who never opened the room); before or during the
 * test, with or without a draft. Every limit of that student is
 * stretched from the next read or write on.
 */
function accommodation(e) {
  return handle(e, () => {
    const room = memberRoom(e);
    const body = validateAccommodationBody(readJson(e));
    const guestId = e.request.pathValue('guestId');
    // Only a student of this room (docs/architecture.md, "Exam day"): another room's guest is unknown here.
    if (!findById(e.app, 'guests', guestId) || !belongsToRoom(e.app, guestId, room.id))
      throw notFound('Student not found.');
    const before = accommodationOf(e.app, room.id, guestId);
    const record = setAccommodation(e.app, room.id, guestId, body);
    // The student's open sheet asks for its new deadline at once (exam-day-news.js).
    publishTiming(e.app, room.id, guestId);
    addAudit(e.app, {
      room: room.id,
      user: staffUserId(e),
      guest: guestId,
      action: 'extra_time',
      target: guestName(e.app, guestId),
      before: before ? { extra_percent: before.extra_percent, extra_minutes: before.extra_minutes } : null,
      after: { extra_percent: record.extra_percent, extra_minutes: record.extra_minutes },
    });
    return e.json(200, record);
  });
}

/**
 * POST /api/exam/events (guest-uuid) { Room, events: [{ kind, at, seconds }] } → 204: a batch of 1–50 times
 * the student left the test (400 naming the event's field), for a room that exists and the guest opened
 * (404), limited per guest as drafts are (429), at most EVENTS_MAX a student and room (409 `too_many_events`
 * beyond).
 */
function events(e) {
  return handle(e, () => {
    const request = guestWrite(
      e,
      jsonBody((body) => validateEventsBody(body, Date.now())),
      ['limit'],
    );
    const { app, uuid, roomId, body } = request;
    limitEvents(e, uuid);
    const stored = whenFree(e, () => insertEvents(app, uuid, roomId, body.events));
    if (stored === 0) {
      const guest = requireGateGuest(e);
      if (!belongsToRoom(app, guest.id, roomId)) throw notFound('Room not found.');
      const message = `At most ${EVENTS_MAX} events are kept for one student.`;
      throw conflict(message, { events: { code: 'too_many_events', message } });
    }
    return e.noContent(204);
  });
}

/**
 * GET /api/room/live/{id} → { now, paused_at, students: [{ guest: { id, name, email }, status, part,
 * answered, total, updated, deadline, extra_percent, extra_minutes, note, away: { count, seconds }, pastes }] }
 * (docs/product.md, "Exam day"; `note` is the extra time's, '' when none): members only (404 otherwise), in name order. One SQL read of the room's students with their events'
 * totals (store/exam-day.js's liveRows), which writes each student's JSON but what the clock decides:
 * exam-day.js's liveState adds it. Not a heavy route: it reads no submission's answers into JS.
 */
function live(e) {
  return handle(e, () => {
    const app = e.app;
    const room = memberRoom(e);
    const entry = sheetEntry(app, room.id, ['limit', 'parts']);
    const table = scoringTableOf(app, room.id) || [];
    const nowMs = Date.now();
    const shape = {
      limit: Number(entry ? entry.limit : 0),
      parts: entry && entry.parts ? parseJson(entry.parts, []) : [],
      pausedAt: room.paused_at,
      pausedMs: room.paused_ms,
    };
    const total = examTotals(table).reduce((n, exam) => n + exam.total, 0);
    const onSheet = table.filter((slot) => slot.questionId).map((slot) => slot.questionId);
    const students = liveRows(app, room.id, total, onSheet).map((row) => {
      const state = liveState(row, shape, nowMs);
      const deadline = state.deadline === null ? 'null' : `"${state.deadline}"`;
      return `${row.head.slice(0, -1)},"status":"${state.status}","part":${state.part},"deadline":${deadline}}`;
    });
    // A class's students who have not opened the room (docs/product.md, "Classes").
    for (const row of notStartedOf(app, room.id)) students.push(JSON.stringify(row));
    const pausedAt = room.paused_at ? `"${room.paused_at}"` : 'null';
    e.response.header().set('Cache-Control', 'private, no-store');
    return sendJsonText(
      e,
      200,
      `{"now":"${formatTime(nowMs)}","paused_at":${pausedAt},"students":[${students.join(',')}]}`,
    );
  });
}

module.exports = { accommodation, events, live };
