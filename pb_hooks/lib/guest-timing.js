// A guest's clock in a room with the room's timed exams (docs/architecture.md, "Exams one after another" and
// "Exam day"): the timing a sheet shows and the deadline a write is held to, from the room's cached sheet
// parts and the draft as store/part-draft.js reads it.

const { adjustOf, deadlineOf, extraMinutesOn, timingOf } = require('./deadline.js');
const parts = require('./exam-parts.js');
const { builtFromPart } = require('./store/caches.js');

/**
 * guest-search's `timing` (and a draft's): { limit, started, deadline, now, paused_at, exams? } for a
 * draft's `started`, part `times` (JSON text), start `base` and the guest's `clock` (deadline.js). Only a
 * room with parts has `exams` (docs/architecture.md, "Exams one after another").
 */
function timingFor(roomId, sheet, draft, nowMs) {
  const value = timingOf(Number(sheet.limit), draft.started, nowMs, draft.clock, draft.base);
  if (sheet.parts) {
    const roomParts = partsOf(roomId, sheet.parts);
    value.exams = parts.partTimings(
      roomParts,
      parts.parseTimes(draft.times),
      value.deadline,
      nowMs,
      draft.clock,
    );
    // Without a room limit, the extra time the sheet tells of is what it adds to the parts' minutes.
    if (!(Number(sheet.limit) > 0)) {
      const minutes = roomParts.reduce((sum, part) => sum + (part.minutes > 0 ? part.minutes : 0), 0);
      const extra = extraMinutesOn(minutes, draft.clock);
      if (extra > 0) value.extra_minutes = extra;
    }
  }
  return value;
}

/** A room's parts as parsed from its cached `parts` part (kept per JS runtime: store/caches.js). */
const partsOf = (roomId, text) => builtFromPart('parts', roomId, text, JSON.parse);

/** The room's deadline of a draft read by partDraft (its start, base and the guest's clock), or null. */
const roomDeadlineOf = (draft, sheet, nowMs) =>
  deadlineOf(draft.started, Number(sheet.limit), adjustOf(draft.clock, draft.base, nowMs));

module.exports = { timingFor, partsOf, roomDeadlineOf };
