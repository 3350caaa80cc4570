import { describe, expect, it } from 'vitest';
import { makeRoom } from '@test/guest-fixtures';
import { answeredIn, partsOf, partStart, positionOf, stepPosition } from './parts';

// Listening: Part 1 (1–3, 2 has no question), Part 2 (4–5); Reading: Part 3 (1–2).
const room = makeRoom([
  {
    name: 'Listening',
    sections: [
      { name: 'S1', groups: [{ from: 1, to: 3, missing: [2] }] },
      { name: 'S2', groups: [{ from: 4, to: 5 }] },
    ],
  },
  { name: 'Reading', sections: [{ name: 'P1', groups: [{ from: 1, to: 2 }] }] },
]);
const parts = partsOf(room);

describe('partsOf', () => {
  it('numbers every section of every exam as a part, with its questions that take an answer', () => {
    expect(parts.map((p) => p.label)).toEqual(['Part 1', 'Part 2', 'Part 3']);
    expect(parts[0]!.rows.map((r) => r.questionId)).toEqual(['0-q1', '0-q3']);
    expect(parts[2]!.rows.map((r) => r.questionId)).toEqual(['1-q1', '1-q2']);
  });
});

describe('stepPosition', () => {
  it('moves within a part', () => {
    expect(stepPosition(parts, { part: 0, questionId: '0-q1' }, 1)).toEqual({ part: 0, questionId: '0-q3' });
  });
  it('crosses into the next part at its first question, and back at the last', () => {
    expect(stepPosition(parts, { part: 0, questionId: '0-q3' }, 1)).toEqual({ part: 1, questionId: '0-q4' });
    expect(stepPosition(parts, { part: 2, questionId: '1-q1' }, -1)).toEqual({ part: 1, questionId: '0-q5' });
  });
  it('stops at either end of the test', () => {
    expect(stepPosition(parts, partStart(parts, 0), -1)).toBeNull();
    expect(stepPosition(parts, { part: 2, questionId: '1-q2' }, 1)).toBeNull();
  });
});

describe('positionOf and answeredIn', () => {
  it('finds the part of a question (numbers repeat across exams: ids do not)', () => {
    expect(positionOf(parts, '1-q1')).toEqual({ part: 2, questionId: '1-q1' });
    expect(positionOf(parts, 'nope')).toBeNull();
  });
  it('counts the answered questions of a part, blanks not', () => {
    expect(answeredIn(parts[0]!, { '0-q1': 'x', '0-q3': '  ', '0-q4': 'y' })).toBe(1);
  });
});
