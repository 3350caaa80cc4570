// Which words of an essay the marker's spelling check underlines (docs/architecture.md, "Spelling for the
// marker"): the words that neither the British nor the American Hunspell dictionary holds. Pure, so the
// worker, the tests and the bench run the same code.
import nspell from 'nspell';

/** A word of the essay, by UTF-16 offsets into its text (as the DOM counts them). */
export interface SpellingWord {
  start: number;
  end: number;
  text: string;
}

/** Longer words are skipped: no English word is, and a run of letters that long is not a word to count. */
export const LONGEST_WORD = 40;

/** One Hunspell dictionary as its two files' text. */
export interface Dictionary {
  aff: string;
  dic: string;
}

// Letters (and digits, so that "3rd" is one token and skipped) joined by apostrophes or hyphens, with an
// apostrophe at the end for a plural's possessive ("students'").
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*['’]?/gu;
const DIGIT = /\p{N}/u;
const CAPITAL = /^\p{Lu}/u;
const ALL_CAPITALS = /^[\p{Lu}'’-]{2,}$/u;
// What may stand between a sentence's end and its first word: spaces, opening quotes and brackets.
const BEFORE_A_WORD = /[\s"'“‘([]/u;
const SENTENCE_END = /[.!?\n]/u;

/** Whether the word at `start` begins a sentence (or the essay). */
function beginsSentence(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && BEFORE_A_WORD.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i--;
  }
  return i < 0 || SENTENCE_END.test(text[i]!);
}

/**
 * The words of `text` a spelling check looks at. Skipped: words over LONGEST_WORD characters, words with a
 * digit ("3rd", "CO2"), words in capitals ("UK", "NASA") and a capitalised word inside a sentence (a name: no
 * dictionary holds every student's town or teacher). A sentence's first word is checked.
 */
export function wordsToCheck(text: string): SpellingWord[] {
  const words: SpellingWord[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const word = match[0];
    const start = match.index;
    if (Array.from(word).length > LONGEST_WORD || DIGIT.test(word) || ALL_CAPITALS.test(word)) continue;
    if (CAPITAL.test(word) && !beginsSentence(text, start)) continue;
    words.push({ start, end: start + word.length, text: word });
  }
  return words;
}

/**
 * Whether the dictionaries know `word`: as written (typographic apostrophes as typed ones), without a final
 * possessive apostrophe, or, hyphenated, as a whole or part by part ("well-known", "e-mail").
 */
export function knownWord(word: string, known: (word: string) => boolean): boolean {
  const plain = word.replace(/’/g, "'").replace(/'$/, '');
  if (known(plain)) return true;
  const parts = plain.split('-');
  return parts.length > 1 && parts.every((part) => known(part));
}

/** A checker over every dictionary given: a word is known when any of them holds it. */
export function spellingChecker(dictionaries: Dictionary[]) {
  // One nspell each: nspell's own merging of two dictionaries (`.dictionary()` or an array) takes every word
  // as correct with the English affix file's compound rules (nspell 2.1.5).
  const spellers = dictionaries.map(({ aff, dic }) => nspell(aff, dic));
  const known = (word: string) => spellers.some((speller) => speller.correct(word));
  /** The words of `text` no dictionary holds, in order. */
  return (text: string): SpellingWord[] => wordsToCheck(text).filter((word) => !knownWord(word.text, known));
}
