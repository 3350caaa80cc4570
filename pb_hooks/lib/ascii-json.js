// JSON text kept to ASCII, for the texts cached in the app store and handed to every request (see
// docs/architecture.md, "Caching"). The hooks' JS engine keeps an ASCII string as Go's own bytes and any
// other string as UTF-16, so a cached sheet with one "—" in it was converted on its way into each request's
// runtime and again on its way out in the answer: 7% of a room load. Pure.

// Outside JSON's strings there is only ASCII, so every character matched here is inside a string, where a
// \u escape of each UTF-16 unit (a surrogate pair as two) reads back as the same text.
const BEYOND_ASCII = /[\u0080-\uffff]/g;

const escapeUnit = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text`, a JSON text, with every character beyond ASCII written as \u escapes: the same value once parsed. */
function asciiJson(text) {
  return text.replace(BEYOND_ASCII, escapeUnit);
}

module.exports = { asciiJson };
