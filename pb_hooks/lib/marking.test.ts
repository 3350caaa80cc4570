// Writing and marking from plain data (docs/architecture.md, "Writing and marking"): the essays of a sheet,
// the stable shuffled order of scripts and their anonymity, a Writing exam's entry, the four bands and the
// overall, and what a guest sees of their marks.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Criteria = Record<string, number>;
type Mark = { Question: string; criteria: Criteria; comment: string; notes: unknown[]; updated: string };
type Essay = {
  examId: string;
  num: number;
  questionId: string;
  prompt: string | null;
  minWords: number | null;
};
const M = createRequire(import.meta.url)('./marking.js') as {
  essaysOf: (sheet: unknown) => Essay[];
  shuffled: <T>(items: T[], seed: string, keyOf: (item: T) => string) => T[];
  scriptRank: (room: string, submission: string, question: string) => number;
  numberScripts: (
    room: string,
    essayIds: string[],
    scripts: Record<string, { ranks: number[] }>,
  ) => Record<string, number[]>;
  scriptList: (
    room: { id: string; anonymous_marking: boolean; marks_released: boolean },
    essays: Essay[],
    submissions: { id: string; name: string; email: string; words: number[]; numbers: number[] }[],
    marks: Map<string, Mark>,
    rounds?: Map<string, unknown>,
    viewer?: string,
    heads?: Map<string, { sig: string; json: string }>,
  ) => { scriptsJson: string; marked: number; total: number };
  markAnswer: (mark: Mark) => Record<string, unknown>;
  writingEntry: (essays: Essay[], markOf: (q: string) => Mark | undefined) => unknown;
  studentBands: (
    exams: { id: string; kind: string }[],
    entries: Record<string, unknown>,
    speaking?: Mark,
  ) => unknown;
  guestWritingEntry: (
    exam: { id: string; name: string },
    essays: Essay[],
    markOf: (q: string) => Mark | undefined,
    released: boolean,
  ) => unknown;
};

const slot = (num: number, questionId: string | null) => ({ num, questionId });
const sheet = {
  exams: [
    {
      id: 'L',
      sections: [{ passage: null, groups: [{ type: 'gap', min_words: null, slots: [slot(1, 'l1')] }] }],
    },
    {
      id: 'W',
      sections: [
        {
          passage: 'Describe the chart.',
          groups: [{ type: 'essay', min_words: 150, slots: [slot(1, 'w1')] }],
        },
        { passage: 'Discuss.', groups: [{ type: 'essay', min_words: 250, slots: [slot(2, 'w2')] }] },
        { passage: null, groups: [{ type: 'essay', min_words: null, slots: [slot(3, null)] }] },
      ],
    },
  ],
};
const essays = M.essaysOf(sheet);
const mark = (Question: string, criteria: Criteria, comment = ''): Mark => ({
  Question,
  criteria,
  comment,
  notes: [],
  updated: '2026-11-25 10:00:00.000Z',
});
const w = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

describe('essaysOf', () => {
  it('lists the bound essay slots in sheet order with their prompt and minimum words', () => {
    expect(essays).toEqual([
      { examId: 'W', num: 1, questionId: 'w1', prompt: 'Describe the chart.', minWords: 150 },
      { examId: 'W', num: 2, questionId: 'w2', prompt: 'Discuss.', minWords: 250 },
    ]);
  });
});

