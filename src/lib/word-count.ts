// The word count of an essay, the browser's copy of pb_hooks/lib/word-count.js (docs/architecture.md,
// "Writing and marking"): a word is a run of characters without white space that holds at least one letter
// or number, of any script. pb_hooks/lib/word-count.test.ts holds the two equal. Written without Unicode
// property classes, as the server's must be: the same text counts the same on both sides.

/** JavaScript's white space and line terminators, spelled out. */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/;

/** A letter or a number: none of white space, punctuation, symbols, combining marks or emoji. */
const LETTER_OR_NUMBER =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and combining marks are what it excludes
  /[^\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u0300-\u036f\u2000-\u206f\u20a0-\u20ff\u2190-\u23ff\u2500-\u27bf\u2900-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u303d-\u303f\ufe00-\ufe6f\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ud83c-\ud83e\udc00-\udfff]/;

/** How many words a text holds. */
export function countWords(text: string | null | undefined): number {
  if (typeof text !== 'string' || text === '') return 0;
  let words = 0;
  for (const run of text.split(WHITE_SPACE)) if (LETTER_OR_NUMBER.test(run)) words++;
  return words;
}

/** A word that is a number, for a word limit's "AND/OR A NUMBER" (as the server's NUMBER_WORD). */
const NUMBER_WORD = /^[$£€]?[0-9]+(?:[,.:/][0-9]+)*%?$/;

/**
 * Whether a text keeps to a word limit (docs/architecture.md, "As an examiner marks"): at most `maxWords`
 * words; with `numberAllowed` one number may stand beside them. The server's withinWordLimit is the rule.
 */
export function withinWordLimit(text: string, maxWords: number, numberAllowed: boolean): boolean {
  if (text === '') return true;
  let words = 0;
  let number = false;
  for (const run of text.split(WHITE_SPACE)) {
    if (!LETTER_OR_NUMBER.test(run)) continue;
    words++;
    if (numberAllowed && !number && NUMBER_WORD.test(run)) number = true;
  }
  return words - (number ? 1 : 0) <= maxWords;
}

const NUMBER_NAMES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

/** A word limit in the test's words: "NO MORE THAN TWO WORDS AND/OR A NUMBER" (as the server says it). */
export function wordLimitText(maxWords: number, numberAllowed: boolean): string {
  const words = maxWords === 1 ? 'ONE WORD' : `NO MORE THAN ${NUMBER_NAMES[maxWords - 1]} WORDS`;
  return numberAllowed ? `${words} AND/OR A NUMBER` : maxWords === 1 ? 'ONE WORD ONLY' : words;
}

/** A key's words as a word limit counts them: without its optional words, `(the)`. */
export function withoutOptionalWords(key: string): string {
  return key.replace(/\([^()]*\)/g, ' ');
}
