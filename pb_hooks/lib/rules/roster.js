// Generated from src/rules/roster.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/rules/roster.ts
var roster_exports = {};
__export(roster_exports, {
  CLASS_NAME_MAX: () => CLASS_NAME_MAX,
  ROSTER_MAX: () => ROSTER_MAX,
  parseRoster: () => parseRoster,
  rosterEntryProblem: () => rosterEntryProblem,
  rosterLine: () => rosterLine
});
module.exports = __toCommonJS(roster_exports);

// src/rules/limits.ts
var EMAIL = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)+$/;
var EMAIL_MIN = 3;
var EMAIL_MAX = 254;
var GUEST_NAME_MIN = 3;
var GUEST_NAME_MAX = 100;
var GUEST_NAME_VISIBLE = (
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what it excludes
  /[^\s\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/
);
var BODY_LIMIT = 64 * 1024;
var ANSWERS_BODY_LIMIT = 256 * 1024;
var DOCUMENT_BODY_LIMIT = 1024 * 1024;
var FILE_BODY_LIMIT = 210 * 1024 * 1024;
var IMAGE_MAX_BYTES = 10 * 1024 * 1024;
var AUDIO_MAX_BYTES = 200 * 1024 * 1024;

// src/rules/roster.ts
var CLASS_NAME_MAX = 100;
var ROSTER_MAX = 500;
function rosterEntryProblem(entry) {
  const email = entry.email;
  const name = entry.name;
  if (email === "") return "The e-mail is missing.";
  if ([...email].length < EMAIL_MIN || [...email].length > EMAIL_MAX || !EMAIL.test(email))
    return `"${email}" is not a valid e-mail address.`;
  if (name === "") return "The name is missing.";
  const length = [...name].length;
  if (length < GUEST_NAME_MIN || length > GUEST_NAME_MAX)
    return `The name must be between ${GUEST_NAME_MIN} and ${GUEST_NAME_MAX} characters.`;
  if (!GUEST_NAME_VISIBLE.test(name)) return "The name must contain a letter or a digit.";
  return null;
}
var ANGLED = /^(.*)<([^<>]*)>\s*$/;
function rosterLine(line) {
  const angled = ANGLED.exec(line);
  if (angled)
    return {
      name: angled[1].trim().replace(/^"(.*)"$/, "$1").trim(),
      email: angled[2].trim()
    };
  const comma = line.indexOf(",");
  const parts = comma === -1 ? [line.trim(), ""] : [line.slice(0, comma).trim(), line.slice(comma + 1).trim()];
  const [first, second] = parts;
  return first.includes("@") || !second.includes("@") ? { email: first, name: second } : { email: second, name: first };
}
function parseRoster(text) {
  const entries = [];
  const problems = [];
  const at = /* @__PURE__ */ new Map();
  text.split(/\r\n|\r|\n/).forEach((raw, line) => {
    if (raw.trim() === "") return;
    const entry = rosterLine(raw);
    const message = rosterEntryProblem(entry);
    if (message) {
      problems.push({ line, text: raw, message });
      return;
    }
    const key = entry.email.toLowerCase();
    const seen = at.get(key);
    if (seen !== void 0) entries[seen] = { ...entry, line };
    else {
      at.set(key, entries.length);
      entries.push({ ...entry, line });
    }
  });
  return { entries, problems };
}
