import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { recommendedMinutes, WRITING_MIN_WORDS } from './writing-task';

describe('a Writing task', () => {
  it("starts with the server's minimum words", () => {
    const server = createRequire(import.meta.url)('../../pb_hooks/lib/validate/exam-document.js') as {
      WRITING_MIN_WORDS: number[];
    };
    expect([...WRITING_MIN_WORDS]).toEqual(server.WRITING_MIN_WORDS);
  });

  it('is given 20 and 40 minutes', () => {
    expect([1, 2, 3].map(recommendedMinutes)).toEqual([20, 40, null]);
  });
});
