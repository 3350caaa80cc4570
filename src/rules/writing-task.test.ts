import { describe, expect, it } from 'vitest';
import { recommendedMinutes, WRITING_MIN_WORDS } from './writing-task';

describe('a Writing task', () => {
  it('asks for 150 words in Task 1 and 250 in Task 2', () => {
    expect([...WRITING_MIN_WORDS]).toEqual([150, 250]);
  });

  it('is given 20 and 40 minutes', () => {
    expect([1, 2, 3].map(recommendedMinutes)).toEqual([20, 40, null]);
  });
});
