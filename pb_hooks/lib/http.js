// Request plumbing for the route handlers: the bounded JSON body, error responses in PocketBase's shape,
// and who is calling (staff token or guest uuid). Uses the request event, not $app.

const { errorText, isHttpError, notFound, tooLarge, unauthorized } = require('./errors.js');
const { respond } = require('./native.js');
const { isActiveAdmin } = require('./people.js');
const { BODY_LIMIT } = require('./rules/limits.js');
const { findBy } = require('./store/finders.js');
const { normalizeUuid, parseJsonObject, utf8Length } = require('./validate/fields.js');

/**
 * Runs a handler; an HttpError it throws becomes the JSON error response. Anything else is left to
 * PocketBase (which answers 400 "Something went wrong…" and logs it).
 */
function handle(e, fn) {
  try {
    return fn();
  } catch (error) {
    if (isHttpError(error)) return e.json(error.status, error.toJSON());
    throw error;
  }
}

/**
 * The request body's text, whatever the content type says. Bodies over `limit` bytes (BODY_LIMIT unless the
 * route allows more, as the exam document routes do) are refused with 413 (the routes' bodyLimit middleware
 * refuses most of them earlier).
 */
function readBodyText(e, limit) {
  const max = limit || BODY_LIMIT;
  let text;
  try {
    text = e.request.body ? toString(e.request.body, max + 1) : '';
  } catch (error) {
    if (/too large/i.test(errorText(error))) throw tooLarge(max);
    throw error;
  }
  // At most 3 UTF-8 bytes per UTF-16 unit: only a long text needs counting (a per-character loop is slow here).
  if (text.length > max || (text.length * 3 > max && utf8Length(text) > max)) {
    throw tooLarge(max);
  }
  return text;
}

/** The request body as a JSON object ({} when empty): readBodyText's, parsed (400 when it is not one). */
function readJson(e, limit) {
  return parseJsonObject(readBodyText(e, limit));
}

/** A route's body reader: the JSON body (readJson), checked by `validate`. */
const jsonBody = (validate) => (e) => validate(readJson(e));

/**
 * Why a request may not reach the admin routes (401), or null: no valid users or superuser token
 * (PocketBase's own middleware has already read the Authorization header into e.auth), or a disabled
 * account (its sessions end: docs/architecture.md, "People and invitations").
 */
function staffRefusal(e) {
  const auth = e.auth;
  if (!auth) return unauthorized('Sign in to continue.');
  if (e.hasSuperuserAuth()) return null;
  if (auth.collection().name !== 'users') return unauthorized('Sign in with a staff account.');
  if (auth.getBool('disabled')) return unauthorized('Sign in to continue.');
  return null;
}

/**
 * Route middleware for the admin routes: 401 (staffRefusal), else on to the handler. PocketBase's
 * $apis.requireAuth would answer its own message, and 403 for another auth collection.
 */
function requireStaff(e) {
  const refusal = staffRefusal(e);
  if (refusal) return e.json(refusal.status, refusal.toJSON());
  return e.next();
}

/**
 * Route middleware for the People routes: requireStaff's 401s, then 404 to anyone but an active admin or a
 * superuser (a teacher is not told the routes exist).
 */
function requireAdmin(e) {
  let refusal = staffRefusal(e);
  if (!refusal && !e.hasSuperuserAuth() && !isActiveAdmin({ role: e.auth.getString('role') }))
    refusal = notFound("The requested resource wasn't found.");
  if (refusal) return e.json(refusal.status, refusal.toJSON());
  return e.next();
}

/**
 * An answer of JSON already written as text (a cached part spliced in): by our build's respond.json
 * (native.js), with its length and no header set through the JS engine, else as e.string with the JSON type.
 */
function sendJsonText(e, status, text) {
  const native = respond();
  if (native) return native.json(e, status, text);
  e.response.header().set('Content-Type', 'application/json');
  return e.string(status, text);
}

/**
 * An answer as JSON. e.json would first turn every JS object into a Go value: for a large answer (thousands
 * of rows) that costs more than the route's own work, and on the hot guest writes (a draft, a submission) a
 * share of each. JSON.stringify writes the text at once, sent with its length (sendJsonText).
 */
function sendJson(e, status, value) {
  return sendJsonText(e, status, JSON.stringify(value));
}

// PocketBase's own mark for "leave this request out of the log when it succeeds" (the key
// $apis.skipSuccessActivityLog() sets, PocketBase v0.36.8), set by a handler only once it has answered:
// that middleware would also hide the refusals, which these routes answer themselves rather than as errors.
// tests/integration/guest-routes.test.ts ("the request log") holds the key to what PocketBase reads.
const SKIP_SUCCESS_LOG = '__skipSuccessActivityLogger';

/**
 * A room load answered and a taken guest write are not logged: a centre's loads and autosaves would be most
 * of the request log (tens of thousands an hour), a stored submission is its own record, and writing the
 * entry cost a fifth of a draft and a tenth of a room load.
 */
function leaveOutOfLog(e) {
  e.set(SKIP_SUCCESS_LOG, true);
}

/** The staff member of a route behind requireStaff: { id, superuser }. */
function staffOf(e) {
  return { id: e.auth.id, superuser: e.hasSuperuserAuth() };
}

/** The caller's users id, to record as who made a change; '' for a superuser (not a users record). */
function staffUserId(e) {
  const staff = staffOf(e);
  return staff.superuser ? '' : staff.id;
}

/** The guest named by the guest-uuid header, or null when the header is missing, malformed or unknown. */
function findGuest(e) {
  const uuid = normalizeUuid(e.request.header.get('guest-uuid'));
  return uuid ? findBy(e.app, 'guests', 'uuid', uuid) : null;
}

/** The guest of the guest-uuid header; 401 when it is missing or unknown. */
function requireGuest(e) {
  const guest = findGuest(e);
  if (!guest) throw unauthorized('Guest is not identified.');
  return guest;
}

module.exports = {
  handle,
  jsonBody,
  readBodyText,
  readJson,
  sendJson,
  sendJsonText,
  leaveOutOfLog,
  requireStaff,
  requireAdmin,
  staffOf,
  staffUserId,
  requireGuest,
};
