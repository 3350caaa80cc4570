// @ts-check
// Our build's Go, as the hooks reach it (docs/architecture.md, "The Go layer"): the one module that reads
// the global `$answersheet` (bound by server/internal/jsbind/binds.go, typed in native-bindings.d.ts).
// Each function gives one member, or null on a PocketBase without our additions and in the unit tests
// under Node, where the caller does the work in JS. Read at each call, not once: a test binds its own.

/** @typedef {import('./native-bindings').AnswersheetNatives} AnswersheetNatives */

/**
 * One member of `$answersheet`, or null.
 * @template {keyof AnswersheetNatives} K
 * @param {K} name
 * @returns {AnswersheetNatives[K] | null}
 */
function member(name) {
  const bound = typeof $answersheet === 'object' && $answersheet !== null ? $answersheet : null;
  return (bound && bound[name]) || null;
}

/** The Go scorer: its submission(key, tableText, answers, flags) and normalize(text). */
const scoring = () => member('scoring');

/** The Go reader of a draft's or a submission's body: read(text, maxAnswers, essayMaxLength, maxDepth). */
const answersBody = () => member('answersBody');

/** The IANA zones: valid(name), local(ms, name). */
const timeZone = () => member('timeZone');

/** The group writer: exec(sql, params), writeRead(write, read, params, shape). Never from inside a transaction. */
const groupCommit = () => member('groupCommit');

/** The routes' reads on the app's pool of reading connections: all(sql, params, shape), inSnapshot(fn). Never for a transaction's reads. */
const poolReader = () => member('poolReader');

/** The answer of JSON text, sent with its length: json(e, status, text). */
const respond = () => member('respond');

/** The uuids of guests the database was seen to hold: has(uuid), add(uuid), clear(). A hint only. */
const knownGuests = () => member('knownGuests');

/** The app store's values of several keys in one call: values(keys). */
const appStore = () => member('appStore');

/** The heavy routes' turns: results(e, fn), a large room's full results list in one. */
const heavyTurns = () => member('heavyTurns');

/** The SQL functions our build adds to every connection: has(name). */
const sqlFunctions = () => member('sqlFunctions');

module.exports = {
  scoring,
  answersBody,
  timeZone,
  groupCommit,
  poolReader,
  respond,
  knownGuests,
  appStore,
  heavyTurns,
  sqlFunctions,
};
