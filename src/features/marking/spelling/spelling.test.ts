import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownWord, spellingChecker, wordsToCheck } from './spelling';

const dictionary = (name: string) => ({
  aff: readFileSync(`node_modules/${name}/index.aff`, 'utf8'),
  dic: readFileSync(`node_modules/${name}/index.dic`, 'utf8'),
});

describe('wordsToCheck', () => {
  const words = (text: string) => wordsToCheck(text).map((w) => w.text);

  it('gives each word with its UTF-16 offsets, apostrophes and hyphens inside a word', () => {
    const text = "Don't 😀 re-use the students' well-known essays’ words";
    const found = wordsToCheck(text);
    expect(found.map((w) => w.text)).toEqual([
      "Don't",
      're-use',
      'the',
      "students'",
      'well-known',
      'essays’',
      'words',
    ]);
    for (const w of found) expect(text.slice(w.start, w.end)).toBe(w.text);
  });

  it('skips numbers, words in capitals, names inside a sentence and words over 40 characters', () => {
    expect(
      words(`In 2025 the 3rd UK survey by NASA met Nguyen in Hanoi. ${'a'.repeat(41)} ${'b'.repeat(40)}`),
    ).toEqual(['In', 'the', 'survey', 'by', 'met', 'in', 'b'.repeat(40)]);
  });

  it('checks the first word of each sentence and line, past opening quotes and brackets', () => {
    expect(words('Firstly, Tom went. “Secondly” he said! (Thirdly) Paris?\nFourthly Rome')).toEqual([
      'Firstly',
      'went',
      'Secondly',
      'he',
      'said',
      'Thirdly',
      'Fourthly',
    ]);
  });
});

describe('knownWord', () => {
  const dictionary = new Set(["don't", 'students', 'well', 'known', 'e', 'mail']);
  const known = (word: string) => dictionary.has(word);
  it('takes typographic apostrophes, a final possessive apostrophe and hyphenated parts', () => {
    expect(knownWord('don’t', known)).toBe(true);
    expect(knownWord("students'", known)).toBe(true);
    expect(knownWord('well-known', known)).toBe(true);
    expect(knownWord('e-mail', known)).toBe(true);
    expect(knownWord('well-knwon', known)).toBe(false);
    expect(knownWord('known', known)).toBe(true);
    expect(knownWord('knwon', known)).toBe(false);
  });
});

describe('spellingChecker with the British and American dictionaries', () => {
  let check: ReturnType<typeof spellingChecker>;
  let british: ReturnType<typeof spellingChecker>;
  beforeAll(() => {
    british = spellingChecker([dictionary('dictionary-en-gb')]);
    check = spellingChecker([dictionary('dictionary-en-gb'), dictionary('dictionary-en')]);
  }, 60_000);

  it('knows British and American spellings alike', () => {
    const text =
      'The colour and color of the organised and organized centre and center: they travelled and traveled.';
    expect(check(text)).toEqual([]);
    // Either dictionary alone would underline the other's spellings.
    expect(british(text).map((w) => w.text)).toEqual(['color', 'organized', 'center', 'traveled']);
  });

  it('underlines misspellings, with their offsets, and no suggestion', () => {
    const text = 'Goverment should recieve more money, definately, for it’s schools and teachers’ pay.';
    const found = check(text);
    expect(found).toEqual([
      { start: 0, end: 9, text: 'Goverment' },
      { start: 17, end: 24, text: 'recieve' },
      { start: 37, end: 47, text: 'definately' },
    ]);
  });

  it('knows contractions, possessives, hyphenated words and the names the dictionaries hold at a sentence start', () => {
    expect(check("London isn't cheap. Students' well-known e-mail costs don’t add up.")).toEqual([]);
    expect(check('The teacher said a well-knwon thing.').map((w) => w.text)).toEqual(['well-knwon']);
  });
});
