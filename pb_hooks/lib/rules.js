// Patterns and limits the server enforces and other parts of the app repeat: the guest gate
// (src/features/guest-sheet/lib/gate-validation.ts), the room import (scripts/import/schema.ts), the rooms
// schema (pb_migrations/1763780000_schema.js, 1763780005_test_conditions.js) and the sheet's clock. Those
// keep their own copies (the browser bundle cannot load this CommonJS file, migrations cannot require it);
// rules.test.ts holds every copy equal to these.
// Lengths are counted in characters (Unicode code points), on both sides: "😀" is one character.

/** A guest's id, as the guest-uuid header and the guest routes' bodies carry it (lower-case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A room's slug: lowercase letters and digits in words joined by single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 100;
/**
 * One "@", something on both sides, a dot in the domain, no spaces and no angle brackets: what people mean
 * by an e-mail address, and nothing a screen could take for markup (`x@y.co<script>`).
 */
const EMAIL = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)+$/;
const EMAIL_MIN = 3;
const EMAIL_MAX = 254;
/** A guest's name at the gate, trimmed. */
const GUEST_NAME_MIN = 3;
const GUEST_NAME_MAX = 100;
/**
 * A name holds at least one visible letter, digit or other sign that is not ASCII punctuation: not only
 * spaces, invisible, format or control characters. Written as plain ranges because the hooks' JS engine
 * has no Unicode property classes (\p{L}); the same pattern works in every browser.
 */
const GUEST_NAME_VISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what it excludes
  /[^\s\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/;
/** Request bodies of the custom routes, in bytes (413 beyond). */
const BODY_LIMIT = 64 * 1024;
/** An answer's value, in characters, and the answers in one draft or submission. */
const MAX_ANSWER_LENGTH = 50;
const MAX_ANSWERS = 2000;
/** A room's time limit in whole minutes, 0 (untimed) to this (docs/architecture.md, "Test conditions"). */
const TIME_LIMIT_MAX = 600;
/** Drafts and submissions are still taken this long after a timed guest's deadline, then refused. */
const GRACE_SECONDS = 60;

module.exports = {
  UUID,
  SLUG,
  SLUG_MAX,
  EMAIL,
  EMAIL_MIN,
  EMAIL_MAX,
  GUEST_NAME_MIN,
  GUEST_NAME_MAX,
  GUEST_NAME_VISIBLE,
  BODY_LIMIT,
  MAX_ANSWER_LENGTH,
  MAX_ANSWERS,
  TIME_LIMIT_MAX,
  GRACE_SECONDS,
};
