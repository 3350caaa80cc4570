// Exam day (docs/architecture.md, "Exam day"): extra time and pauses move a deadline, computed and never
// rewritten; a room's pause; the live screen's view of a student; when a review room shows its keys.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Clock = { extra: number; pausedMs: number; pausedAt: string };
const D = require('./deadline.js') as {
  limitMs: (minutes: number, extra: number) => number;
  pauseShiftMs: (clock: Clock | null, base: number, nowMs: number) => number;
  adjustOf: (clock: Clock | null, base: number, nowMs: number) => { extra: number; shiftMs: number };
  deadlineOf: (started: string, limit: number, adjust?: { extra: number; shiftMs: number }) => string | null;
  timingOf: (limit: number, started: string | null, nowMs: number, clock?: Clock, base?: number) => object;
};
const P = require('./exam-parts.js') as {
  startPart: (parts: object[], times: object, id: string, nowMs: number, clock?: Clock) => { times?: object };
  partTimings: (
    parts: object[],
    times: object,
    roomDeadline: string | null,
    nowMs: number,
    clock?: Clock,
  ) => { deadline: string | null; ended: boolean }[];
};
const X = require('./exam-day.js') as {
  pauseChange: (room: { pausedAt: string; pausedMs: number }, paused: boolean, nowMs: number) => object;
  LIVE_STATUSES: string[];
  liveState: (
    row: object,
    room: object,
    nowMs: number,
  ) => { status: string; part: number | null; deadline: string | null };
  keysWithheld: (room: object, stillWriting: boolean) => boolean;
};

const at = (text: string) => Date.parse(text.replace(' ', 'T'));
const NINE = '2026-11-22 09:00:00.000Z';
const MINUTE = 60_000;
const running = (extra = 0, pausedMs = 0): Clock => ({ extra, pausedMs, pausedAt: '' });

describe('extra time', () => {
  it('stretches a limit by (100 + percent) / 100, to the millisecond', () => {
    expect(D.limitMs(60, 0)).toBe(60 * MINUTE);
    expect(D.limitMs(60, 25)).toBe(75 * MINUTE);
    expect(D.limitMs(7, 33)).toBe(558_600);
    expect(D.limitMs(600, 100)).toBe(1200 * MINUTE);
    for (let minutes = 1; minutes <= 600; minutes += 37)
      for (let extra = 0; extra <= 100; extra += 7)
        expect(Number.isInteger(D.limitMs(minutes, extra))).toBe(true);
  });

  it('moves the deadline of a started student', () => {
    const now = at(NINE);
    expect(D.deadlineOf(NINE, 60, D.adjustOf(running(50), 0, now))).toBe('2026-11-22 10:30:00.000Z');
    expect(D.deadlineOf(NINE, 45, D.adjustOf(running(10), 0, now))).toBe('2026-11-22 09:49:30.000Z');
    expect(D.deadlineOf(NINE, 60, D.adjustOf(null, 0, now))).toBe('2026-11-22 10:00:00.000Z');
    expect(D.deadlineOf(NINE, 0, D.adjustOf(running(50), 0, now))).toBeNull();
  });
});

describe('pauses', () => {
  const now = at('2026-11-22 09:30:00.000Z');

  it('move a deadline by the pauses since its start, and by the pause so far while paused', () => {
    // 5 minutes of pauses before the start (its base) and 12 in all: 7 since.
    expect(D.pauseShiftMs(running(0, 12 * MINUTE), 5 * MINUTE, now)).toBe(7 * MINUTE);
    const paused = { extra: 0, pausedMs: 12 * MINUTE, pausedAt: '2026-11-22 09:27:00.000Z' };
    expect(D.pauseShiftMs(paused, 5 * MINUTE, now)).toBe(10 * MINUTE);
    expect(D.pauseShiftMs(null, 0, now)).toBe(0);
    expect(D.deadlineOf(NINE, 60, D.adjustOf({ ...paused, extra: 50 }, 5 * MINUTE, now))).toBe(
      '2026-11-22 10:40:00.000Z',
    );
  });

  it('keep the time left still while paused', () => {
    const paused = { extra: 0, pausedMs: 0, pausedAt: '2026-11-22 09:20:00.000Z' };
    const left = (nowMs: number) => at(D.deadlineOf(NINE, 60, D.adjustOf(paused, 0, nowMs))!) - nowMs;
    expect(left(now)).toBe(40 * MINUTE);
    expect(left(now + 7 * MINUTE)).toBe(40 * MINUTE);
  });

  it('are in guest-search’s timing, with paused_at', () => {
    const paused = { extra: 25, pausedMs: 0, pausedAt: '2026-11-22 09:20:00.000Z' };
    expect(D.timingOf(60, NINE, now, paused, 0)).toEqual({
      limit: 60,
      started: NINE,
      deadline: '2026-11-22 10:25:00.000Z',
      now: '2026-11-22 09:30:00.000Z',
      paused_at: '2026-11-22 09:20:00.000Z',
      extra_minutes: 15,
    });
  });

  it('start and end: a pause starts once, a resume adds its length to the past pauses', () => {
    const nowMs = at('2026-11-22 09:30:00.000Z');
    expect(X.pauseChange({ pausedAt: '', pausedMs: 0 }, true, nowMs)).toEqual({
      paused_at: '2026-11-22 09:30:00.000Z',
    });
    expect(X.pauseChange({ pausedAt: '2026-11-22 09:00:00.000Z', pausedMs: 0 }, true, nowMs)).toEqual({});
    expect(X.pauseChange({ pausedAt: '', pausedMs: 5 }, false, nowMs)).toEqual({});
    expect(X.pauseChange({ pausedAt: '2026-11-22 09:20:00.500Z', pausedMs: 60_000 }, false, nowMs)).toEqual({
      paused_at: '',
      paused_ms: 60_000 + 9 * MINUTE + 59_500,
    });
  });
});

