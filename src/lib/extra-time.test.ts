import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EXTRA_PERCENT_MAX, NOTE_MAX, extraTimeSchema } from './extra-time';

const server = createRequire(import.meta.url)('../../pb_hooks/lib/validate/exam-day-bodies.js') as {
  EXTRA_PERCENT_MAX: number;
  NOTE_MAX: number;
};

describe('extra time', () => {
  it("holds the browser's limits equal to the server's", () => {
    expect({ EXTRA_PERCENT_MAX, NOTE_MAX }).toEqual({
      EXTRA_PERCENT_MAX: server.EXTRA_PERCENT_MAX,
      NOTE_MAX: server.NOTE_MAX,
    });
  });

  it('takes a whole percent from 0 to the most, and a note up to its length in characters', () => {
    const ok = (extra_percent: number, note = '') =>
      extraTimeSchema.safeParse({ extra_percent, note }).success;
    expect(ok(0)).toBe(true);
    expect(ok(EXTRA_PERCENT_MAX)).toBe(true);
    expect(ok(-1)).toBe(false);
    expect(ok(EXTRA_PERCENT_MAX + 1)).toBe(false);
    expect(ok(12.5)).toBe(false);
    expect(ok(Number.NaN)).toBe(false);
    expect(ok(25, '😀'.repeat(NOTE_MAX))).toBe(true);
    expect(ok(25, 'a'.repeat(NOTE_MAX + 1))).toBe(false);
  });
});
