// Per-guest limits on the guest routes (docs/architecture.md, "Rate limits"). PocketBase's rate limiter
// counts per address, and a whole exam centre shares one address, so its limits there are sized for 2,000
// students; these stop one client from flooding the server through one guest: a guest's drafts beyond two
// a second are refused with 429 and a Retry-After, and the sheet waits that long and sends its newest answers.
//
// Pure: a generic cell rate algorithm, whose whole state per guest is one number (the time, in ms, at which
// the guest's allowance is full again), so it fits in the app store that every JS runtime shares.

/** Drafts: two a second, and two at once (a save and the one after it when the first was slow). */
const DRAFT_LIMIT = { perSecond: 2, burst: 2 };

/**
 * One request at `now` against `full` (the stored time, or undefined/0 for a new guest).
 * @returns {{ full: number, waitMs: number }} the new stored time and, when refused, the milliseconds until
 *   it would be taken (0: taken)
 */
function admit(full, now, limit) {
  const interval = 1000 / limit.perSecond;
  const tolerance = (limit.burst - 1) * interval;
  const from = Math.max(Number(full) || 0, now);
  if (from - now > tolerance) return { full: from, waitMs: Math.ceil(from - now - tolerance) };
  return { full: from + interval, waitMs: 0 };
}

/**
 * The times a student left the test (docs/architecture.md, "Exam day"): the sheet sends a batch at most
 * every 5 s; one every 2 s, two at once, leaves room for a retry.
 */
const EVENTS_LIMIT = { perSecond: 0.5, burst: 2 };

/** Retry-After's whole seconds for a wait (at least 1). */
const retryAfterSeconds = (waitMs) => Math.max(1, Math.ceil(waitMs / 1000));

/** The app store key of a guest's draft allowance. */
const STORE_PREFIX = 'answersheet:guest-drafts:';
const draftKey = (uuid) => STORE_PREFIX + uuid;
/** The app store key of a guest's events allowance (under the same prefix: dropped when idle as drafts' are). */
const eventsKey = (uuid) => `${STORE_PREFIX}events:${uuid}`;

/** Whether a stored entry can go: its allowance has been full for a minute (store keys are otherwise kept). */
const isStale = (key, full, now) => key.indexOf(STORE_PREFIX) === 0 && Number(full) + 60 * 1000 < now;

module.exports = {
  DRAFT_LIMIT,
  EVENTS_LIMIT,
  STORE_PREFIX,
  admit,
  retryAfterSeconds,
  draftKey,
  eventsKey,
  isStale,
};
