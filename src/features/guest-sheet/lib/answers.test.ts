import { describe, expect, it } from 'vitest';
import type { Answer } from '@/lib/api-types';
import { ESSAY_MAX } from '@/lib/computer-content';
import {
  answerList,
  answersKey,
  blankIds,
  draftBody,
  sheetAnswersKey,
  submissionBody,
  toggleFlagOf,
  valuesFrom,
  VALUE_MAX_LENGTH,
} from './answers';

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

  it("keeps at most an essay's 30,000 characters", () => {
    expect(valuesFrom([{ questionId: 'q1', value: 'x'.repeat(30_001) }], ids).q1).toHaveLength(30_000);
    expect(VALUE_MAX_LENGTH).toBe(ESSAY_MAX);
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

describe('sheetAnswersKey', () => {
  it('tells flags apart as well as answers', () => {
    const key = sheetAnswersKey({ values: { q1: 'a' }, flags: ['q2'] }, ids);
    expect(sheetAnswersKey({ values: { q1: 'a', q3: '' }, flags: ['q2'] }, ids)).toBe(key);
    expect(sheetAnswersKey({ values: { q1: 'a' }, flags: [] }, ids)).not.toBe(key);
  });
});

describe('toggleFlagOf', () => {
  it('adds a flag in sheet order, and takes it off again', () => {
    expect(toggleFlagOf(['q3'], 'q1', ids)).toEqual(['q1', 'q3']);
    expect(toggleFlagOf(['q1', 'q3'], 'q1', ids)).toEqual(['q3']);
  });
});

describe('the bodies sent', () => {
  const answers = { values: { q1: 'a', q2: '', q3: 'c' }, flags: ['q2'] };

  it('a draft: the answers given, blanks left out, and the flags', () => {
    expect(draftBody('r1', answers, ids)).toEqual({
      Room: 'r1',
      raw: {
        answers: [
          { questionId: 'q1', value: 'a' },
          { questionId: 'q3', value: 'c' },
        ],
        flags: ['q2'],
      },
    });
  });

  it('the submission: every box in sheet order, blanks included, and the flags', () => {
    expect(submissionBody('r1', answers, ids)).toEqual({
      Room: 'r1',
      raw: { answers: answerList(answers.values, ids), flags: ['q2'] },
    });
  });
});
