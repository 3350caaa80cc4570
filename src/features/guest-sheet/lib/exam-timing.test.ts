import { describe, expect, it } from 'vitest';
import type { GuestTiming } from '@/lib/api-types';
import {
  TIMING_POLL_MS,
  isPaused,
  keptTiming,
  newerTiming,
  pausedAt,
  pausedTimeLeft,
  resumedAt,
} from './exam-timing';

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

  it('keeps the timing it has when a newer one says nothing new but the time, unless paused', () => {
    const held = timing();
    expect(keptTiming(held, timing({ now: '2026-11-22 09:21:00.000Z' }))).toBe(held);
    const extra = timing({ now: '2026-11-22 09:21:00.000Z', deadline: '2026-11-22 10:06:00.000Z' });
    expect(keptTiming(held, extra)).toBe(extra);
    expect(keptTiming(held, timing({ now: '2026-11-22 09:19:00.000Z', deadline: null }))).toBe(held);
    const paused = timing({ paused_at: '2026-11-22 09:10:00.000Z' });
    const later = { ...paused, now: '2026-11-22 09:21:00.000Z' };
    expect(keptTiming(paused, later)).toBe(later);
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

describe('the news of a resume', () => {
  const left = (t: GuestTiming) =>
    Date.parse(t.deadline!.replace(' ', 'T')) - Date.parse(t.now.replace(' ', 'T'));

  it('goes on from the time left the paused clock stood at, never more', () => {
    // Paused at 09:20 with 40 minutes left; resumed at 09:25.
    const paused = pausedAt(timing(), '2026-11-22 09:20:00.000Z');
    const resumed = resumedAt(paused, '2026-11-22 09:25:00.000Z', 300_000);
    expect(isPaused(resumed)).toBe(false);
    expect(resumed.deadline).toBe('2026-11-22 10:05:00.000Z');
    expect(left(resumed)).toBe(left(paused));
  });

  it('moves a sheet that missed the pause on by its length, and leaves a newer timing alone', () => {
    const missed = resumedAt(timing(), '2026-11-22 09:25:00.000Z', 300_000);
    expect(missed.deadline).toBe('2026-11-22 10:05:00.000Z');
    const newer = timing({ now: '2026-11-22 09:26:00.000Z' });
    expect(resumedAt(newer, '2026-11-22 09:25:00.000Z', 300_000)).toBe(newer);
  });

  it('moves running parts only', () => {
    const parts = timing({
      paused_at: '2026-11-22 09:20:00.000Z',
      exams: [
        {
          id: 'l',
          minutes: 30,
          started: '2026-11-22 08:50:00.000Z',
          deadline: '2026-11-22 09:20:00.000Z',
          ended: true,
        },
        {
          id: 'r',
          minutes: 60,
          started: '2026-11-22 09:00:00.000Z',
          deadline: '2026-11-22 10:00:00.000Z',
          ended: false,
        },
      ],
    });
    const resumed = resumedAt(parts, '2026-11-22 09:21:00.000Z', 60_000);
    expect(resumed.exams!.map((e) => e.deadline)).toEqual([
      '2026-11-22 09:20:00.000Z',
      '2026-11-22 10:01:00.000Z',
    ]);
  });
});