describe('parts with extra time and pauses', () => {
  const parts = [
    { id: 'listening', minutes: 30, questions: ['q1'] },
    { id: 'reading', minutes: 60, questions: ['q2'] },
  ];

  it('a part keeps the past pauses at its start, and its deadline is stretched and moved', () => {
    const nowMs = at(NINE);
    const { times } = P.startPart(parts, {}, 'listening', nowMs, running(20, 3 * MINUTE));
    expect(times).toEqual({ listening: { started: NINE, pause_base: 3 * MINUTE } });
    expect(P.startPart(parts, {}, 'listening', nowMs, running()).times).toEqual({
      listening: { started: NINE },
    });
    const later = at('2026-11-22 09:10:00.000Z');
    const [listening] = P.partTimings(parts, times!, null, later, running(20, 8 * MINUTE));
    // 30 × 1.2 = 36 minutes, and the 5 minutes paused since the part started.
    expect(listening).toMatchObject({ deadline: '2026-11-22 09:41:00.000Z', ended: false });
    const [ended] = P.partTimings(
      parts,
      times!,
      null,
      at('2026-11-22 09:42:00.001Z'),
      running(20, 8 * MINUTE),
    );
    expect(ended!.ended).toBe(true);
  });
});

describe('a student on the live screen', () => {
  const nowMs = at('2026-11-22 09:20:00.000Z');
  const room = { limit: 30, parts: [], pausedAt: '', pausedMs: 0 };
  const row = { kind: 'd', started: NINE, times: '', base: 0, extra: 0 };

  it('writing, with their deadline stretched by their extra time', () => {
    expect(X.liveState({ ...row, extra: 50 }, room, nowMs)).toEqual({
      status: 'writing',
      part: null,
      deadline: '2026-11-22 09:45:00.000Z',
    });
  });

  it('paused, with the time left standing still', () => {
    const paused = { ...room, pausedAt: '2026-11-22 09:15:00.000Z' };
    expect(X.liveState(row, paused, nowMs)).toEqual({
      status: 'paused',
      part: null,
      deadline: '2026-11-22 09:35:00.000Z',
    });
  });

  it('each status', () => {
    const status = (over: object, r: object = room) =>
      X.liveState({ ...row, ...over }, { ...room, ...r }, nowMs).status;
    expect(status({ started: '' })).toBe('not_started');
    expect(status({ kind: 'a', started: '' })).toBe('not_started');
    expect(status({ kind: 's' })).toBe('submitted');
    expect(status({ started: '2026-11-22 08:48:00.000Z' })).toBe('time_up');
    expect(status({ started: '2026-11-22 08:48:00.000Z', extra: 25 })).toBe('writing');
    const parts = [
      { id: 'l', minutes: 30, questions: [] },
      { id: 'r', minutes: 60, questions: [] },
    ];
    const inParts = { ...room, limit: 0, parts };
    expect(X.liveState(row, inParts, nowMs)).toEqual({ status: 'not_started', part: null, deadline: null });
    expect(X.liveState({ ...row, times: `{"l":{"started":"${NINE}"}}` }, inParts, nowMs)).toEqual({
      status: 'writing',
      part: 1,
      deadline: '2026-11-22 09:30:00.000Z',
    });
    const finished = `{"l":{"started":"${NINE}","ended":"2026-11-22 09:10:00.000Z"}}`;
    expect(X.liveState({ ...row, times: finished }, inParts, nowMs)).toMatchObject({
      status: 'finished_part',
      part: 1,
    });
    for (const s of ['not_started', 'writing', 'paused', 'finished_part', 'time_up', 'submitted'])
      expect(X.LIVE_STATUSES).toContain(s);
  });
});

describe('keys in a review room', () => {
  const open = { results: 'review', review_at_once: false, accepting: true };
  it('wait while someone may be writing in an open room, unless it reviews at once', () => {
    expect(X.keysWithheld(open, true)).toBe(true);
    expect(X.keysWithheld(open, false)).toBe(false);
    expect(X.keysWithheld({ ...open, accepting: false }, true)).toBe(false);
    expect(X.keysWithheld({ ...open, review_at_once: true }, true)).toBe(false);
    expect(X.keysWithheld({ ...open, results: 'score' }, true)).toBe(false);
  });
});
