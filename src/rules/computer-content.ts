// The content of the test on computer (docs/architecture.md, "The test on computer"): a section's passage, a
// group's type, instructions, options and inline content with its gaps, a question's prompt and options.
// The limits and the gap syntax of the exam document validator, the import format and the editor
// (docs/architecture.md, "One source per rule").

/** What a group asks for; `gap` (typed boxes) unless set. `essay` is a Writing task's one long answer. */
export const GROUP_TYPES = ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const DEFAULT_GROUP_TYPE: GroupType = 'gap';
/** A room's delivery: `computer` for rooms made from now on (existing rooms were migrated to `paper`). */
export const DELIVERIES = ['paper', 'computer'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const DEFAULT_DELIVERY: Delivery = 'computer';

/** Lengths in characters (Unicode code points), as every text limit of the app. */
export const PASSAGE_MAX = 60000;
export const INSTRUCTIONS_MAX = 1000;
export const CONTENT_MAX = 10000;
export const PROMPT_MAX = 1000;
export const OPTIONS_MAX = 26;
export const OPTION_TEXT_MAX = 1000;
/** An option's letter: `A`…`Z`, or a heading's roman numeral (`iv`). */
export const OPTION_LETTER = /^[A-Za-z0-9]{1,5}$/;
/** An essay's minimum words (a Writing task: 150 or 250). */
export const MIN_WORDS_MAX = 10000;
/** A group's title: the box heading or the form's title. */
export const TITLE_MAX = 200;
/** A group's word limit ("NO MORE THAN THREE WORDS"): 1 to this many words. */
export const MAX_WORDS_MAX = 5;

/** A gap in a group's content: `[[14]]` is box 14 (spaces inside the brackets allowed). */
export const GAP = /\[\[\s*(\d{1,4})\s*\]\]/g;

/** The box numbers of the gaps of a content text, in the order they appear. */
export function gapNumbers(content: unknown): number[] {
  if (typeof content !== 'string') return [];
  const out: number[] = [];
  for (const match of content.matchAll(GAP)) out.push(Number(match[1]));
  return out;
}

/**
 * The first problem of a content's gaps for a group of questions from–to, or null: a gap outside the group
 * names a box the group has not, and a gap twice would show one box in two places.
 */
export function gapProblem(content: unknown, from: number, to: number): string | null {
  const seen = new Set<number>();
  for (const n of gapNumbers(content)) {
    if (n < from || n > to) return `The gap [[${n}]] is not a question of this group (${from}–${to}).`;
    if (seen.has(n)) return `The gap [[${n}]] appears twice.`;
    seen.add(n);
  }
  return null;
}
