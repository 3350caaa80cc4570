import { describe, expect, it } from 'vitest';
import { boxLabel, boxLabels, numberRuns, questionMap } from './question-map';
import type { SheetRow } from './sheet';

const row = (examId: string, num: number, questionId: string | null): SheetRow => ({
  key: `${examId}-${num}`,
  num,
  questionId,
  examId,
  examName: examId === 'l' ? 'Listening' : 'Reading',
  sectionId: `${examId}-s`,
  sectionName: 'Part 1',
  groupEnd: false,
});

describe('questionMap', () => {
  const rows = [row('l', 1, 'q1'), row('l', 2, null), row('l', 3, 'q3'), row('r', 1, 'r1')];

  it('gives each exam its boxes that take an answer, answered or blank, flagged or not', () => {
    const map = questionMap(rows, { q1: 'library', q3: '   ', r1: 'TRUE' }, new Set(['q3', 'r1']));
    expect(map.map((exam) => [exam.examName, exam.answered, exam.flagged])).toEqual([
      ['Listening', 1, 1],
      ['Reading', 1, 1],
    ]);
    expect(map[0]!.boxes.map((box) => [box.num, box.answered, box.flagged])).toEqual([
      [1, true, false],
      [3, false, true],
    ]);
  });

  it('names a box by its number and state, not by colour', () => {
    const [listening] = questionMap(rows, { q1: 'x' }, new Set(['q1']));
    expect(boxLabel(listening!.boxes[0]!)).toBe('Question 1, answered, flagged for review');
    expect(boxLabel(listening!.boxes[1]!)).toBe('Question 3, blank');
  });
});

describe('boxLabels', () => {
  it('says consecutive numbers as runs', () => {
    expect(numberRuns([2, 3, 4, 7, 9, 10])).toBe('2–4, 7, 9–10');
    expect(numberRuns([])).toBe('');
  });

  it('keeps a whole test left blank to one entry per exam, numbers only in a room of one exam', () => {
    const two = [
      ...Array.from({ length: 40 }, (_, i) => row('l', i + 1, `l${i + 1}`)),
      row('r', 1, 'r1'),
      row('r', 2, 'r2'),
    ];
    const blank = new Set([...Array.from({ length: 39 }, (_, i) => `l${i + 2}`), 'r2']);
    expect(boxLabels(two, blank)).toEqual(['Listening, questions 2–40', 'Reading, question 2']);
    const one = two.slice(0, 40);
    expect(boxLabels(one, new Set(['l3', 'l17', 'l18', 'l19']))).toEqual(['3, 17–19']);
    expect(boxLabels(one, new Set())).toEqual([]);
  });
});
