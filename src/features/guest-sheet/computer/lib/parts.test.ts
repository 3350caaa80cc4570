import { describe, expect, it } from 'vitest';
import { makeRoom } from '@test/guest-fixtures';
import {
  answeredIn,
  groupHeading,
  partsOf,
  partsOfExam,
  partStart,
  positionOf,
  stepPosition,
  unansweredIn,
} from './parts';

// Listening: Part 1 (1–3, 2 has no question), Part 2 (4–5); Reading: Part 1 (1–2).
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
  it('numbers the sections of each exam as its parts, with their questions that take an answer', () => {
    expect(parts.map((p) => p.label)).toEqual(['Part 1', 'Part 2', 'Part 1']);
    expect(parts[0]!.rows.map((r) => r.questionId)).toEqual(['0-q1', '0-q3']);
    expect(parts[2]!.rows.map((r) => r.questionId)).toEqual(['1-q1', '1-q2']);
  });
});

describe('groupHeading', () => {
  // The trial: Passage 2 headed "Questions 14–26" showed 7 boxes (20–26 had no question).
  it('names the numbers of the boxes the group shows, not its declared from–to', () => {
    const passage = makeRoom([
      {
        name: 'Reading',
        sections: [{ name: 'Passage 2', groups: [{ from: 14, to: 26, missing: [21, 22, 23, 24, 25, 26] }] }],
      },
    ]);
    const [part] = partsOf(passage);
    expect(part!.rows).toHaveLength(7);
    expect(groupHeading(part!.rows)).toBe('Questions 14–20');
    expect(groupHeading(parts[0]!.rows)).toBe('Questions 1, 3');
    expect(groupHeading(parts[0]!.rows.slice(0, 1))).toBe('Question 1');
  });
});

describe('an empty section', () => {
  // The trial: an empty Passage 3 showed as "Part 3 · 0 of 0 answered".
  it('is no part: nothing to read, hear or answer', () => {
    const reading = makeRoom([
      {
        name: 'Reading',
        sections: [
          { name: 'Passage 1', groups: [{ from: 1, to: 2 }] },
          { name: 'Passage 2', groups: [] },
          { name: 'Passage 3', groups: [{ from: 3, to: 4, missing: [3, 4] }] },
        ],
      },
    ]);
    expect(partsOf(reading).map((p) => p.section.name)).toEqual(['Passage 1']);
    reading.exams[0]!.sections[1]!.passage = 'The text comes first; its questions follow on the next part.';
    expect(partsOf(reading).map((p) => `${p.label} ${p.section.name}`)).toEqual([
      'Part 1 Passage 1',
      'Part 2 Passage 2',
    ]);
  });
});

describe('the parts of a Writing exam', () => {
  it('are its tasks', () => {
    const writing = makeRoom([{ name: 'Writing', sections: [{ name: 'T1', groups: [{ from: 1, to: 1 }] }] }]);
    writing.exams[0]!.sections[0]!.groups[0]!.type = 'essay';
    expect(partsOf(writing).map((p) => p.label)).toEqual(['Task 1']);
  });
});

describe('partsOfExam and unansweredIn', () => {
  it('gives the parts of one exam with their places, and counts its questions without an answer', () => {
    expect(partsOfExam(parts, 'exam0').map(({ index }) => index)).toEqual([0, 1]);
    expect(partsOfExam(parts, 'exam1').map(({ part }) => part.label)).toEqual(['Part 1']);
    expect(unansweredIn(parts, parts[0]!.exam.id, { '0-q1': 'x', '0-q4': ' ' })).toBe(3);
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
