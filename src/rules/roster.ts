// A class's roster (docs/product.md, "Classes"): one student a line, "Name <email>" or "email, name", checked
// by the gate's own rules, so a roster admits exactly who could pass the gate. The class page previews a
// pasted roster with this parser and the server parses the same text with it (docs/architecture.md, "One
// source per rule").
import { EMAIL, EMAIL_MAX, EMAIL_MIN, GUEST_NAME_MAX, GUEST_NAME_MIN, GUEST_NAME_VISIBLE } from './limits';

/** A class's name, in characters. */
export const CLASS_NAME_MAX = 100;
/** Students on one roster: far above a school class, so a pasted file by mistake is a 400, not a long write. */
export const ROSTER_MAX = 500;

export interface RosterEntry {
  email: string;
  name: string;
}

/** What is wrong with one student's e-mail and name (trimmed), in the gate's words; null when nothing. */
export function rosterEntryProblem(entry: RosterEntry): string | null {
  const email = entry.email;
  const name = entry.name;
  if (email === '') return 'The e-mail is missing.';
  if ([...email].length < EMAIL_MIN || [...email].length > EMAIL_MAX || !EMAIL.test(email))
    return `"${email}" is not a valid e-mail address.`;
  if (name === '') return 'The name is missing.';
  const length = [...name].length;
  if (length < GUEST_NAME_MIN || length > GUEST_NAME_MAX)
    return `The name must be between ${GUEST_NAME_MIN} and ${GUEST_NAME_MAX} characters.`;
  if (!GUEST_NAME_VISIBLE.test(name)) return 'The name must contain a letter or a digit.';
  return null;
}

// "Name <email>", the form mail programs copy; anything else is "email, name" (or "name, email").
const ANGLED = /^(.*)<([^<>]*)>\s*$/;

/** One line as an entry, its parts trimmed (unchecked); the e-mail is the part holding an "@". */
export function rosterLine(line: string): RosterEntry {
  const angled = ANGLED.exec(line);
  if (angled)
    return {
      name: angled[1]!
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
      email: angled[2]!.trim(),
    };
  const comma = line.indexOf(',');
  const parts =
    comma === -1 ? [line.trim(), ''] : [line.slice(0, comma).trim(), line.slice(comma + 1).trim()];
  const [first, second] = parts as [string, string];
  return first.includes('@') || !second.includes('@')
    ? { email: first, name: second }
    : { email: second, name: first };
}

export interface ParsedRoster {
  /** The good lines, by their line (from 0, blank lines counted), each e-mail once (its last line wins). */
  entries: (RosterEntry & { line: number })[];
  /** The bad lines, by their line (from 0), with what is wrong. */
  problems: { line: number; text: string; message: string }[];
}

/** A pasted roster: blank lines skipped, every other line a student or a problem. */
export function parseRoster(text: string): ParsedRoster {
  const entries: ParsedRoster['entries'] = [];
  const problems: ParsedRoster['problems'] = [];
  const at = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, line) => {
    if (raw.trim() === '') return;
    const entry = rosterLine(raw);
    const message = rosterEntryProblem(entry);
    if (message) {
      problems.push({ line, text: raw, message });
      return;
    }
    const key = entry.email.toLowerCase();
    const seen = at.get(key);
    if (seen !== undefined) entries[seen] = { ...entry, line };
    else {
      at.set(key, entries.length);
      entries.push({ ...entry, line });
    }
  });
  return { entries, problems };
}
