// Exams one after another (docs/architecture.md, "Exams one after another"): which part may start, its
// deadline, when it has ended, and which answers of a draft are kept as stored.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Times = Record<string, { started: string; ended?: string }>;
type Part = { id: string; minutes: number; questions: string[] };
type Answer = { questionId: string; value: string };

const P = createRequire(import.meta.url)('./exam-parts.js') as {
  roomParts: (room: unknown, ids: string[], questionsOf: (id: string) => string[]) => Part[];
  minutesOf: (config: unknown) => number;
  parseTimes: (text: string | null) => Times;
  partDeadline: (part: Part, times: Times, roomDeadline: string | null) => string | null;
  partTimings: (
    parts: Part[],
    times: Times,
    roomDeadline: string | null,
    nowMs: number,
  ) => { id: string; minutes: number; started: string | null; deadline: string | null; ended: boolean }[];
  startPart: (
    parts: Part[],
    times: Times,
    examId: string,
    nowMs: number,
  ) => { refusal?: string; started?: string; times?: Times };
  finishPart: (
    parts: Part[],
    times: Times,
    examId: string,
    roomDeadline: string | null,
    nowMs: number,
  ) => { refusal?: string; times?: Times | null };
  frozenQuestions: (parts: Part[], times: Times, roomDeadline: string | null, nowMs: number) => Set<string>;
  anyStarted: (parts: Part[], times: Times) => boolean;
  keptAnswers: (sent: Answer[], stored: Answer[], frozen: Set<string>) => Answer[];
  isOver: (parts: Part[], times: Times, roomDeadline: string | null, nowMs: number) => boolean;
};

const at = (text: string) => Date.parse(text.replace(' ', 'T'));
const NINE = '2026-11-22 09:00:00.000Z';
const LISTENING: Part = { id: 'listening', minutes: 30, questions: ['l1', 'l2'] };
const PARTS: Part[] = [
  { id: 'listening', minutes: 30, questions: ['l1', 'l2'] },
  { id: 'reading', minutes: 60, questions: ['r1'] },
];

describe('the parts of a room', () => {
  const questionsOf = (id: string) => [`${id}-q`];
  it('are the exams with minutes, in sheet order; none in a paper room', () => {
    const room = {
      delivery: 'computer',
      config: { b: { minutes: 20 }, a: { minutes: 0 }, c: { minutes: 5 } },
    };
    expect(P.roomParts(room, ['a', 'c', 'b'], questionsOf)).toEqual([
      { id: 'c', minutes: 5, questions: ['c-q'] },
      { id: 'b', minutes: 20, questions: ['b-q'] },
    ]);
    expect(P.roomParts({ ...room, delivery: 'paper' }, ['a', 'c', 'b'], questionsOf)).toEqual([]);
    expect(P.roomParts({ delivery: 'computer', config: {} }, ['a'], questionsOf)).toEqual([]);
  });

  it('take only whole minutes 1–600', () => {
    for (const bad of [undefined, null, 0, -1, 2.5, '30', 601]) expect(P.minutesOf({ minutes: bad })).toBe(0);
    expect(P.minutesOf({ minutes: 600 })).toBe(600);
    expect(P.minutesOf(null)).toBe(0);
  });

  it('read stored times, empty when none or broken', () => {
    for (const none of ['', null, 'null', '[]', '{']) expect(P.parseTimes(none)).toEqual({});
    expect(P.parseTimes(`{"a":{"started":"${NINE}"}}`)).toEqual({ a: { started: NINE } });
  });
});

describe('starting a part', () => {
  const now = at(NINE);
  it('starts the first part, then only the next one, ending the one before', () => {
    const first = P.startPart(PARTS, {}, 'listening', now);
    expect(first).toEqual({ times: { listening: { started: NINE } } });
    expect(P.startPart(PARTS, {}, 'reading', now)).toEqual({ refusal: 'order' });
    const second = P.startPart(PARTS, first.times!, 'reading', now + 60_000);
    expect(second.times).toEqual({
      listening: { started: NINE, ended: '2026-11-22 09:01:00.000Z' },
      reading: { started: '2026-11-22 09:01:00.000Z' },
    });
  });

  it('answers the first start when repeated; refuses an exam that is not a part', () => {
    expect(P.startPart(PARTS, { listening: { started: NINE } }, 'listening', now + 5000)).toEqual({
      started: NINE,
    });
    expect(P.startPart(PARTS, {}, 'writing', now)).toEqual({ refusal: 'unknown' });
  });
});

