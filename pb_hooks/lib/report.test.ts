// A student's report card from plain data (docs/architecture.md, "The report card"): the bands, the exams
// with their raw scores (a Writing exam's marked tasks), every essay with its mark, the Speaking mark, and
// the boxes answered wrongly or left blank — an essay never among them.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { studentReport } = createRequire(import.meta.url)('./report.js') as {
  studentReport: (sheet: unknown, essays: unknown[], submission: unknown, marks: Map<string, unknown>) => any;
};

const sheet = {
  table: [
    { examId: 'l', num: 1, questionId: 'q1', keys: ['a'] },
    { examId: 'l', num: 2, questionId: 'q2', keys: ['b'] },
    { examId: 'l', num: 3, questionId: 'q3', keys: ['c'] },
    { examId: 'w', num: 1, questionId: 'e1', keys: [] },
    { examId: 'w', num: 2, questionId: 'e2', keys: [] },
  ],
  exams: [
    { id: 'l', name: 'Listening', kind: 'listening', bands: null },
    { id: 'w', name: 'Writing', kind: 'academic_writing', bands: null },
  ],
};
const essays = [
  { examId: 'w', num: 1, questionId: 'e1', prompt: 'Chart', minWords: 150 },
  { examId: 'w', num: 2, questionId: 'e2', prompt: 'Essay', minWords: 250 },
];
const entry = (questionId: string, num: number, answer: string, keys: string[], correct: boolean) => ({
  questionId,
  num,
  answer,
  keys,
  correct,
});
const submission = {
  id: 's1',
  exams: { l: { score: 1, total: 3 }, w: { score: 0, total: 0 } },
  raw: {
    all: [
      entry('q1', 1, 'a', ['a'], true),
      entry('q2', 2, 'x', ['b'], false),
      entry('q3', 3, '', ['c'], false),
      entry('e1', 1, 'My essay.', [], false),
      entry('e2', 2, '', [], false),
    ],
  },
};
const mark = (question: string, criteria: Record<string, number>, comment: string) => ({
  Question: question,
  criteria,
  comment,
  notes: [],
  updated: '2026-11-25 10:00:00.000Z',
  marker: null,
});

describe('studentReport', () => {
  it('gives the wrong and blank boxes with their keys, never an essay', () => {
    const report = studentReport(sheet, essays, submission, new Map());
    expect(report.wrong).toEqual([
      { examId: 'l', num: 2, answer: 'x', keys: ['b'] },
      { examId: 'l', num: 3, answer: '', keys: ['c'] },
    ]);
  });

  it('lists every essay with its mark or null, the Writing band once both are marked, and Speaking', () => {
    const none = studentReport(sheet, essays, submission, new Map());
    expect(none.writing).toEqual([
      { examId: 'w', num: 1, mark: null },
      { examId: 'w', num: 2, mark: null },
    ]);
    expect(none.speaking).toBeNull();
    expect(none.exams[1]).toMatchObject({
      id: 'w',
      kind: 'academic_writing',
      band: null,
      marked: 0,
      total: 2,
    });

    const marks = new Map<string, unknown>([
      ['s1/e1', mark('e1', { ta: 6, cc: 6, lr: 7, gra: 6 }, 'Clear overview.')],
      ['s1/e2', mark('e2', { ta: 7, cc: 7, lr: 7, gra: 7 }, '')],
      ['s1/', mark('', { fc: 6, lr: 6, gra: 6, p: 7 }, 'Good pace.')],
    ]);
    const report = studentReport(sheet, essays, submission, marks);
    expect(report.exams.map((x: { id: string }) => x.id)).toEqual(['l', 'w']);
    expect(report.exams[0]).toMatchObject({ name: 'Listening', score: 1, total: 3 });
    expect(report.writing[0].mark).toMatchObject({ band: 6.25, comment: 'Clear overview.', notes: [] });
    // (6.25 + 2 × 7) / 3 = 6.75 → 7; Speaking 6.25 → 6.5.
    expect(report.bands).toMatchObject({ writing: 7, speaking: 6.5, reading: null, overall: null });
    expect(report.speaking).toMatchObject({ band: 6.5, comment: 'Good pace.' });
    expect(report.speaking.notes).toBeUndefined();
  });
});
