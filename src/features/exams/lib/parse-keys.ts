// Keys by paste (docs/product.md, "Authoring"): the answer key as a book prints it, read line by line into
// each question's accepted answers, with every problem named by its line before anything is saved. Pure.

import type { GroupType } from '@/lib/api-types';

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
  /**
   * Questions of the exam's groups, between the first and the last number the text gives, that it gives no
   * key for (a flattened PDF's "Part 1, Questions 1-10 1 egg" loses its first): named, never left silently
   * without a key. Empty when no groups were given.
   */
  missing: number[];
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

// A question number at the start: "7", "7.", "7)", "7:", "Q7", "Question 7"; or a range "21-22", "21–22",
// "21&22", "21 & 22", "21 and 22". "Questions 1–10" is a heading, not a key: no word may come first.
const LEAD = /^\s*(?:q(?:uestion)?\s*)?(\d{1,4})(?:\s*(?:[-–—&]|and)\s*(\d{1,4}))?\s*[.):]?(?=\s|$|[^\d])/i;
// Where a second column's entry starts on the same line: a tab or two spaces and a number, or a number with
// its punctuation ("21." "21)" "21:") after a space.
const NEXT_ENTRY =
  /(?:\t+|\s{2,})(?=(?:q\s*)?\d{1,4}(?:\s*[-–&]\s*\d{1,4})?\s*[.):]?\s+\S)|\s+(?=\d{1,4}[.):]\s+\S)/gi;
const EITHER_ORDER = /[([]?\s*\bin\s+(?:either|any)\s+order\b\s*[)\]]?/i;
const ALTERNATIVES = /\s*\/\s*|\s+OR\s+/;
// "Answer: B", "Correct answer - B": a web page's label before the answer.
const ANSWER_LABEL = /^\s*(?:correct\s+)?(?:answers?|ans)\s*[:.\-–—]\s*/i;
// "0–17 you are unlikely to get an acceptable score…": a book's score bands, not keys.
const SCORE_BAND = /^\s*\d{1,3}\s*[-–—]\s*\d{1,3}\b.*\b(?:score|scores|you|band|correct answers|marks)\b/i;
// A heading never holds the answers of the line before it.
const HEADING =
  /^\s*(?:part|section|passage|reading|listening|writing|test|questions?|answer key|answers?\s*$)\b/i;
// A book's or a page's prose ("If you score…", "Explanation: …") never holds the answers of the line before.
const PROSE = /^\s*(?:if|explanation|note)\b|\b(?:you|your)\b/i;
/** An answer line (the answers of numbers given on a line before) holds at most this many words an answer. */
const WORDS_PER_ANSWER = 6;

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

/**
 * A segment cut where the next number of the sequence starts: a key flattened out of a PDF runs several
 * entries on one line ("2 tower 3 car 4 animals"), and after question n the bare number n + 1 starts the
 * next entry. Any other number is part of an answer ("6 32 people").
 */
