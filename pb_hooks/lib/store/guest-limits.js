// The per-guest limits of lib/guest-limit.js, kept in the app store (one number per guest, shared by every
// pooled JS runtime and updated under the store's lock, so parallel requests of one guest are all counted).
// They follow the rate limiter's switch: with PocketBase's rate limiter off (Settings → Rate limiting),
// guests are not limited either.

const { HttpError } = require('../errors.js');
const {
  DRAFT_LIMIT,
  EVENTS_LIMIT,
  STORE_PREFIX,
  admit,
  draftKey,
  eventsKey,
  isStale,
  retryAfterSeconds,
} = require('../guest-limit.js');

/** One request against the allowance under `key`: 429 with Retry-After (whole seconds) and `message` beyond `limit`. */
function limitGuest(e, key, limit, message) {
  const app = e.app;
  if (!app.settings().rateLimits.enabled) return;
  const now = Date.now();
  let waitMs = 0;
  app.store().setFunc(key, (full) => {
    const next = admit(full, now, limit);
    waitMs = next.waitMs;
    return next.full;
  });
  if (waitMs === 0) return;
  e.response.header().set('Retry-After', String(retryAfterSeconds(waitMs)));
  throw new HttpError(429, message);
}

/** A draft of the guest with this uuid (normalised): 429 with Retry-After (whole seconds) beyond DRAFT_LIMIT. */
function limitDrafts(e, uuid) {
  limitGuest(
    e,
    draftKey(uuid),
    DRAFT_LIMIT,
    'Saving too often: your answers are kept and sent again in a moment.',
  );
}

/** A batch of events of the guest (docs/architecture.md, "Exam day"): 429 beyond EVENTS_LIMIT. */
function limitEvents(e, uuid) {
  limitGuest(
    e,
    eventsKey(uuid),
    EVENTS_LIMIT,
    'Sending too often: these are kept and sent again in a moment.',
  );
}

/** Removes the allowances that have been full for a while; returns how many. */
function forgetIdleLimits(app, now) {
  const store = app.store();
  const all = store.getAll();
  let removed = 0;
  for (const key of Object.keys(all)) {
    // The store holds PocketBase's own entries too: the key is checked before the value is read.
    if (key.indexOf(STORE_PREFIX) === 0 && isStale(key, all[key], now)) {
      store.remove(key);
      removed++;
    }
  }
  return removed;
}

module.exports = { limitDrafts, limitEvents, forgetIdleLimits };
