// The marking routes' bodies (docs/architecture.md, "Writing and marking"): every problem named by its path.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { thrown } from '../testing';

type Mark = { criteria: Record<string, number>; comment: string; notes?: unknown[]; round?: number };
const M = createRequire(import.meta.url)('./marks.js') as {
  validateWritingMark: (body: unknown, length: number) => Mark;
  validateSpeakingMark: (body: unknown) => Mark;
  validateRelease: (body: unknown) => { released: boolean };
};

const writing = { ta: 6, cc: 7, lr: 6, gra: 5 };
const paths = (fn: () => unknown) => Object.keys(thrown(fn).data).sort();

describe('validateWritingMark', () => {
  it('takes the four criteria, a comment and notes within the essay', () => {
    const body = {
      criteria: writing,
      comment: 'Good.',
      notes: [{ start: 0, end: 10, text: 'Nice opening' }],
    };
    expect(M.validateWritingMark(body, 10)).toEqual({ ...body, round: 0 });
    expect(M.validateWritingMark({ criteria: { ta: 0, cc: 9, lr: 0, gra: 9 } }, 0)).toEqual({
      criteria: { ta: 0, cc: 9, lr: 0, gra: 9 },
      comment: '',
      notes: [],
      round: 0,
    });
  });

  it('takes no round or round 3 (the agreed mark), and refuses any other at round', () => {
    expect(M.validateWritingMark({ criteria: writing, round: 3 }, 0).round).toBe(3);
    expect(M.validateWritingMark({ criteria: writing, round: null }, 0).round).toBe(0);
    for (const round of [1, 2, 4, '3'])
      expect(paths(() => M.validateWritingMark({ criteria: writing, round }, 0))).toEqual(['round']);
  });

  it('refuses a band that is not whole or not 0–9, at criteria.<name>', () => {
    for (const band of [6.5, -1, 10, '6', null])
      expect(paths(() => M.validateWritingMark({ criteria: { ...writing, lr: band } }, 0))).toEqual([
        'criteria.lr',
      ]);
  });

  it('wants exactly the four criteria: an unknown one and a missing one named', () => {
    const { gra: _gra, ...three } = writing;
    expect(paths(() => M.validateWritingMark({ criteria: { ...three, fc: 6 } }, 0))).toEqual([
      'criteria.fc',
      'criteria.gra',
    ]);
    expect(paths(() => M.validateWritingMark({}, 0))).toEqual(['criteria']);
    expect(paths(() => M.validateWritingMark({ criteria: [6, 6, 6, 6] }, 0))).toEqual(['criteria']);
  });

  it('refuses a comment over 5,000 characters (counted as characters)', () => {
    expect(M.validateWritingMark({ criteria: writing, comment: '😀'.repeat(5000) }, 0).comment).toHaveLength(
      10000,
    );
    expect(paths(() => M.validateWritingMark({ criteria: writing, comment: 'x'.repeat(5001) }, 0))).toEqual([
      'comment',
    ]);
    expect(paths(() => M.validateWritingMark({ criteria: writing, comment: 5 }, 0))).toEqual(['comment']);
  });

  it('names each note whose range is not 0 ≤ start < end ≤ the length, at notes.i', () => {
    const notes = [
      { start: 0, end: 5, text: 'ok' },
      { start: 5, end: 5, text: 'empty' },
      { start: -1, end: 2, text: 'before' },
      { start: 3, end: 11, text: 'past the end' },
      { start: 1.5, end: 3, text: 'not whole' },
      { start: 0, end: 10, text: 'the whole essay' },
      'note',
      { start: 0, end: 1, text: 'x'.repeat(301) },
    ];
    expect(paths(() => M.validateWritingMark({ criteria: writing, notes }, 10))).toEqual([
      'notes.1',
      'notes.2',
      'notes.3',
      'notes.4',
      'notes.6',
      'notes.7.text',
    ]);
  });

  it('refuses more than 200 notes', () => {
    const notes = Array.from({ length: 201 }, () => ({ start: 0, end: 1, text: 'x' }));
    expect(paths(() => M.validateWritingMark({ criteria: writing, notes }, 1))).toEqual(['notes']);
    expect(M.validateWritingMark({ criteria: writing, notes: notes.slice(1) }, 1).notes).toHaveLength(200);
  });
});

describe('validateSpeakingMark', () => {
  it('takes fc, lr, gra and p, and names what is wrong', () => {
    const criteria = { fc: 6, lr: 6, gra: 7, p: 6 };
    expect(M.validateSpeakingMark({ criteria, comment: 'Fluent.' })).toEqual({
      criteria,
      comment: 'Fluent.',
    });
    expect(paths(() => M.validateSpeakingMark({ criteria: writing }))).toEqual([
      'criteria.cc',
      'criteria.fc',
      'criteria.p',
      'criteria.ta',
    ]);
  });
});

describe('validateRelease', () => {
  it('takes true or false only', () => {
    expect(M.validateRelease({ released: true })).toEqual({ released: true });
    expect(paths(() => M.validateRelease({ released: 'yes' }))).toEqual(['released']);
    expect(paths(() => M.validateRelease({}))).toEqual(['released']);
  });
});
