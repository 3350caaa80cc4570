import { describe, expect, it } from 'vitest';
import { scriptAge } from './age';

const now = Date.parse('2026-11-28T12:00:00Z');

describe('scriptAge', () => {
  it('says the wait in its largest whole unit', () => {
    expect(scriptAge('2026-11-28 11:58:30.000Z', now)).toBe('1 min');
    expect(scriptAge('2026-11-28 09:00:00.000Z', now)).toBe('3 h');
    expect(scriptAge('2026-11-27 11:00:00.000Z', now)).toBe('1 day');
    expect(scriptAge('2026-11-20 12:00:00.000Z', now)).toBe('8 days');
  });

  it('says nothing without a time, and no wait for a clock ahead', () => {
    expect(scriptAge('', now)).toBe('');
    expect(scriptAge('2026-11-28 12:05:00.000Z', now)).toBe('0 min');
  });
});