describe('a part’s deadline and end', () => {
  const times: Times = { listening: { started: NINE } };
  it('is its start plus its minutes, capped by the room’s deadline', () => {
    expect(P.partDeadline(LISTENING, times, null)).toBe('2026-11-22 09:30:00.000Z');
    expect(P.partDeadline(LISTENING, times, '2026-11-22 09:10:00.000Z')).toBe('2026-11-22 09:10:00.000Z');
    expect(P.partDeadline({ id: 'reading', minutes: 60, questions: [] }, times, null)).toBeNull();
  });

  it('ends after its deadline plus the grace, when finished, or when the next starts', () => {
    const timing = (t: Times, nowText: string) =>
      P.partTimings(PARTS, t, null, at(nowText)).map((p) => p.ended);
    expect(timing(times, '2026-11-22 09:31:00.000Z')).toEqual([false, false]);
    expect(timing(times, '2026-11-22 09:31:00.001Z')).toEqual([true, false]);
    const finished = P.finishPart(PARTS, times, 'listening', null, at('2026-11-22 09:05:00.000Z'));
    expect(timing(finished.times!, '2026-11-22 09:05:00.000Z')).toEqual([true, false]);
    expect(timing({ ...times, reading: { started: NINE } }, NINE)).toEqual([true, false]);
  });

  it('lists every part for guest-search', () => {
    expect(P.partTimings(PARTS, times, null, at(NINE))).toEqual([
      { id: 'listening', minutes: 30, started: NINE, deadline: '2026-11-22 09:30:00.000Z', ended: false },
      { id: 'reading', minutes: 60, started: null, deadline: null, ended: false },
    ]);
  });

  it('is finished only once started; finishing again changes nothing', () => {
    expect(P.finishPart(PARTS, {}, 'listening', null, at(NINE))).toEqual({ refusal: 'not_started' });
    expect(P.finishPart(PARTS, {}, 'writing', null, at(NINE))).toEqual({ refusal: 'unknown' });
    const ended = { listening: { started: NINE, ended: NINE } };
    expect(P.finishPart(PARTS, ended, 'listening', null, at(NINE))).toEqual({ times: null });
  });
});

describe('the answers of an ended part', () => {
  it('are kept as stored: changes dropped, removals undone, others written', () => {
    const times: Times = { listening: { started: NINE, ended: NINE }, reading: { started: NINE } };
    const frozen = P.frozenQuestions(PARTS, times, null, at(NINE));
    expect([...frozen].sort()).toEqual(['l1', 'l2']);
    // A part not started yet takes no answers either; before any start, none does.
    const listening = { listening: { started: NINE } };
    expect([...P.frozenQuestions(PARTS, listening, null, at(NINE))]).toEqual(['r1']);
    expect([...P.frozenQuestions(PARTS, {}, null, at(NINE))].sort()).toEqual(['l1', 'l2', 'r1']);
    expect(P.anyStarted(PARTS, {})).toBe(false);
    expect(P.anyStarted(PARTS, listening)).toBe(true);
    const stored = [
      { questionId: 'l1', value: 'kept' },
      { questionId: 'r1', value: 'old' },
    ];
    const sent = [
      { questionId: 'l2', value: 'late' },
      { questionId: 'r1', value: 'new' },
    ];
    expect(P.keptAnswers(sent, stored, frozen)).toEqual([
      { questionId: 'r1', value: 'new' },
      { questionId: 'l1', value: 'kept' },
    ]);
    expect(P.keptAnswers(sent, stored, new Set())).toBe(sent);
  });

  it('are all kept once the last part’s deadline and grace have passed', () => {
    const times: Times = { listening: { started: NINE, ended: NINE }, reading: { started: NINE } };
    expect(P.isOver(PARTS, times, null, at('2026-11-22 10:01:00.000Z'))).toBe(false);
    expect(P.isOver(PARTS, times, null, at('2026-11-22 10:01:00.001Z'))).toBe(true);
    expect(P.isOver(PARTS, { listening: { started: NINE } }, null, at('2026-11-23 10:00:00.000Z'))).toBe(
      false,
    );
  });
});
