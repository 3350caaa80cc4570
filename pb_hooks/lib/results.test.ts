// What accepting an answer scores with (a scoring table with one more key) and a regrade of a stored
// submission (docs/architecture.md, "Scoring").
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scoring as C, sheet as S } from './testing';

type Table = ReturnType<typeof C.scoringTable>;
const R = createRequire(import.meta.url)('./results.js') as {
  withAcceptedKey: (table: Table, questionId: string, key: string, initials: boolean) => Table;
  regrade: (table: Table, raw: unknown) => { score: number; rawJson: string };
  formatResultsCursor: (cursor: Cursor) => string;
  parseResultsCursor: (text: unknown) => Cursor | null;
  typeAnalysis: (
    items: { examId: string; questionId: string; submitted: number; correct: number }[],
    typeOf: Map<string, string>,
    skillOf: Map<string, string>,
  ) => { skill: string; type: string; right: number; total: number }[];
};
type Cursor = { at: number; known: number; generation: string };

const sheet = S.buildSheet({
  room: { id: 'r', name: 'R', slug: 'r', Exams: ['e'] },
  exams: [{ id: 'e', name: 'E', Sections: ['s'] }],
  sections: [{ id: 's', name: 'S', media: [], SectionQuestions: ['g'] }],
  groups: [
    {
      id: 'g',
      from_question: 1,
      to_question: 3,
      Questions: ['q1', 'q2', 'q3'],
      media: [],
      either_order: [[2, 3]],
    },
  ],
  questions: [
    { id: 'q1', num: 1 },
    { id: 'q2', num: 2 },
    { id: 'q3', num: 3 },
  ],
});
const keys = { q1: ['(the) library'], q2: ['B'], q3: ['NOT GIVEN'] };

describe('withAcceptedKey', () => {
  it.each([
    ['q1', 'The  Library Café', false],
    ['q1', 'library', false], // a form the table already has
    ['q3', 'not given', true],
    ['q2', '(old) “D”', true],
  ])('gives for %s + %j the table scoringTable builds with that key last', (questionId, key, initials) => {
    const table = C.scoringTable(sheet, keys, initials ? ['e'] : []);
    const added = { ...keys, [questionId]: [...keys[questionId as keyof typeof keys], key] };
    const cached = JSON.parse(JSON.stringify(table)) as Table; // as the cache hands it out
    expect(R.withAcceptedKey(cached, questionId, key, initials)).toEqual(
      C.scoringTable(sheet, added, initials ? ['e'] : []),
    );
    expect(cached).toEqual(table); // left as it was
  });

  it('scores with the new key, in either-order sets too', () => {
    const table = R.withAcceptedKey(C.scoringTable(sheet, keys), 'q3', 'D', false);
    const answers = [
      { questionId: 'q2', value: 'd' },
      { questionId: 'q3', value: 'b' },
    ];
    expect(C.scoreTable(table, answers).score).toBe(2);
  });
});

describe('regrade', () => {
  it('scores the stored answers again and keeps the flags and the guest', () => {
    const table = C.scoringTable(sheet, keys);
    const raw = {
      answers: [{ questionId: 'q1', value: 'library' }],
      flags: ['q2'],
      guest: { name: 'Zoë', email: 'zoe@school.test' },
      all: [],
    };
    const scored = R.regrade(table, raw);
    expect(scored.score).toBe(1);
    const parsed = JSON.parse(scored.rawJson);
    expect(parsed).toMatchObject({ answers: raw.answers, flags: ['q2'], guest: raw.guest });
    expect(parsed.all).toHaveLength(3);
    expect(JSON.parse(R.regrade(table, { answers: [] }).rawJson)).not.toHaveProperty('flags');
  });
});

describe('the results cursor (docs/architecture.md, "Heavy routes")', () => {
  it('reads back what it wrote, and nothing else', () => {
    const cursor = { at: 1764086400123, known: 2000, generation: '1764086400000-0.5213' };
    expect(R.parseResultsCursor(R.formatResultsCursor(cursor))).toEqual(cursor);
    expect(R.parseResultsCursor(R.formatResultsCursor({ ...cursor, generation: '' }))).toEqual({
      ...cursor,
      generation: '',
    });
    for (const text of ['', 'nonsense', '1~2', 'x~1~g', '1~-1~g', '1~1~a b', null, 5])
      expect(R.parseResultsCursor(text)).toBeNull();
  });
});

describe('item analysis by type', () => {
  const item = (examId: string, questionId: string, correct: number) => ({
    examId,
    questionId,
    submitted: 8,
    correct,
  });

  it('adds up the class’s right answers per skill and type, in sheet order, essays left out', () => {
    const typeOf = new Map([
      ['l1', 'gap'],
      ['l2', 'gap'],
      ['r1', 'tfng'],
      ['r2', 'gap'],
      ['w1', 'essay'],
    ]);
    const skillOf = new Map([
      ['L', 'listening'],
      ['R', 'reading'],
      ['W', 'writing'],
    ]);
    const items = [
      item('L', 'l1', 6),
      item('L', 'l2', 2),
      item('R', 'r1', 3),
      item('R', 'r2', 8),
      item('W', 'w1', 0),
    ];
    expect(R.typeAnalysis(items, typeOf, skillOf)).toEqual([
      { skill: 'listening', type: 'gap', right: 8, total: 16 },
      { skill: 'reading', type: 'tfng', right: 3, total: 8 },
      { skill: 'reading', type: 'gap', right: 8, total: 8 },
    ]);
    expect(R.typeAnalysis([item('X', 'x', 1)], new Map(), new Map())).toEqual([
      { skill: 'other', type: 'gap', right: 1, total: 8 },
    ]);
  });
});
