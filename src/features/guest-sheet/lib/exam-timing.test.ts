import { describe, expect, it } from 'vitest';
import type { GuestTiming } from '@/lib/api-types';
import { TIMING_POLL_MS } from '../api/use-guest-timing';
import { isPaused, newerTiming, pausedAt, pausedTimeLeft } from './exam-timing';

const timing = (over: Partial<GuestTiming> = {}): GuestTiming => ({
  limit: 60,
  started: '2026-11-22 09:00:00.000Z',
  deadline: '2026-11-22 10:00:00.000Z',
  now: '2026-11-22 09:20:00.000Z',
  paused_at: null,
  ...over,
});

describe('exam-day timing on the sheet', () => {
  it('says whether the room is paused; an open sheet asks every 15 s', () => {
    expect(TIMING_POLL_MS).toBe(15_000);
    expect(isPaused(timing({ paused_at: '2026-11-22 09:19:00.000Z' }))).toBe(true);
    expect(isPaused(timing({ paused_at: '' }))).toBe(false);
    expect(isPaused(timing({ paused_at: undefined }))).toBe(false);
  });

  it('keeps the newest of two timings by the server’s time, the later one on a tie', () => {
    const older = timing();
    const newer = timing({ now: '2026-11-22 09:20:15.000Z', deadline: '2026-11-22 10:12:00.000Z' });
    expect(newerTiming(older, newer)).toBe(newer);
    expect(newerTiming(newer, older)).toBe(newer);
    const same = timing({ deadline: '2026-11-22 10:06:00.000Z' });
    expect(newerTiming(older, same)).toBe(same);
  });

  it('stands still at the time left while paused, for the room’s deadline or a part’s', () => {
    expect(pausedTimeLeft(timing())).toBeNull();
    const paused = timing({ paused_at: '2026-11-22 09:10:00.000Z', deadline: '2026-11-22 10:10:00.000Z' });
    expect(pausedTimeLeft(paused)).toBe(50 * 60_000);
    expect(pausedTimeLeft({ ...paused, deadline: null })).toBeNull();
    expect(pausedTimeLeft(paused, Date.parse('2026-11-22T09:30:00Z'))).toBe(10 * 60_000);
    expect(pausedTimeLeft(paused, null)).toBeNull();
  });

  it('pauses a running timing now (a draft refused as paused), and leaves a paused one', () => {
    const now = '2026-11-22 09:25:00.000Z';
    const paused = pausedAt(timing(), now);
    expect(paused).toMatchObject({ now, paused_at: now, deadline: '2026-11-22 10:00:00.000Z' });
    expect(pausedTimeLeft(paused)).toBe(35 * 60_000);
    const before = timing({ paused_at: '2026-11-22 09:19:00.000Z' });
    expect(pausedAt(before, now)).toBe(before);
  });
});
