// Keys by paste (docs/product.md, "Authoring"): the answer key as a book prints it, read line by line into
// each question's accepted answers, with every problem named by its line before anything is saved. Pure.

export interface KeyEntry {
  num: number;
  /** Accepted answers as the server takes them: alternatives split, brackets kept (optional words). */
  keys: string[];
}

export type LineStatus = 'ok' | 'skipped' | 'problem';

export interface ParsedLine {
  /** 1-based, as an editor counts. */
  line: number;
  text: string;
  status: LineStatus;
  entries: KeyEntry[];
  /** Why it was skipped, or what is wrong; also a hint on a good line (initials). */
  message: string | null;
}

export interface ParsedKeys {
  lines: ParsedLine[];
  entries: KeyEntry[];
  /** "In either order" sets, numbers ascending. */
  eitherOrder: number[][];
  problems: { line: number; message: string }[];
}

export interface ParseOptions {
  /** The exam's groups; a number outside every one is a problem. Omitted: any number goes. */
  groups?: { from: number; to: number }[];
  /** Initials (T, F, NG, Y, N) are written as their words, so the server accepts both. */
  acceptInitials?: boolean;
}

const INITIALS: Record<string, string> = {
  T: 'TRUE',
  F: 'FALSE',
  NG: 'NOT GIVEN',
  Y: 'YES',
  N: 'NO',
};

// A question number at the start: "7", "7.", "7)", "7:", "Q7"; or a range "21-22", "21–22", "21&22",
// "21 & 22", "21 and 22". "Questions 1–10" is a heading, not a key: no word may come first.
const LEAD = /^\s*(?:q\s*)?(\d{1,4})(?:\s*(?:[-–—&]|and)\s*(\d{1,4}))?\s*[.):]?(?=\s|$|[^\d])/i;
// Where a second column's entry starts on the same line: a tab or two spaces and a number, or a number with
// its punctuation ("21." "21)" "21:") after a space.
const NEXT_ENTRY =
  /(?:\t+|\s{2,})(?=(?:q\s*)?\d{1,4}(?:\s*[-–&]\s*\d{1,4})?\s*[.):]?\s+\S)|\s+(?=\d{1,4}[.):]\s+\S)/gi;
const EITHER_ORDER = /[([]?\s*\bin\s+(?:either|any)\s+order\b\s*[)\]]?/i;
const ALTERNATIVES = /\s*\/\s*|\s+OR\s+/;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `segment` already holds a number and an answer, so a column may start after it. */
function holdsAnswer(segment: string): boolean {
  const lead = LEAD.exec(segment);
  return lead !== null && clean(segment.slice(lead[0].length)) !== '';
}

/** A line cut where a second column's entry starts ("6   32 / thirty-two" stays whole: 32 is its answer). */
function splitColumns(text: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (const match of text.matchAll(NEXT_ENTRY)) {
    const before = text.slice(start, match.index);
    if (!holdsAnswer(before)) continue;
    segments.push(before);
    start = match.index + match[0].length;
  }
  segments.push(text.slice(start));
  return segments;
}

/** The accepted answers of one answer text: alternatives split, blanks dropped. */
function alternatives(text: string, acceptInitials: boolean): string[] {
  return text
    .split(ALTERNATIVES)
    .map(clean)
    .filter((key) => key !== '')
    .map((key) => (acceptInitials ? (INITIALS[key.toUpperCase()] ?? key) : key));
}

/** The entries of one segment ("7 library", "21-22 B, D in either order"), or why it is not one. */
function readSegment(
  segment: string,
  acceptInitials: boolean,
): { entries: KeyEntry[]; set: number[] | null; problem: string | null } | null {
  const lead = LEAD.exec(segment);
  if (!lead) return null;
  const first = Number(lead[1]);
  const last = lead[2] === undefined ? first : Number(lead[2]);
  let rest = segment.slice(lead[0].length);
  const either = EITHER_ORDER.test(rest);
  // "21&22 in either order: B, D": the phrase and the punctuation after it go.
  rest = clean(rest.replace(EITHER_ORDER, ' ')).replace(/^[:;,.–—-]\s*/, '');
  if (last !== first) {
    if (last < first) return { entries: [], set: null, problem: `${first}–${last} runs backwards.` };
    if (last - first > 9) return { entries: [], set: null, problem: `${first}–${last} is too wide a range.` };
    const nums = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const answers = rest.split(/\s*,\s*|\s+/).filter((a) => a !== '');
    if (answers.length !== nums.length) {
      return {
        entries: [],
        set: null,
        problem: `${first}–${last} needs ${nums.length} answers, separated by commas or spaces; found ${answers.length}.`,
      };
    }
    const entries = nums.map((num, i) => ({ num, keys: alternatives(answers[i]!, acceptInitials) }));
    return { entries, set: either ? nums : null, problem: null };
  }
  const keys = alternatives(rest, acceptInitials);
  if (keys.length === 0) return { entries: [], set: null, problem: `Question ${first} has no answer.` };
  return { entries: [{ num: first, keys }], set: null, problem: null };
}

/** Reads a pasted answer key. Later lines never overwrite earlier ones: a number twice is a problem. */
export function parseKeys(text: string, options: ParseOptions = {}): ParsedKeys {
  const acceptInitials = options.acceptInitials ?? false;
  const inSomeGroup = (num: number) =>
    !options.groups || options.groups.some((group) => num >= group.from && num <= group.to);
  const seen = new Map<number, number>();
  const lines: ParsedLine[] = [];
  const entries: KeyEntry[] = [];
  const eitherOrder: number[][] = [];

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.replace(/\s+$/, '');
    if (clean(text) === '') return;
    const segments = splitColumns(text);
    const read = segments.map((segment) => readSegment(segment, acceptInitials));
    if (read[0] === null) {
      lines.push({ line, text, status: 'skipped', entries: [], message: 'No question number: skipped.' });
      return;
    }
    const problems: string[] = [];
    const lineEntries: KeyEntry[] = [];
    read.forEach((part) => {
      // Columns start at a number, so only the first segment can be no entry, and that was taken above.
      if (part === null) return;
      if (part.problem) problems.push(part.problem);
      for (const entry of part.entries) {
        if (seen.has(entry.num)) {
          problems.push(`Question ${entry.num} is already on line ${seen.get(entry.num)}.`);
        } else if (!inSomeGroup(entry.num)) {
          problems.push(`Question ${entry.num} is outside every group of this exam.`);
        } else {
          seen.set(entry.num, line);
          lineEntries.push(entry);
        }
      }
      if (part.set && !part.problem) eitherOrder.push(part.set);
    });
    entries.push(...lineEntries);
    const initials =
      !acceptInitials &&
      lineEntries.some((entry) => entry.keys.some((key) => INITIALS[key.toUpperCase()] !== undefined))
        ? 'An initial (T, F, NG, Y, N) is accepted only as written: turn on “Accept initials” to take the word too.'
        : null;
    lines.push({
      line,
      text,
      status: problems.length > 0 ? 'problem' : 'ok',
      entries: lineEntries,
      message: problems.length > 0 ? problems.join(' ') : initials,
    });
  });

  entries.sort((a, b) => a.num - b.num);
  const problems = lines
    .filter((l) => l.status === 'problem')
    .map((l) => ({ line: l.line, message: l.message! }));
  return { lines, entries, eitherOrder, problems };
}
