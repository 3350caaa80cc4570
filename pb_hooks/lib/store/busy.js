// A guest write that meets a busy database (another process writing: an import, a console command) is tried
// again a few times after a short wait, then refused with 503 and Retry-After, which the sheet retries like
// any 5xx; never PocketBase's 400 "database is locked" (docs/architecture.md, "Drafts and submissions").
// Each try already waits out SQLite's busy timeout (server/internal/database/connect.go) before it fails.

const { HttpError, errorText } = require('../errors.js');

const BUSY = /database (table )?is locked|SQLITE_BUSY|SQLITE_LOCKED/i;

/** Whether a thrown error says the database was busy (locked by another writer). */
const isBusy = (error) => BUSY.test(errorText(error));

/** The waits before the second and third tries, in milliseconds. */
const BUSY_BACKOFF_MS = [100, 400];
/** Retry-After of the 503, in whole seconds. */
const BUSY_RETRY_AFTER = 2;

/**
 * Runs `write`; while it fails because the database is busy, waits and runs it again, at most
 * BUSY_BACKOFF_MS.length more times, then throws 503 with Retry-After. Any other error is thrown at once.
 * @template T
 * @param {{ response: { header: () => { set: (name: string, value: string) => void } } }} e
 * @param {() => T} write
 * @param {(ms: number) => void} [wait] PocketBase's sleep unless given
 * @returns {T}
 */
function whenFree(e, write, wait) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return write();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (attempt >= BUSY_BACKOFF_MS.length) {
        e.response.header().set('Retry-After', String(BUSY_RETRY_AFTER));
        throw new HttpError(503, 'The server is busy: your answers are kept and sent again in a moment.');
      }
      (wait || sleep)(BUSY_BACKOFF_MS[attempt]);
    }
  }
}

module.exports = { isBusy, whenFree, BUSY_BACKOFF_MS, BUSY_RETRY_AFTER };
