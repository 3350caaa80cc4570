// Patterns and limits the server enforces and the browser repeats to the user before sending: the guest
// gate, the room forms and import, the exam editor, the sheet's clock (docs/architecture.md, "One source per
// rule"). The migrations cannot require this file and keep their own copies (rules.test.ts holds them equal).
// Lengths are counted in characters (Unicode code points), on both sides: "😀" is one character.

/** A guest's id, as the guest-uuid header and the guest routes' bodies carry it (lower-case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A room's slug: lowercase letters and digits in words joined by single dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
/**
 * One "@", something on both sides, a dot in the domain, no spaces and no angle brackets: what people mean
 * by an e-mail address, and nothing a screen could take for markup (`x@y.co<script>`).
 */
export const EMAIL = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)+$/;
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 254;
/** A guest's name at the gate, trimmed. */
export const GUEST_NAME_MIN = 3;
export const GUEST_NAME_MAX = 100;
/**
 * A name holds at least one visible letter, digit or other sign that is not ASCII punctuation: not only
 * spaces, invisible, format or control characters. Written as plain ranges because the hooks' JS engine
 * has no Unicode property classes (\p{L}); the same pattern works in every browser.
 */
export const GUEST_NAME_VISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what it excludes
  /[^\s\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/;
/** How deep a request body's JSON may nest (objects and arrays), read in JS or in Go (400 beyond). */
export const MAX_JSON_DEPTH = 32;
/** Request bodies of the custom routes, in bytes (413 beyond). */
export const BODY_LIMIT = 64 * 1024;
/** An answer's value, in characters, and the answers in one draft or submission. */
export const MAX_ANSWER_LENGTH = 50;
/**
 * An essay box's value, in characters, and the bodies of the draft and submission routes, which carry the
 * essays (docs/architecture.md, "Writing and marking").
 */
export const ESSAY_MAX_LENGTH = 30000;
export const ANSWERS_BODY_LIMIT = 256 * 1024;
export const MAX_ANSWERS = 2000;
/** A room's time limit in whole minutes, 0 (untimed) to this (docs/architecture.md, "Test conditions"). */
export const TIME_LIMIT_MAX = 600;
/** Drafts and submissions are still taken this long after a timed guest's deadline, then refused. */
export const GRACE_SECONDS = 60;
/**
 * An exam document from the editor (docs/architecture.md, "Authoring"): sizes far above any IELTS paper,
 * so that a runaway document is a 400 naming its path, never a long transaction. Question numbers run
 * 1–EXAM_MAX_NUMBER as in the import format.
 */
export const EXAM_MAX_SECTIONS = 20;
export const EXAM_MAX_GROUPS = 50;
export const EXAM_MAX_QUESTIONS = 200;
export const EXAM_MAX_KEYS = 10;
export const EXAM_MAX_NUMBER = 1000;
/** An exam's or a section's name, and one accepted answer, in characters (as the import format). */
export const EXAM_NAME_MAX = 200;
export const KEY_MAX = 200;
/** The exam document routes' bodies: a large document reaches the validator (400) rather than a 413. */
export const DOCUMENT_BODY_LIMIT = 1024 * 1024;
/** The exam files route's bodies: the largest file plus the form around it. */
export const FILE_BODY_LIMIT = 210 * 1024 * 1024;
/** Paperwork images and section recordings, by type and size (the file fields of the migrations). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/webm',
];
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
/** A room's name and detail, in characters. */
export const ROOM_NAME_MAX = 200;
export const ROOM_DETAIL_MAX = 5000;

/** Length in characters (Unicode code points), not UTF-16 units: "😀" is one character. */
export function charLength(value: string): number {
  let length = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}
