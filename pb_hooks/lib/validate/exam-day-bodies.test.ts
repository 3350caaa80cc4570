// The bodies of the exam-day routes (docs/architecture.md, "Exam day"): extra time and a batch of events.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const V = createRequire(import.meta.url)('./exam-day-bodies.js') as {
  EVENTS_PER_REQUEST: number;
  validateAccommodationBody: (body: unknown) => {
    extra_percent: number;
    extra_minutes: number;
    note: string;
  };
  validateEventsBody: (body: unknown, nowMs: number) => { room: string; events: object[] };
};

/** The field paths of the 400 a call throws. */
function errorsOf(call: () => unknown): string[] {
  try {
    call();
  } catch (error) {
    const e = error as { status: number; data: Record<string, unknown> };
    expect(e.status).toBe(400);
    return Object.keys(e.data);
  }
  throw new Error('no error');
}

describe('extra time', () => {
  it('takes a whole percent 0–100 and a note of up to 200 characters', () => {
    expect(V.validateAccommodationBody({ extra_percent: 25, note: ' Reader ' })).toEqual({
      extra_percent: 25,
      extra_minutes: 0,
      note: 'Reader',
    });
    expect(V.validateAccommodationBody({ extra_percent: 0, note: null })).toEqual({
      extra_percent: 0,
      extra_minutes: 0,
      note: '',
    });
    expect(V.validateAccommodationBody({ extra_percent: 100 })).toEqual({
      extra_percent: 100,
      extra_minutes: 0,
      note: '',
    });
    for (const extra of [-1, 101, 2.5, '10', null])
      expect(errorsOf(() => V.validateAccommodationBody({ extra_percent: extra }))).toEqual([
        'extra_percent',
      ]);
    expect(errorsOf(() => V.validateAccommodationBody({}))).toEqual(['extra_percent']);
    expect(errorsOf(() => V.validateAccommodationBody({ extra_percent: 5, note: 'x'.repeat(201) }))).toEqual([
      'note',
    ]);
    expect(errorsOf(() => V.validateAccommodationBody({ extra_percent: 5, note: 5 }))).toEqual(['note']);
  });
});

describe('events', () => {
  const now = Date.parse('2026-11-22T09:30:00.000Z');
  const event = { kind: 'hidden', at: '2026-11-22T09:29:00.123Z', seconds: 4.56 };

  it('are stored as times PocketBase keeps, in tenths of a second; a paste has none', () => {
    expect(
      V.validateEventsBody({ Room: 'r1', events: [event, { ...event, kind: 'paste', seconds: 3 }] }, now),
    ).toEqual({
      room: 'r1',
      events: [
        { kind: 'hidden', at: '2026-11-22 09:29:00.123Z', seconds: 4.6 },
        { kind: 'paste', at: '2026-11-22 09:29:00.123Z', seconds: 0 },
      ],
    });
  });

  it('are refused by the field at fault', () => {
    const many = Array.from({ length: V.EVENTS_PER_REQUEST + 1 }, () => event);
    expect(V.validateEventsBody({ Room: 'r1', events: many.slice(1) }, now).events).toHaveLength(50);
    expect(errorsOf(() => V.validateEventsBody({ Room: 'r1', events: many }, now))).toEqual(['events']);
    expect(errorsOf(() => V.validateEventsBody({ Room: 'r1', events: [] }, now))).toEqual(['events']);
    expect(errorsOf(() => V.validateEventsBody({ Room: 'r1', events: 'hidden' }, now))).toEqual(['events']);
    expect(errorsOf(() => V.validateEventsBody({ events: [event] }, now))).toEqual(['Room']);
    expect(
      errorsOf(() =>
        V.validateEventsBody(
          {
            Room: 'r1',
            events: [
              { ...event, kind: 'copy' },
              { ...event, at: 'soon' },
              { ...event, at: '2026-11-14T09:00:00Z' },
              { ...event, at: '2026-11-22T09:36:00Z' },
              { ...event, seconds: -1 },
              { ...event, seconds: 86_401 },
              { ...event, seconds: '3' },
              7,
            ],
          },
          now,
        ),
      ),
    ).toEqual([
      'events.0.kind',
      'events.1.at',
      'events.2.at',
      'events.3.at',
      'events.4.seconds',
      'events.5.seconds',
      'events.6.seconds',
      'events.7',
    ]);
  });
});
