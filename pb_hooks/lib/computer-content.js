// The content of the test on computer (docs/architecture.md, "The test on computer"): a section's passage, a
// group's type, instructions, options and inline content with its gaps, a question's prompt and options.
// The limits and the gap syntax the exam document validator uses; src/lib/computer-content.ts repeats them
// for the import format and the editor (computer-content.test.ts holds the two equal). Pure.

/** What a group asks for; `gap` (typed boxes) unless set. `essay` is a Writing task's one long answer. */
const GROUP_TYPES = ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay'];
const DEFAULT_GROUP_TYPE = 'gap';
/** A room's delivery: `computer` for rooms made from now on (existing rooms were migrated to `paper`). */
const DELIVERIES = ['paper', 'computer'];
const DEFAULT_DELIVERY = 'computer';

/** Lengths in characters (Unicode code points), as every text limit of the app. */
const PASSAGE_MAX = 60000;
const INSTRUCTIONS_MAX = 1000;
const CONTENT_MAX = 10000;
const PROMPT_MAX = 1000;
const OPTIONS_MAX = 26;
const OPTION_TEXT_MAX = 1000;
/** An option's letter: `A`…`Z`, or a heading's roman numeral (`iv`). */
const OPTION_LETTER = /^[A-Za-z0-9]{1,5}$/;
/** An essay's minimum words (a Writing task: 150 or 250). */
const MIN_WORDS_MAX = 10000;
/** A group's title: the box heading or the form's title. */
const TITLE_MAX = 200;
/** A group's word limit ("NO MORE THAN THREE WORDS"): 1 to this many words. */
const MAX_WORDS_MAX = 5;

/** A gap in a group's content: `[[14]]` is box 14 (spaces inside the brackets allowed). */
const GAP = /\[\[\s*(\d{1,4})\s*\]\]/g;

/** The box numbers of the gaps of a content text, in the order they appear. */
function gapNumbers(content) {
  if (typeof content !== 'string') return [];
  const out = [];
  for (const match of content.matchAll(GAP)) out.push(Number(match[1]));
  return out;
}

/**
 * The first problem of a content's gaps for a group of questions from–to, or null: a gap outside the group
 * names a box the group has not, and a gap twice would show one box in two places.
 */
function gapProblem(content, from, to) {
  const seen = new Set();
  for (const n of gapNumbers(content)) {
    if (n < from || n > to) return `The gap [[${n}]] is not a question of this group (${from}–${to}).`;
    if (seen.has(n)) return `The gap [[${n}]] appears twice.`;
    seen.add(n);
  }
  return null;
}

module.exports = {
  GROUP_TYPES,
  DEFAULT_GROUP_TYPE,
  DELIVERIES,
  DEFAULT_DELIVERY,
  PASSAGE_MAX,
  INSTRUCTIONS_MAX,
  CONTENT_MAX,
  PROMPT_MAX,
  OPTIONS_MAX,
  OPTION_TEXT_MAX,
  OPTION_LETTER,
  MIN_WORDS_MAX,
  TITLE_MAX,
  MAX_WORDS_MAX,
  GAP,
  gapNumbers,
  gapProblem,
};
