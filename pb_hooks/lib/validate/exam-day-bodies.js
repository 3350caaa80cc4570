// The bodies of the exam-day routes (see docs/architecture.md, "Exam day"): a student's extra time, and a
// batch of the times a student left the test. Pure: no PocketBase globals.

const { fieldError, throwIfInvalid } = require('../errors.js');
const { formatTime, parseTime } = require('../deadline.js');
const { has, isObject, stringField } = require('./fields.js');

const { EXTRA_MINUTES_MAX, EXTRA_PERCENT_MAX, NOTE_MAX } = require('../rules/extra-time.js');
/** What the sheet records (docs/product.md, "Exam day"): the page hidden, the window blurred for 1 s or more, a paste. */
const EVENT_KINDS = ['hidden', 'blur', 'paste'];
/** Events in one request. */
const EVENTS_PER_REQUEST = 50;
/** A device's events older than this are not taken (a week offline), nor any more than this ahead of the server. */
const EVENT_PAST_MS = 7 * 24 * 3600 * 1000;
const EVENT_FUTURE_MS = 5 * 60 * 1000;
/** The longest one absence can be, in seconds (a day). */
const EVENT_SECONDS_MAX = 24 * 3600;

/** A whole number from 0 to `max` at `key` (`unit` names it in the error), or undefined with its error recorded. */
function wholeField(body, key, max, unit, errors) {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isInteger(value))
    errors[key] = fieldError('validation_invalid_type', `Must be a whole number of ${unit}.`);
  else if (value < 0 || value > max)
    errors[key] = fieldError('validation_out_of_range', `Must be between 0 and ${max} ${unit}.`);
  else return value;
  return undefined;
}

/**
 * PUT /api/room/results/{id}/accommodation/{guestId}: { extra_percent (whole 0–100) or extra_minutes (whole
 * 0–600), not both; note? (≤ 200) } → { extra_percent, extra_minutes, note }, the one not given 0.
 */
function validateAccommodationBody(body) {
  const errors = {};
  const givesPercent = has(body, 'extra_percent');
  const givesMinutes = has(body, 'extra_minutes');
  let extra = 0;
  let minutes = 0;
  if (givesPercent && givesMinutes) {
    const message = 'Give the extra time in minutes or in percent, not both.';
    errors.extra_minutes = fieldError('validation_conflict', message);
  } else if (givesMinutes) {
    minutes = wholeField(body, 'extra_minutes', EXTRA_MINUTES_MAX, 'minutes', errors);
  } else if (givesPercent) {
    extra = wholeField(body, 'extra_percent', EXTRA_PERCENT_MAX, 'percent', errors);
  } else {
    errors.extra_percent = fieldError('validation_required', 'Give the extra time in minutes or in percent.');
  }
  let note = '';
  if (has(body, 'note') && body.note !== null) {
    const given = stringField(body, 'note', errors, { max: NOTE_MAX });
    if (given !== undefined) note = given;
  }
  throwIfInvalid(errors);
  return { extra_percent: extra, extra_minutes: minutes, note };
}

/** One event at `path`: { kind, at (stored time), seconds }, or undefined with its errors recorded. */
function eventOf(event, path, nowMs, errors) {
  if (!isObject(event)) {
    errors[path] = fieldError('validation_invalid_type', 'Must be an object { kind, at, seconds }.');
    return undefined;
  }
  let ok = true;
  if (!EVENT_KINDS.includes(event.kind)) {
    errors[`${path}.kind`] = fieldError(
      'validation_invalid_value',
      `Must be one of ${EVENT_KINDS.join(', ')}.`,
    );
    ok = false;
  }
  const at = parseTime(event.at);
  if (Number.isNaN(at)) {
    errors[`${path}.at`] = fieldError('validation_invalid_date', 'Must be a time (ISO 8601).');
    ok = false;
  } else if (at < nowMs - EVENT_PAST_MS || at > nowMs + EVENT_FUTURE_MS) {
    errors[`${path}.at`] = fieldError('validation_out_of_range', 'Must be within the last week.');
    ok = false;
  }
  const seconds = event.seconds;
  if (
    typeof seconds !== 'number' ||
    !Number.isFinite(seconds) ||
    seconds < 0 ||
    seconds > EVENT_SECONDS_MAX
  ) {
    errors[`${path}.seconds`] = fieldError(
      'validation_out_of_range',
      `Must be a number of seconds from 0 to ${EVENT_SECONDS_MAX}.`,
    );
    ok = false;
  }
  // Tenths of a second are all a teacher reads; a paste has no length.
  return ok
    ? {
        kind: event.kind,
        at: formatTime(at),
        seconds: event.kind === 'paste' ? 0 : Math.round(seconds * 10) / 10,
      }
    : undefined;
}

/**
 * POST /api/exam/events { Room, events: [{ kind, at, seconds }] }: 1–50 events, each a known kind, a time
 * within the last week (and not ahead of the server's `nowMs` by more than 5 minutes) and 0–86,400 seconds.
 * @returns {{ room: string, events: { kind: string, at: string, seconds: number }[] }}
 */
function validateEventsBody(body, nowMs) {
  const errors = {};
  const room = stringField(body, 'Room', errors, { required: true, max: 200 });
  const events = [];
  const sent = body.events;
  if (!Array.isArray(sent) || sent.length === 0)
    errors.events = fieldError('validation_invalid_type', 'Must be a list of at least one event.');
  else if (sent.length > EVENTS_PER_REQUEST)
    errors.events = fieldError('validation_too_many', `At most ${EVENTS_PER_REQUEST} events a request.`);
  else
    sent.forEach((event, i) => {
      const clean = eventOf(event, `events.${i}`, nowMs, errors);
      if (clean) events.push(clean);
    });
  throwIfInvalid(errors);
  return { room, events };
}

module.exports = {
  EVENT_KINDS,
  EVENTS_PER_REQUEST,
  validateAccommodationBody,
  validateEventsBody,
};
