import { describe, expect, it } from 'vitest';
import { makeRoom } from '@test/guest-fixtures';
import { verdictOf, verdictsOf } from './review';
import { sheetRows } from './sheet';

describe('verdicts', () => {
  const rows = sheetRows(
    makeRoom([
      { name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: 2, missing: [2] }] }] },
      { name: 'Reading', sections: [{ name: 'Passage 1', groups: [{ from: 1, to: 1 }] }] },
    ]),
  );
  const entry = (examId: string, num: number, correct: boolean) => ({
    examId,
    num,
    answer: 'a',
    keys: ['b'],
    correct,
  });

  it('matches a box by its exam and number, as numbers repeat across exams', () => {
    const verdicts = verdictsOf([entry('exam0', 1, true), entry('exam1', 1, false)]);
    expect(verdictOf(verdicts, rows[0]!)?.correct).toBe(true);
    expect(verdictOf(verdicts, rows[2]!)?.correct).toBe(false);
  });

  it('gives none to a box without a question, or without a review', () => {
    expect(verdictOf(verdictsOf([entry('exam0', 2, false)]), rows[1]!)).toBeUndefined();
    expect(verdictOf(verdictsOf(undefined), rows[0]!)).toBeUndefined();
  });
});
