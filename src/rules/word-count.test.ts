// The word count (docs/architecture.md, "Writing and marking"): hand-counted passages.
import { describe, expect, it } from 'vitest';
import { countWords, withinWordLimit, wordLimitText } from './word-count';

/** Passages and their words, counted by hand. */
const PASSAGES: [string, number][] = [
  ['', 0],
  ['   \n\t ', 0],
  ['The chart shows how many people used the library.', 9],
  ['A well-known fact - and a 2026 figure.', 7], // the lone dash is not a word
  ['It rose — sharply — by 15%, i.e. 3.5 times.', 8], // the em dashes are not words
  ['e.g. ... ! ? & -- “quoted”', 2], // e.g. and “quoted”
  ['Overall,the\ttrend\n\nwas   upward.', 4], // a comma without a space joins two words into one run
  ['Москва — столица России.', 3],
  ['التعليم مهم جدا', 3],
  ['東京は大きい都市です。 人口は多い。', 2], // runs without spaces are one word each
  ['Café naïve déjà-vu ½ ²', 5], // Latin-1 letters and numbers
  ['🙂 👍🏽 ❤️ ★', 0], // emoji and symbols alone
  ['Great🙂 job', 2],
  ['$ € £ 100$ €5', 2],
  ['x\u00a0y\u2003z', 3], // no-break and em spaces separate words
  ['𝐀𝐁𝐂 𠀀', 2], // letters outside the first plane
  ['( ) [ ] { } « » / \\ | * # @', 0],
  ['Firstly, governments should invest; secondly, citizens must act.', 8],
];

describe('countWords', () => {
  it.each(PASSAGES)('counts %j as %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts anything but text as no words', () => {
    expect(countWords(null)).toBe(0);
    expect(countWords(undefined)).toBe(0);
  });

  it('counts a long essay as the sum of its passages', () => {
    const essay = PASSAGES.map(([text]) => text)
      .join('\n')
      .repeat(50);
    expect(countWords(essay)).toBe(PASSAGES.reduce((n, [, words]) => n + words, 0) * 50);
  });
});

// Word limits (docs/architecture.md, "As an examiner marks"), and the limit in the test's words.
describe('withinWordLimit', () => {
  const CASES: [string, number, boolean, boolean][] = [
    ['river bank', 2, false, true],
    ['the river bank', 2, false, false],
    ['  river\u00a0 bank ', 2, false, true],
    ['15 Bank Road', 2, false, false],
    ['15 Bank Road', 2, true, true],
    ['15 16 Bank Road', 2, true, false], // one number only
    ['£1,000 a month', 2, true, true],
    ['25% - more', 1, true, true], // the dash is no word
    ['well-known', 1, false, true],
    ['', 1, false, true],
    ['a b c d e f', 5, true, false],
  ];
  it.each(CASES)('%j within %i words (a number: %s) is %s', (text, max, number, within) => {
    expect(withinWordLimit(text, max, number)).toBe(within);
  });

  it('says the limit as the test does', () => {
    expect(wordLimitText(2, true)).toBe('NO MORE THAN TWO WORDS AND/OR A NUMBER');
    expect(wordLimitText(3, false)).toBe('NO MORE THAN THREE WORDS');
    expect(wordLimitText(1, true)).toBe('ONE WORD AND/OR A NUMBER');
    expect(wordLimitText(1, false)).toBe('ONE WORD ONLY');
  });
});
