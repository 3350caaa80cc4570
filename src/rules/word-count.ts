// The word count of an essay (docs/architecture.md, "Writing and marking"): a word is a run of characters
// without white space that holds at least one letter or number, of any script. So `-` or `—` alone is not
// a word, `well-known`, `e.g.` and `2026` are one each. The browser counts live with it, the server counts
// marked essays and scores word limits with it (docs/architecture.md, "One source per rule").
//
// The hooks' JS engine has no Unicode property classes (\p{L}, \p{N}), so "a letter or a number" is written
// the other way round: a character that is none of white space, ASCII and Latin-1 punctuation and symbols,
// the punctuation, symbol, arrow, shape and dingbat blocks, CJK and full-width punctuation, combining marks,
// or an emoji (the high surrogates of the emoji planes, and any low surrogate on its own).

/** JavaScript's white space and line terminators, spelled out (as scoring.ts's). */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/;

/** A character that is a letter or a number (see above): one of them makes a run a word. */
const LETTER_OR_NUMBER =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and combining marks are what it excludes
  /[^\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u0300-\u036f\u2000-\u206f\u20a0-\u20ff\u2190-\u23ff\u2500-\u27bf\u2900-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u303d-\u303f\ufe00-\ufe6f\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ud83c-\ud83e\udc00-\udfff]/;

/** How many words a text holds. */
export function countWords(text: unknown): number {
  if (typeof text !== 'string' || text === '') return 0;
  const runs = text.split(WHITE_SPACE);
  let words = 0;
  for (let i = 0; i < runs.length; i++) if (LETTER_OR_NUMBER.test(runs[i]!)) words++;
  return words;
}

/**
 * A word that is a number, for a word limit's "AND/OR A NUMBER": digits, perhaps grouped or split by `,`
 * `.` `:` `/` (`1,000`, `7.30`, `10/12`), perhaps after a currency sign or before `%`.
 */
const NUMBER_WORD = /^[$£€]?[0-9]+(?:[,.:/][0-9]+)*%?$/;

/**
 * Whether a text keeps to a word limit (docs/architecture.md, "As an examiner marks"): at most `maxWords`
 * words, words counted as countWords counts them; with `numberAllowed` one number may stand beside them.
 * server/internal/rules/scoring.go's withinWordLimit is the same rule.
 */
export function withinWordLimit(text: unknown, maxWords: number, numberAllowed: boolean): boolean {
  if (typeof text !== 'string' || text === '') return true;
  // Words are at most one more than the characters that may be white space (every one below `!` and from
  // U+0085 on): most answers are short, and this loop costs a tenth of the split below.
  let maybeSpaces = 0;
  for (let i = 0; i < text.length && maybeSpaces < maxWords; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 0x85) maybeSpaces++;
  }
  if (maybeSpaces < maxWords) return true;
  const runs = text.split(WHITE_SPACE);
  let words = 0;
  let number = false;
  for (let i = 0; i < runs.length; i++) {
    if (!LETTER_OR_NUMBER.test(runs[i]!)) continue;
    words++;
    if (numberAllowed && !number && NUMBER_WORD.test(runs[i]!)) number = true;
  }
  return words - (number ? 1 : 0) <= maxWords;
}

const NUMBER_NAMES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

/** A word limit in the test's words: "NO MORE THAN TWO WORDS AND/OR A NUMBER". */
export function wordLimitText(maxWords: number, numberAllowed: boolean): string {
  const words = maxWords === 1 ? 'ONE WORD' : `NO MORE THAN ${NUMBER_NAMES[maxWords - 1]} WORDS`;
  return numberAllowed ? `${words} AND/OR A NUMBER` : maxWords === 1 ? 'ONE WORD ONLY' : words;
}

/** A key's words as a word limit counts them: without its optional words, `(the)`. */
export function withoutOptionalWords(key: string): string {
  return key.replace(/\([^()]*\)/g, ' ');
}
