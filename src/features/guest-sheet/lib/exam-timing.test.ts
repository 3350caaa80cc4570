import { describe, expect, it } from 'vitest';
import type { GuestTiming } from '@/lib/api-types';
import { TIMING_POLL_MS } from '../api/use-guest-timing';
import { isPaused, isTimed, pausedTimeLeft, pollsTiming } from './exam-timing';

const timing = (over: Partial<GuestTiming> = {}): GuestTiming => ({
  limit: 60,
  started: '2026-11-22 09:00:00.000Z',
  deadline: '2026-11-22 10:00:00.000Z',
  now: '2026-11-22 09:20:00.000Z',
  paused_at: null,
  ...over,
});

describe('exam-day timing on the sheet', () => {
  it('polls every 15 s only while timed or paused', () => {
    expect(TIMING_POLL_MS).toBe(15_000);
    expect(pollsTiming(timing())).toBe(true);
    expect(pollsTiming(timing({ limit: 0, deadline: null }))).toBe(false);
    expect(pollsTiming(timing({ limit: 0, deadline: null, paused_at: '2026-11-22 09:19:00.000Z' }))).toBe(
      true,
    );
    const part = { id: 'e1', minutes: 30, started: null, deadline: null, ended: false };
    expect(isTimed(timing({ limit: 0, exams: [part] }))).toBe(true);
    expect(isPaused(timing({ paused_at: '' }))).toBe(false);
    expect(isPaused(timing({ paused_at: undefined }))).toBe(false);
  });

  it('stands still at the time left while paused', () => {
    expect(pausedTimeLeft(timing())).toBeNull();
    const paused = timing({ paused_at: '2026-11-22 09:10:00.000Z', deadline: '2026-11-22 10:10:00.000Z' });
    expect(pausedTimeLeft(paused)).toBe(50 * 60_000);
    expect(pausedTimeLeft({ ...paused, deadline: null })).toBeNull();
  });
});