function splitSequence(segment: string): string[] {
  const out: string[] = [];
  let rest = segment;
  for (;;) {
    const lead = LEAD.exec(rest);
    if (!lead) break;
    const next = Number(lead[2] ?? lead[1]) + 1;
    const start = new RegExp(
      `\\s(?=(?:q\\s*)?${next}(?:\\s*(?:[-–—&]|and)\\s*\\d{1,4})?\\s*[.):]?(?:\\s|$))`,
      'i',
    ).exec(rest.slice(lead[0].length));
    if (!start) break;
    const cut = lead[0].length + start.index;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
}

/** "NOTGIVEN", "not-given": as a PDF loses its space, written as the words. */
const notGiven = (key: string) => (/^not[\s-]*given$/i.test(key) ? 'NOT GIVEN' : key);

/** The accepted answers of one answer text: alternatives split, blanks dropped. */
function alternatives(text: string, acceptInitials: boolean): string[] {
  return text
    .split(ALTERNATIVES)
    .map(clean)
    .filter((key) => key !== '')
    .map(notGiven)
    .map((key) => (acceptInitials ? (INITIALS[key.toUpperCase()] ?? key) : key));
}

/** One segment read: its numbers, the answers found for them (none: they wait for the next line). */
interface Segment {
  nums: number[];
  /** Answer texts, one per number, or [] when the segment holds no answer. */
  answers: string[];
  set: boolean;
  problem: string | null;
}

/** The numbers and answers of one segment ("7 library", "21-22 B, D in either order"), or null. */
function readSegment(segment: string): Segment | null {
  const lead = LEAD.exec(segment);
  if (!lead) return null;
  const first = Number(lead[1]);
  const last = lead[2] === undefined ? first : Number(lead[2]);
  let rest = segment.slice(lead[0].length);
  const set = EITHER_ORDER.test(rest);
  // "21&22 in either order: B, D": the phrase and the punctuation after it go; so does "Answer:".
  rest = clean(rest.replace(EITHER_ORDER, ' '))
    .replace(/^[:;,.–—-]\s*/, '')
    .replace(ANSWER_LABEL, '');
  if (last < first) return { nums: [], answers: [], set, problem: `${first}–${last} runs backwards.` };
  if (last - first > 9)
    return { nums: [], answers: [], set, problem: `${first}–${last} is too wide a range.` };
  const nums = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  if (rest === '') return { nums, answers: [], set, problem: null };
  if (nums.length === 1) return { nums, answers: [rest], set, problem: null };
  const answers = rest.split(/\s*,\s*|\s+/).filter((a) => a !== '');
  if (answers.length !== nums.length) {
    return {
      nums,
      answers: [],
      set,
      problem: `${first}–${last} needs ${nums.length} answers, separated by commas or spaces; found ${answers.length}.`,
    };
  }
  return { nums, answers, set, problem: null };
}

/**
 * A line of answers only, cut into `count` answers: at tabs or wide gaps, else commas, else spaces (a table's
 * row keeps "car park" whole when its columns are tabs). Fewer: the rest follow on the next line; more: a
 * problem.
 */
function answerPieces(text: string, count: number): string[] {
  const body = text.replace(ANSWER_LABEL, '');
  if (count === 1) return [clean(body)];
  let pieces: string[] = [];
  for (const separator of [/\t+|\s{2,}/, /\s*,\s*/, /\s+/]) {
    pieces = body
      .split(separator)
      .map(clean)
      .filter((piece) => piece !== '');
    if (pieces.length === count) return pieces;
  }
  return pieces;
}

/** Numbers read with no answer at the end of a line: the next line may hold their answers. */
interface Pending {
  line: ParsedLine;
  nums: number[];
  /** The either-order numbers among them. */
  set: number[] | null;
}

const range = (nums: number[]) =>
  nums.length === 1 ? `Question ${nums[0]}` : `Questions ${nums[0]}–${nums[nums.length - 1]}`;
const noAnswer = (nums: number[]) => `${range(nums)} ${nums.length === 1 ? 'has' : 'have'} no answer.`;

/**
 * Reads a pasted answer key. Numbers are read as a sequence, so a key flattened out of a PDF (several
 * entries on a line, an either-order pair's answers or a table's row of answers on the line below their
 * numbers) is read as the book printed it. A key is either right or its line names a problem. Later lines
 * never overwrite earlier ones: a number twice is a problem.
 */
export function parseKeys(text: string, options: ParseOptions = {}): ParsedKeys {
  const acceptInitials = options.acceptInitials ?? false;
  const inSomeGroup = (num: number) =>
    !options.groups || options.groups.some((group) => num >= group.from && num <= group.to);
  const seen = new Map<number, number>();
  const lines: ParsedLine[] = [];
  const eitherOrder: number[][] = [];
  let pending: Pending | null = null;

  const problem = (line: ParsedLine, message: string) => {
    // A problem replaces a note; problems add up.
    line.message = line.status === 'problem' ? `${line.message} ${message}` : message;
    line.status = 'problem';
  };
  /** Takes an entry for `line`, or names why not. */
  const take = (line: ParsedLine, num: number, answer: string) => {
    const keys = alternatives(answer, acceptInitials);
    if (keys.length === 0) problem(line, `Question ${num} has no answer.`);
    else if (seen.has(num)) problem(line, `Question ${num} is already on line ${seen.get(num)}.`);
    else if (!inSomeGroup(num)) problem(line, `Question ${num} is outside every group of this exam.`);
    else {
      seen.set(num, line.line);
      line.entries.push({ num, keys });
    }
  };
  /** Numbers whose answers never came: a problem on their line. */
  const flush = () => {
    if (pending) problem(pending.line, noAnswer(pending.nums));
    pending = null;
  };

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.replace(/\s+$/, '');
    if (clean(text) === '') return;
    const line: ParsedLine = { line: index + 1, text, status: 'ok', entries: [], message: null };
    lines.push(line);
    if (SCORE_BAND.test(text)) {
      flush();
      line.status = 'skipped';
      line.message = 'A score band, not a key: skipped.';
      return;
    }
    const read = splitColumns(text).flatMap(splitSequence).map(readSegment);
    if (read[0] === null) {
      const waiting = pending as Pending | null;
      const words = clean(text.replace(ANSWER_LABEL, '')).split(' ').length;
      // "Answer: …" is an answer whatever it says; an unlabelled line, when it reads like one.
      const answerLine =
        ANSWER_LABEL.test(text) ||
        (!HEADING.test(text) && !PROSE.test(text) && words <= WORDS_PER_ANSWER * (waiting?.nums.length ?? 0));
      if (waiting && answerLine) {
        // The answers of the numbers on a line before (an either-order pair, a table's row).
        const pieces = answerPieces(text, waiting.nums.length);
        if (pieces.length > waiting.nums.length) {
          problem(
            line,
            `${range(waiting.nums)} (line ${waiting.line.line}) ${waiting.nums.length === 1 ? 'needs' : 'need'} ${waiting.nums.length} answers; this line has ${pieces.length}.`,
          );
          pending = null;
          return;
        }
        const nums = waiting.nums.splice(0, pieces.length);
        nums.forEach((num, i) => take(line, num, pieces[i]!));
        line.message ??= `The answers of ${range(nums).toLowerCase()} (line ${waiting.line.line}).`;
        if (waiting.nums.length === 0) {
          if (waiting.set && line.status === 'ok') eitherOrder.push(waiting.set);
          pending = null;
        }
        return;
      }
      flush();
      line.status = 'skipped';
      line.message = 'No question number: skipped.';
      return;
    }
    flush();
    // Columns start at a number, so only the first segment can be no entry, and that was taken above.
    const segments = read.filter((part): part is Segment => part !== null);
    const lastAnswered = segments.reduce(
      (at, part, i) => (part.answers.length > 0 || part.problem ? i : at),
      -1,
    );
    segments.forEach((part, i) => {
      if (part.problem) {
        problem(line, part.problem);
        return;
      }
      if (part.answers.length === 0) {
        if (i > lastAnswered) {
          // No answer yet at the end of the line: it may come on the next one.
          if (!pending) pending = { line, nums: [], set: null };
          pending.nums.push(...part.nums);
          if (part.set) pending.set = part.nums;
        } else problem(line, noAnswer(part.nums));
        return;
      }
      const before = line.entries.length;
      part.nums.forEach((num, j) => take(line, num, part.answers[j]!));
      if (part.set && line.entries.length - before === part.nums.length) eitherOrder.push(part.nums);
    });
    if (pending) line.message ??= 'The answers should follow on the next line.';
  });
  flush();

  for (const line of lines) {
    if (line.status !== 'ok' || acceptInitials) continue;
    const initial = line.entries.some((entry) =>
      entry.keys.some((key) => INITIALS[key.toUpperCase()] !== undefined),
    );
    if (initial)
      line.message ??=
        'An initial (T, F, NG, Y, N) is accepted only as written: turn on “Accept initials” to take the word too.';
  }
  const entries = lines.flatMap((line) => line.entries).sort((a, b) => a.num - b.num);
  const problems = lines
    .filter((l) => l.status === 'problem')
    .map((l) => ({ line: l.line, message: l.message! }));
  return { lines, entries, eitherOrder, problems, missing: missingNumbers(entries, options.groups) };
}

