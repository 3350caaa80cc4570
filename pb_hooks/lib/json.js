// Reading stored JSON text (a json column read by SQL, a cached entry): one safe parse for every module.
// A request body is read by readJson in lib/http.js instead, which answers 400 for bad JSON.

/** The value of a JSON text, or `fallback` when the text is empty or not JSON. */
function parseJson(text, fallback) {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch (_) {
    return fallback;
  }
}

module.exports = { parseJson };
