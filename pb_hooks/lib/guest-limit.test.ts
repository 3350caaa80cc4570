import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Limit {
  perSecond: number;
  burst: number;
}
const limit = createRequire(import.meta.url)('./guest-limit.js') as {
  DRAFT_LIMIT: Limit;
  admit: (full: number | undefined, now: number, limit: Limit) => { full: number; waitMs: number };
  retryAfterSeconds: (waitMs: number) => number;
  draftKey: (uuid: string) => string;
  isStale: (key: string, full: number, now: number) => boolean;
};

/** Sends at the given times (ms); the waits of the refused ones, 0 for those taken. */
function run(times: number[], l: Limit = limit.DRAFT_LIMIT) {
  let full: number | undefined;
  return times.map((now) => {
    const next = limit.admit(full, now, l);
    full = next.full;
    return next.waitMs;
  });
}

describe('per-guest limit', () => {
  it('lets a guest save two drafts a second, for as long as it likes', () => {
    const times = Array.from({ length: 120 }, (_, i) => 1000 + i * 500);
    expect(run(times).every((wait) => wait === 0)).toBe(true);
  });

  it('takes two drafts at once and refuses the third until half a second has passed', () => {
    expect(run([1000, 1000, 1000])).toEqual([0, 0, 500]);
    expect(run([1000, 1000, 1499, 1500])).toEqual([0, 0, 1, 0]);
  });

  it('refuses a flood beyond two a second, and a refused draft does not push the wait further', () => {
    const flood = Array.from({ length: 100 }, (_, i) => 1000 + i * 10); // 100 a second for a second
    const waits = run(flood);
    const taken = waits.filter((w) => w === 0).length;
    expect(taken).toBeGreaterThanOrEqual(2);
    expect(taken).toBeLessThanOrEqual(4);
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
  });

  it('a guest that paused gets its burst back, not more', () => {
    expect(run([0, 0, 60_000, 60_000, 60_000])).toEqual([0, 0, 0, 0, 500]);
  });

  it('says Retry-After in whole seconds, at least one', () => {
    expect(limit.retryAfterSeconds(1)).toBe(1);
    expect(limit.retryAfterSeconds(1000)).toBe(1);
    expect(limit.retryAfterSeconds(1001)).toBe(2);
  });

  it('drops only its own entries, once they have been full for a minute', () => {
    const key = limit.draftKey('6f1c1f1e-3c1a-4a8e-9d7e-1f2a3b4c5d6e');
    expect(limit.isStale(key, 1000, 61_001)).toBe(true);
    expect(limit.isStale(key, 1000, 60_000)).toBe(false);
    expect(limit.isStale('answersheet:sign-in:users:a@b.c', 1000, 1e9)).toBe(false);
  });
});