/** ParsedKeys.missing: the groups' numbers from the first to the last read that have no entry. */
function missingNumbers(entries: KeyEntry[], groups: ParseOptions['groups']): number[] {
  if (!groups || entries.length === 0) return [];
  const read = new Set(entries.map((entry) => entry.num));
  const first = entries[0]!.num;
  const last = entries[entries.length - 1]!.num;
  const missing: number[] = [];
  for (const group of groups)
    for (let num = Math.max(group.from, first); num <= Math.min(group.to, last); num++)
      if (!read.has(num)) missing.push(num);
  return Array.from(new Set(missing)).sort((a, b) => a - b);
}

const TFNG = ['TRUE', 'FALSE', 'NOT GIVEN'];
/**
 * Headings' numbers as books print them: lowercase i–x (ii, iv…), or II–X in capitals
 * (a lone capital I, V or X is a letter).
 */
const ROMAN = /^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|II|III|IV|VI|VII|VIII|IX)$/;

const YNNG = ['YES', 'NO', 'NOT GIVEN'];

/**
 * The type a group's keys say it is (docs/architecture.md, "The test on computer"): all single letters are
 * `choice`, or `multi` when one either-order set covers the group; headings' roman numerals (ii, iv…) are
 * `match`; TRUE / FALSE / NOT GIVEN is `tfng` and YES / NO / NOT GIVEN `ynng` (initials read as their words);
 * anything else is `gap`. null: no keys, or only
 * NOT GIVEN, which could be either.
 * @param keys each question's accepted answers
 * @param coveredBySet whether one either-order set holds every question of the group
 */
