import { describe, expect, it } from 'vitest';
import type { Answer } from '@/lib/api-types';
import { answerList, answersKey, blankIds, valuesFrom } from './answers';

const ids = ['q1', 'q2', 'q3'];

describe('valuesFrom', () => {
  it('matches answers to the sheet by questionId, whatever their order', () => {
    expect(
      valuesFrom(
        [
          { questionId: 'q3', value: 'c' },
          { questionId: 'q1', value: 'a' },
        ],
        ids,
      ),
    ).toEqual({ q1: 'a', q3: 'c' });
  });

  it('drops answers to questions no longer on the sheet and malformed entries', () => {
    const answers = [
      { questionId: 'gone', value: 'x' },
      { questionId: 'q2' },
      null,
      { questionId: 'q2', value: 'b' },
    ];
    expect(valuesFrom(answers as unknown as Answer[], ids)).toEqual({ q2: 'b' });
    expect(valuesFrom(null, ids)).toEqual({});
  });

  it('keeps at most 50 characters', () => {
    expect(valuesFrom([{ questionId: 'q1', value: 'x'.repeat(60) }], ids).q1).toHaveLength(50);
  });
});

describe('answerList', () => {
  it('gives one answer per question in sheet order, blanks as ""', () => {
    expect(answerList({ q3: 'c', q1: 'a' }, ids)).toEqual([
      { questionId: 'q1', value: 'a' },
      { questionId: 'q2', value: '' },
      { questionId: 'q3', value: 'c' },
    ]);
  });
});

describe('answersKey', () => {
  it('is equal for equal answers, missing and blank alike', () => {
    expect(answersKey({ q1: 'a', q2: '' }, ids)).toBe(answersKey({ q1: 'a' }, ids));
    expect(answersKey({ q1: 'a' }, ids)).not.toBe(answersKey({ q1: 'a ' }, ids));
  });
});

describe('blankIds', () => {
  it('lists answers that are blank after trimming', () => {
    expect(blankIds({ q1: '  ', q2: 'b', q3: '' }, ids)).toEqual(['q1', 'q3']);
    expect(blankIds({ q1: 'a', q2: 'b', q3: 'c' }, ids)).toEqual([]);
  });
});
