// A timed guest's deadline and its grace (see docs/architecture.md, "Test conditions"), on the server's
// clock; a device whose clock is wrong still counts down to the same moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deadline as D } from './testing';
import * as rules from '../../src/rules/limits';

const at = (text: string) => Date.parse(text.replace(' ', 'T'));
const STARTED = '2026-11-22 09:00:00.000Z';

describe('stored times', () => {
  it('reads and writes PocketBase’s text, milliseconds kept', () => {
    expect(D.parseTime('2026-11-22 23:40:00.123Z')).toBe(Date.UTC(2026, 10, 22, 23, 40, 0, 123));
    expect(D.parseTime('2026-11-22T23:40:00.123Z')).toBe(Date.UTC(2026, 10, 22, 23, 40, 0, 123));
    expect(D.formatTime(Date.UTC(2026, 10, 22, 23, 40, 0, 123))).toBe('2026-11-22 23:40:00.123Z');
    for (const none of ['', null, undefined, 'soon', 7]) expect(D.parseTime(none)).toBeNaN();
  });

  it('sorts as text in the order of time (what the SQL of the writes compares)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) }),
        (a, b) => {
          const [x, y] = [D.formatTime(a), D.formatTime(b)];
          expect(Math.sign(x < y ? -1 : x > y ? 1 : 0)).toBe(Math.sign(a - b));
        },
      ),
    );
  });
});

describe('the deadline', () => {
  it('is the start plus the limit; none when untimed or not started', () => {
    expect(D.deadlineOf(STARTED, 60)).toBe('2026-11-22 10:00:00.000Z');
    expect(D.deadlineOf('2026-11-22 23:30:00.500Z', 45)).toBe('2026-11-23 00:15:00.500Z');
    expect(D.deadlineOf(STARTED, rules.TIME_LIMIT_MAX)).toBe('2026-11-22 19:00:00.000Z');
    expect(D.deadlineOf(STARTED, 0)).toBeNull();
    expect(D.deadlineOf('', 60)).toBeNull();
    expect(D.deadlineOf(null, 60)).toBeNull();
  });

  it(`takes writes until ${rules.GRACE_SECONDS} s after it, and none after`, () => {
    expect(D.GRACE_SECONDS).toBe(rules.GRACE_SECONDS);
    expect(rules.GRACE_SECONDS).toBe(60);
    const deadline = D.deadlineOf(STARTED, 30)!;
    const end = at(deadline);
    expect(D.isPastGrace(deadline, end - 1)).toBe(false);
    expect(D.isPastGrace(deadline, end + 59_999)).toBe(false);
    expect(D.isPastGrace(deadline, end + 60_000)).toBe(false);
    expect(D.isPastGrace(deadline, end + 60_001)).toBe(true);
    expect(D.isPastGrace(null, end + 10 ** 9)).toBe(false);
  });

  it('gives the SQL the cutoff that agrees with isPastGrace for every start and moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 60 * 60 * 1000 }),
        fc.integer({ min: 1, max: rules.TIME_LIMIT_MAX }),
        (elapsed, limit) => {
          const now = at(STARTED) + elapsed;
          const deadline = D.deadlineOf(STARTED, limit)!;
          // The writes take a draft while started + limit (its deadline) is not before the cutoff.
          const onTime = deadline >= D.graceCutoff(now);
          expect(onTime).toBe(!D.isPastGrace(deadline, now));
        },
      ),
    );
  });

  it('counts the time left, negative once past', () => {
    const deadline = D.deadlineOf(STARTED, 10)!;
    expect(D.timeLeftMs(deadline, at(STARTED))).toBe(10 * 60_000);
    expect(D.timeLeftMs(deadline, at(deadline) + 5000)).toBe(-5000);
    expect(D.timeLeftMs(null, 0)).toBe(Infinity);
  });
});

describe('timing for guest-search', () => {
  const now = at('2026-11-22 09:12:34.567Z');

  it('is the limit, the start, the deadline and the server’s now', () => {
    expect(D.timingOf(60, STARTED, now)).toEqual({
      limit: 60,
      started: STARTED,
      deadline: '2026-11-22 10:00:00.000Z',
      now: '2026-11-22 09:12:34.567Z',
      paused_at: null,
    });
  });

  it('has no deadline in an untimed room or before the start, and is always present', () => {
    expect(D.timingOf(0, STARTED, now)).toEqual({
      limit: 0,
      started: STARTED,
      deadline: null,
      now: '2026-11-22 09:12:34.567Z',
      paused_at: null,
    });
    expect(D.timingOf(45, null, now)).toEqual({
      limit: 45,
      started: null,
      deadline: null,
      now: '2026-11-22 09:12:34.567Z',
      paused_at: null,
    });
    expect(D.timingOf(45, '', now).started).toBeNull();
    expect(D.timingOf(Number.NaN, null, now).limit).toBe(0);
  });
});

describe('extra time', () => {
  const clock = (extra: number, extraMinutes: number) => ({ extra, extraMinutes, pausedMs: 0, pausedAt: '' });

  it('stretches the limit by a percent or adds whole minutes to it', () => {
    expect(D.deadlineOf(STARTED, 60, D.adjustOf(clock(25, 0), 0, 0))).toBe('2026-11-22 10:15:00.000Z');
    expect(D.deadlineOf(STARTED, 60, D.adjustOf(clock(0, 25), 0, 0))).toBe('2026-11-22 10:25:00.000Z');
    expect(D.deadlineOf(STARTED, 0, D.adjustOf(clock(0, 25), 0, 0))).toBeNull();
  });

  it('tells the sheet how many minutes it adds, and says nothing without it', () => {
    const now = at('2026-11-22 09:10:00.000Z');
    expect(D.timingOf(60, STARTED, now, clock(0, 25), 0).extra_minutes).toBe(25);
    expect(D.timingOf(50, STARTED, now, clock(25, 0), 0).extra_minutes).toBe(13);
    expect(D.timingOf(60, STARTED, now, clock(0, 0), 0)).not.toHaveProperty('extra_minutes');
    expect(D.extraMinutesOn(0, clock(10, 0))).toBe(0);
  });
});

describe('a device with a skewed clock', () => {
  it('counts down to the server’s deadline once corrected by timing.now', () => {
    const serverNow = at('2026-11-22 09:50:00.000Z');
    const deadline = D.deadlineOf(STARTED, 60)!;
    const { now } = D.timingOf(60, STARTED, serverNow);
    for (const skew of [-7 * 60_000, -1500, 0, 2500, 3 * 60 * 60_000]) {
      const device = serverNow + skew;
      const offset = D.clockOffset(now, device);
      expect(offset + skew).toBe(0);
      // Ten seconds later on both clocks: the device's corrected time is the server's.
      expect(D.timeLeftMs(deadline, device + 10_000 + offset)).toBe(
        D.timeLeftMs(deadline, serverNow + 10_000),
      );
      expect(D.timeLeftMs(deadline, device + 10_000 + offset)).toBe(10 * 60_000 - 10_000);
    }
  });

  it('never decides on the server: a device five minutes fast cannot end early or late', () => {
    const deadline = D.deadlineOf(STARTED, 30)!;
    const serverNow = at(deadline) + 30_000;
    // The device thinks the grace is over; the server's clock alone takes or refuses the write.
    expect(D.isPastGrace(deadline, serverNow + 5 * 60_000)).toBe(true);
    expect(D.isPastGrace(deadline, serverNow)).toBe(false);
    expect(D.clockOffset('not a time', serverNow)).toBe(0);
  });
});