export function inferGroupType(keys: string[][], coveredBySet: boolean): GroupType | null {
  if (keys.flat().length === 0) return null;
  if (keys.flat().every((key) => ROMAN.test(clean(key)))) return 'match';
  const all = keys.flat().map((key) => clean(key).toUpperCase());
  if (all.every((key) => /^[A-Z]$/.test(key))) return coveredBySet ? 'multi' : 'choice';
  const words = all.map((key) => INITIALS[key] ?? notGiven(key));
  const only = (list: string[]) => words.every((word) => list.includes(word));
  if (words.every((word) => word === 'NOT GIVEN')) return null;
  if (only(TFNG)) return 'tfng';
  if (only(YNNG)) return 'ynng';
  return 'gap';
}

/** A kind of key a run of questions can be: the group type it proposes. */
export type RunType = Extract<GroupType, 'tfng' | 'ynng' | 'choice' | 'multi' | 'match' | 'gap'>;

/** One question's kind of key; null: only NOT GIVEN, which fits a TRUE/FALSE and a YES/NO run alike. */
const entryKind = (keys: string[]) => inferGroupType([keys], false) as RunType | null;

export interface Run {
  from: number;
  to: number;
  type: RunType;
}

/** A group of the exam whose pasted keys run in kinds of their own: one group per run is proposed. */
export interface SplitProposal {
  from: number;
  to: number;
  runs: Run[];
}

/**
 * Where one group's pasted keys change kind (docs/product.md, "Authoring"): TRUE/FALSE/NOT GIVEN, then
 * letters, then words… A run starts at the entry whose kind changes and holds the numbers up to the next run
 * (so the runs cover the group with no gap); NOT GIVEN joins the run it is in, or the one it starts. A run of
 * letters that one either-order set covers is `multi`. Only groups with two runs or more are proposed.
 */
export function splitProposals(
  parsed: Pick<ParsedKeys, 'entries' | 'eitherOrder'>,
  groups: { from: number; to: number }[],
): SplitProposal[] {
  return groups.flatMap((group) => {
    const mine = parsed.entries.filter((entry) => entry.num >= group.from && entry.num <= group.to);
    // Keys that read as one kind together are no runs: TRUE, NOT GIVEN, F is a tfng group whose F is
    // FALSE's initial, as inferGroupType reads it, not a word run then a letter run.
    const together = inferGroupType(
      mine.map((entry) => entry.keys),
      false,
    );
    if (together !== null && together !== 'gap') return [];
    const runs: { first: number; kind: RunType | null }[] = [];
    for (const entry of mine) {
      const kind = entryKind(entry.keys);
      const last = runs[runs.length - 1];
      if (last && (kind === null || last.kind === kind || last.kind === null)) last.kind ??= kind;
      else runs.push({ first: entry.num, kind });
    }
    if (runs.length < 2) return [];
    return [
      {
        from: group.from,
        to: group.to,
        runs: runs.map((run, i): Run => {
          const from = i === 0 ? group.from : run.first;
          const to = i === runs.length - 1 ? group.to : runs[i + 1]!.first - 1;
          const covered = parsed.eitherOrder.some(
            (set) => set.length === to - from + 1 && set.every((n) => n >= from && n <= to),
          );
          const type = run.kind ?? 'gap';
          return { from, to, type: type === 'choice' && covered ? 'multi' : type };
        }),
      },
    ];
  });
}
