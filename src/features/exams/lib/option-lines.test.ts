import { describe, expect, it } from 'vitest';
import { OPTIONS_MAX } from '@/rules/computer-content';
import { linesFromOptions, optionsFromLines, parseOptionLines } from './option-lines';

describe('option lines', () => {
  it('reads letters, numerals and numbers with or without a dot or bracket', () => {
    const lines = parseOptionLines(
      'A Dr Smith\nB. Ms Jones\n\n(C) a museum\niv The cost of repairs\nx) Safety\n3: three',
    );
    expect(lines.map((l) => [l.line, l.option.letter, l.option.text, l.problem])).toEqual([
      [1, 'A', 'Dr Smith', null],
      [2, 'B', 'Ms Jones', null],
      [4, 'C', 'a museum', null],
      [5, 'iv', 'The cost of repairs', null],
      [6, 'x', 'Safety', null],
      [7, '3', 'three', null],
    ]);
  });

  it('names a line without a letter and keeps it, with an empty letter the server refuses', () => {
    const [line] = parseOptionLines('The cost of repairs');
    expect(line!.problem).toBe('No letter: start the line with one, as in “A Dr Smith”.');
    expect(line!.option).toEqual({ letter: '', text: 'The cost of repairs' });
    // A word that only looks like a numeral at first ("ill", "mix") is no letter.
    expect(parseOptionLines('ill health')[0]!.problem).toMatch(/^No letter/);
  });

  it('names a letter twice (in any case), an option with no text, too many and too long', () => {
    const lines = parseOptionLines('A one\na two\nB');
    expect(lines[1]!.problem).toBe('The letter a appears twice.');
    expect(lines[2]!.problem).toBe('Option B has no text.');
    const many = Array.from({ length: OPTIONS_MAX + 1 }, (_, i) => `${i + 1} option`).join('\n');
    expect(parseOptionLines(many).at(-1)!.problem).toBe(`More than ${OPTIONS_MAX} options.`);
    expect(parseOptionLines(`A ${'x'.repeat(1001)}`)[0]!.problem).toBe(
      'Option A is longer than 1000 characters.',
    );
  });

  it('goes to options and back unchanged; no lines are no options', () => {
    const options = optionsFromLines('A. Dr Smith\nB Ms Jones');
    expect(options).toEqual([
      { letter: 'A', text: 'Dr Smith' },
      { letter: 'B', text: 'Ms Jones' },
    ]);
    expect(optionsFromLines(linesFromOptions(options))).toEqual(options);
    expect(optionsFromLines(' \n ')).toBeNull();
    expect(linesFromOptions(null)).toBe('');
  });
});
