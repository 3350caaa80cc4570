// The content of the test on computer (docs/architecture.md, "The test on computer"), as the import format
// and the editor check it: the same limits and gap syntax as pb_hooks/lib/computer-content.js (the browser
// bundle cannot load that CommonJS file; computer-content.test.ts holds the two equal). Pure.

export const GROUP_TYPES = ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const DELIVERIES = ['paper', 'computer'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export const PASSAGE_MAX = 60000;
export const INSTRUCTIONS_MAX = 1000;
export const CONTENT_MAX = 10000;
export const PROMPT_MAX = 1000;
export const OPTIONS_MAX = 26;
export const OPTION_TEXT_MAX = 1000;
export const OPTION_LETTER = /^[A-Za-z0-9]{1,5}$/;
export const MIN_WORDS_MAX = 10000;
/** A group's title: the box heading or the form's title. */
export const TITLE_MAX = 200;
/** A group's word limit ("NO MORE THAN THREE WORDS"): 1 to this many words. */
export const MAX_WORDS_MAX = 5;
export { ESSAY_MAX } from './essay-limit';

/** A gap in a group's content: `[[14]]` is box 14. */
export const GAP = /\[\[\s*(\d{1,4})\s*\]\]/g;

/** The box numbers of the gaps of a content text, in the order they appear. */
export function gapNumbers(content: string | null | undefined): number[] {
  if (typeof content !== 'string') return [];
  return [...content.matchAll(GAP)].map((match) => Number(match[1]));
}

/** The first problem of a content's gaps for a group from–to (a gap outside it, or twice), or null. */
export function gapProblem(content: string | null | undefined, from: number, to: number): string | null {
  const seen = new Set<number>();
  for (const n of gapNumbers(content)) {
    if (n < from || n > to) return `The gap [[${n}]] is not a question of this group (${from}–${to}).`;
    if (seen.has(n)) return `The gap [[${n}]] appears twice.`;
    seen.add(n);
  }
  return null;
}
