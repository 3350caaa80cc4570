// Per-account throttling of password sign-ins (docs/architecture.md, "Rate limits"). The built-in rate
// limiter counts per address, so on its own one client behind a school's address that keeps guessing one
// teacher's password would lock every teacher out. Instead, an account with FAILURE_LIMIT failed sign-ins
// within WINDOW_MS is refused (429) for WINDOW_MS after the last of them, whoever asks; other accounts are
// untouched. Attempts refused while locked are not counted, so the lock ends a minute after it began.
//
// Pure: the state is a plain list of failure times (ms), kept by the caller (the hook keeps it in the app
// store, per process, which is enough for one server).

const FAILURE_LIMIT = 5;
const WINDOW_MS = 60 * 1000;

/** Milliseconds until the account may try again (0 when it may try now). */
function lockedFor(failures, now) {
  const list = failures || [];
  if (list.length < FAILURE_LIMIT) return 0;
  const last = list[list.length - 1];
  const first = list[list.length - FAILURE_LIMIT];
  if (last - first >= WINDOW_MS) return 0; // the last failures were spread over more than a minute
  return Math.max(0, last + WINDOW_MS - now);
}

/** The failure list after one more failure at `now`: the last few inside the window. */
function withFailure(failures, now) {
  const kept = [];
  const list = failures || [];
  for (let i = 0; i < list.length; i++) if (now - list[i] < WINDOW_MS) kept.push(list[i]);
  kept.push(now);
  return kept.slice(-FAILURE_LIMIT);
}

/** The store key for an account: the collection and the identity as typed, case-insensitively. */
function accountKey(collection, identity) {
  return (
    'answersheet:sign-in:' +
    collection +
    ':' +
    String(identity || '')
      .trim()
      .toLowerCase()
  );
}

module.exports = { FAILURE_LIMIT, WINDOW_MS, lockedFor, withFailure, accountKey };