describe('the scripts of a room', () => {
  const ids = ['s1', 's2', 's3', 's4', 's5'];
  const essayIds = ['w1', 'w2'];
  const rankOf = (room: string, id: string) => ({
    ranks: essayIds.map((q) => M.scriptRank(room, id, q)),
  });
  const numbers = M.numberScripts(
    'room1',
    essayIds,
    Object.fromEntries(ids.map((id) => [id, rankOf('room1', id)])),
  );
  const submissions = ids.map((id) => ({
    id,
    name: `Name ${id}`,
    email: `${id}@school.test`,
    words: [3, 0],
    numbers: numbers[id]!,
  }));
  const room = { id: 'room1', anonymous_marking: true, marks_released: false };

  it('shuffles by the room: the same order every time, another for another room, not the submission order', () => {
    const keys = submissions.map((s) => s.id);
    const order = M.shuffled(keys, 'room1', (k) => k);
    expect(M.shuffled(keys.slice().reverse(), 'room1', (k) => k)).toEqual(order);
    expect(order).not.toEqual(keys);
    expect(M.shuffled(keys, 'room2', (k) => k)).not.toEqual(order);
    // A later submission leaves the others in their order.
    expect(M.shuffled(keys.concat('s6'), 'room1', (k) => k).filter((k) => k !== 's6')).toEqual(order);
  });

  it('numbers the scripts 1 to n in the shuffled order of their keys, the same whatever order they come in', () => {
    const keys = ids.flatMap((id) => essayIds.map((q) => `${id}/${q}`));
    const order = M.shuffled(keys, 'room1', (k) => k);
    for (const id of ids)
      essayIds.forEach((q, i) => expect(numbers[id]![i]).toBe(order.indexOf(`${id}/${q}`) + 1));
    const reversed = Object.fromEntries(
      ids
        .slice()
        .reverse()
        .map((id) => [id, rankOf('room1', id)]),
    );
    expect(M.numberScripts('room1', essayIds, reversed)).toEqual(numbers);
    expect(numbers).not.toEqual({ s1: [1, 2], s2: [3, 4], s3: [5, 6], s4: [7, 8], s5: [9, 10] });
  });

  it('lists the scripts by their numbers, hides the students while anonymous, gives each essay its word count', () => {
    const marks = new Map([['s2/w1', mark('w1', w(6, 6, 5, 6))]]);
    const list = M.scriptList(room, essays, submissions, marks);
    const scripts = JSON.parse(list.scriptsJson) as any[];
    expect(list.total).toBe(10);
    expect(list.marked).toBe(1);
    expect(scripts.map((s) => s.label)).toEqual(Array.from({ length: 10 }, (_, i) => `Script ${i + 1}`));
    expect(scripts.every((s) => s.student === null)).toBe(true);
    const marked = scripts.find((s) => s.submission === 's2' && s.question.id === 'w1');
    expect(marked.label).toBe(`Script ${numbers.s2![0]}`);
    expect(marked.mark).toEqual({ band: 5.75, updated: '2026-11-25 10:00:00.000Z', marker: null });
    expect(scripts.find((s) => s.question.id === 'w1').words).toBe(3);
    expect(scripts.find((s) => s.question.id === 'w2').words).toBe(0);
  });

  it('keeps each entry made, and makes it again once what it shows has changed', () => {
    const heads = new Map<string, { sig: string; json: string }>();
    const first = M.scriptList(room, essays, submissions, new Map(), undefined, '', heads);
    expect(heads.size).toBe(10);
    const kept = heads.get('s1/w1')!;
    // The same inputs answer the kept text (the same string, not one made again).
    M.scriptList(room, essays, submissions, new Map(), undefined, '', heads);
    expect(heads.get('s1/w1')).toBe(kept);
    // Released marks show the students: every entry is made again, and says so.
    const released = M.scriptList(
      { ...room, marks_released: true },
      essays,
      submissions,
      new Map(),
      undefined,
      '',
      heads,
    );
    expect(heads.get('s1/w1')).not.toBe(kept);
    expect(JSON.parse(first.scriptsJson)[0].student).toBeNull();
    expect(JSON.parse(released.scriptsJson)[0].student).toMatchObject({
      email: expect.stringMatching(/@school/),
    });
    // A renamed student's entry is made again with the new name.
    const renamed = submissions.map((x) => (x.id === 's1' ? { ...x, name: 'Renamed' } : x));
    const after = JSON.parse(
      M.scriptList({ ...room, marks_released: true }, essays, renamed, new Map(), undefined, '', heads)
        .scriptsJson,
    ) as any[];
    expect(after.filter((s) => s.submission === 's1').map((s) => s.student.name)).toEqual([
      'Renamed',
      'Renamed',
    ]);
  });

  it('shows the students once marking is not anonymous, or the marks are released', () => {
    const shown = (r: typeof room) =>
      (JSON.parse(M.scriptList(r, essays, submissions, new Map()).scriptsJson) as any[])[0].student;
    expect(shown({ ...room, anonymous_marking: false })).not.toBeNull();
    expect(shown({ ...room, marks_released: true })).toMatchObject({
      email: expect.stringMatching(/@school/),
    });
  });
});

describe('bands from marks', () => {
  const marks = new Map([
    ['w1', mark('w1', w(6, 6, 5, 6), 'Task 1 comment')],
    ['w2', mark('w2', w(7, 6, 7, 6), 'Task 2 comment')],
  ]);
  const exams = [
    { id: 'L', kind: 'listening' },
    { id: 'R', kind: 'academic_reading' },
    { id: 'R2', kind: 'general_reading' },
    { id: 'W', kind: 'academic_writing' },
  ];

  it('gives a Writing exam its band once both tasks are marked', () => {
    expect(M.writingEntry(essays, (q) => marks.get(q))).toEqual({ band: 6.5, marked: 2, total: 2 });
    expect(M.writingEntry(essays, (q) => (q === 'w1' ? marks.get(q) : undefined))).toEqual({
      band: null,
      marked: 1,
      total: 2,
    });
  });

  it('takes each skill from its first exam in sheet order, and the overall only with all four', () => {
    const entries = { L: { band: 9 }, R: { band: 7 }, R2: { band: 4 }, W: { band: 6.5 } };
    const speaking = mark('', { fc: 6, lr: 6, gra: 7, p: 6 });
    expect(M.studentBands(exams, entries, speaking)).toEqual({
      listening: 9,
      reading: 7,
      writing: 6.5,
      speaking: 6.5,
      overall: 7.5,
    });
    expect(M.studentBands(exams, { ...entries, R: { band: null } }, speaking)).toEqual({
      listening: 9,
      reading: null,
      writing: 6.5,
      speaking: 6.5,
      overall: null,
    });
    expect(M.studentBands(exams, entries)).toMatchObject({ speaking: null, overall: null });
  });

  it('answers a Speaking mark with its rounded band and no notes', () => {
    const answer = M.markAnswer(mark('', { fc: 7, lr: 7, gra: 7, p: 6 }));
    expect(answer).toMatchObject({ band: 7, comment: '' });
    expect(JSON.parse(JSON.stringify(answer))).not.toHaveProperty('notes');
  });

  it('shows a guest nothing before release, then their tasks', () => {
    const exam = { id: 'W', name: 'Writing' };
    expect(M.guestWritingEntry(exam, essays, (q) => marks.get(q), false)).toEqual({
      id: 'W',
      name: 'Writing',
      band: null,
    });
    expect(M.guestWritingEntry(exam, essays, (q) => marks.get(q), true)).toEqual({
      id: 'W',
      name: 'Writing',
      band: 6.5,
      tasks: [
        { num: 1, band: 5.75, criteria: w(6, 6, 5, 6), comment: 'Task 1 comment', notes: [] },
        { num: 2, band: 6.5, criteria: w(7, 6, 7, 6), comment: 'Task 2 comment', notes: [] },
      ],
    });
  });
});
