// The rows of the results export: header, one row per student, answers by box.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { givenAnswers, resultRows } = createRequire(import.meta.url)('./results-csv.js') as {
  givenAnswers: (answersJson: string) => Map<string, string>;
  resultRows: (
    sheet: unknown,
    students: unknown[],
    answersOf: Map<string, Map<string, string>>,
    zone: string,
  ) => unknown[][];
};

const slot = (examId: string, num: number, questionId: string | null) => ({ examId, num, questionId });
const sheet = {
  table: [slot('L', 1, 'q1'), slot('L', 2, null), slot('L', 3, 'q3'), slot('R', 1, 'r1')],
  exams: [
    { id: 'L', name: 'Listening' },
    { id: 'R', name: 'Reading' },
  ],
};
const submitted = {
  guest: { name: 'Lê Văn, An', email: 'an@school.test' },
  total: 3,
  bands: { listening: null, reading: 6.5, writing: null, speaking: 7, overall: null },
  submission: {
    id: 's1',
    created: '2026-11-25 10:00:00.000Z',
    score: 2,
    exams: { L: { score: 1, band: null }, R: { score: 1, band: 6.5 } },
  },
};
const inProgress = { guest: { name: 'Zoë', email: 'zoe@school.test' }, total: 3, submission: null };

describe('results export rows', () => {
  it('has a header naming each exam and, with several exams, each box by exam', () => {
    expect(resultRows(sheet, [], new Map(), 'UTC')).toEqual([
      [
        'Name',
        'E-mail',
        'Status',
        'Submitted (UTC)',
        'Score',
        'Total',
        'Listening score',
        'Listening band',
        'Reading score',
        'Reading band',
        'Listening band',
        'Reading band',
        'Writing band',
        'Speaking band',
        'Overall band',
        'Listening Q1',
        'Listening Q3',
        'Reading Q1',
      ],
    ]);
    const single = { table: sheet.table.slice(0, 3), exams: sheet.exams.slice(0, 1) };
    expect(resultRows(single, [], new Map(), 'UTC')[0]!.slice(-2)).toEqual(['Q1', 'Q3']);
  });

  it('writes a submitted student with scores, bands and answers, and one in progress with blanks', () => {
    const answers = new Map([['s1', givenAnswers(JSON.stringify([{ questionId: 'q3', value: 'library' }]))]]);
    const rows = resultRows(sheet, [submitted, inProgress], answers, 'UTC');
    expect(rows[1]).toEqual([
      'Lê Văn, An',
      'an@school.test',
      'submitted',
      '2026-11-25 10:00',
      2,
      3,
      1,
      '',
      1,
      6.5,
      '',
      6.5,
      '',
      7,
      '',
      '',
      'library',
      '',
    ]);
    expect(rows[2]).toEqual([
      'Zoë',
      'zoe@school.test',
      'in progress',
      '',
      '',
      3,
      ...['', '', '', ''],
      ...['', '', '', '', ''],
      ...['', '', ''],
    ]);
  });

  it('writes the time in the room’s zone and names the zone in the header', () => {
    const rows = resultRows(sheet, [submitted], new Map(), 'Asia/Ho_Chi_Minh');
    expect(rows[0]![3]).toBe('Submitted (Asia/Ho_Chi_Minh)');
    expect(rows[1]![3]).toBe('2026-11-25 17:00');
  });

  it('writes a Writing exam’s band with no score (its entry is { band, marked, total })', () => {
    const writing = {
      table: [slot('W', 1, 'w1'), slot('W', 2, 'w2')],
      exams: [{ id: 'W', name: 'Writing' }],
    };
    const student = {
      ...submitted,
      bands: { listening: null, reading: null, writing: 6, speaking: null, overall: null },
      submission: { ...submitted.submission, exams: { W: { band: 6, marked: 2, total: 2 } } },
    };
    expect(resultRows(writing, [student], new Map(), 'UTC')[1]!.slice(6, 13)).toEqual([
      '',
      6,
      '',
      '',
      6,
      '',
      '',
    ]);
  });

  it('reads the first answer per question, any non-string value as blank, and bad JSON as none', () => {
    const given = givenAnswers(
      JSON.stringify([
        { questionId: 'q1', value: 'first' },
        { questionId: 'q1', value: 'second' },
        { questionId: 'q3', value: 7 },
        null,
      ]),
    );
    expect(Array.from(given)).toEqual([
      ['q1', 'first'],
      ['q3', ''],
    ]);
    expect(givenAnswers('not json').size).toBe(0);
    expect(givenAnswers('{"a":1}').size).toBe(0);
  });
});
