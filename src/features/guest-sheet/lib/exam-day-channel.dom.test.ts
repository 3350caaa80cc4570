import { describe, expect, it } from 'vitest';
import { answersLeftOut } from './answers';
import { guestTopic, parseNews, roomTopic } from './exam-day-channel';

describe('the exam-day channel', () => {
  it('names the room’s topic and the student’s own', () => {
    expect(roomTopic('r1')).toBe('exam-day/r1');
    expect(guestTopic('r1', 'g1')).toBe('exam-day/r1/g1');
  });

  it('reads the news the server publishes and nothing else', () => {
    expect(parseNews('{"kind":"paused","paused_at":"2026-11-22 09:20:00.000Z"}')).toEqual({
      kind: 'paused',
      paused_at: '2026-11-22 09:20:00.000Z',
    });
    expect(parseNews('{"kind":"collected"}')).toEqual({ kind: 'collected' });
    expect(parseNews('{"kind":"other"}')).toBeNull();
    expect(parseNews('not json')).toBeNull();
    expect(parseNews(undefined)).toBeNull();
  });
});

describe('answers left out of a collected sheet', () => {
  const ids = ['a', 'b', 'c'];
  it('are the non-blank answers the submission does not hold as typed', () => {
    const submitted = [
      { questionId: 'a', value: 'one' },
      { questionId: 'b', value: '' },
    ];
    expect(answersLeftOut({ a: 'one', b: '', c: '  ' }, submitted, ids)).toBe(false);
    expect(answersLeftOut({ a: 'one', b: 'late' }, submitted, ids)).toBe(true);
    expect(answersLeftOut({ a: 'changed' }, submitted, ids)).toBe(true);
  });
});
