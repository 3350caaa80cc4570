// HTTP errors in PocketBase's JSON shape { status, message, data: { field: { code, message } } }.
// Pure: the route helpers (lib/http.js) turn an HttpError into the response; unit tests import it directly.

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, { code: string, message: string }>} [data] field errors
   * @param {Record<string, unknown>} [extra] extra top-level fields of the body (e.g. 409's `id`)
   */
  constructor(status, message, data, extra) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.data = data || {};
    this.extra = extra || null;
  }

  toJSON() {
    const body = { status: this.status, message: this.message, data: this.data };
    if (this.extra) for (const key of Object.keys(this.extra)) body[key] = this.extra[key];
    return body;
  }
}

const isHttpError = (error) =>
  !!error && typeof error === 'object' && error.name === 'HttpError' && !!error.status;

/** One field error. */
const fieldError = (code, message) => ({ code, message });

const badRequest = (message, data) =>
  new HttpError(400, message || 'Something went wrong while processing your request.', data);
const unauthorized = (message) => new HttpError(401, message || 'Missing or invalid authentication.');
const forbidden = (message, data) =>
  new HttpError(403, message || 'You are not allowed to perform this request.', data);
const notFound = (message) => new HttpError(404, message || "The requested resource wasn't found.");
const conflict = (message, data, extra) => new HttpError(409, message, data, extra);
const tooLarge = (limit) => new HttpError(413, `The request body is larger than ${limit} bytes.`);

/** The text of anything thrown (a Go error reaches JS as an object with a message), for logs and matching. */
const errorText = (error) => String(error && error.message ? error.message : error);

/** 400 with field errors, or nothing when `errors` is empty. */
function throwIfInvalid(errors, message) {
  if (Object.keys(errors).length > 0) throw badRequest(message || 'Failed to validate the request.', errors);
}

module.exports = {
  HttpError,
  isHttpError,
  fieldError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooLarge,
  throwIfInvalid,
  errorText,
};
