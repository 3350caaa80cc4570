import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  AWAY_BATCH_MAX,
  AWAY_KEPT_MAX,
  awayStorageKey,
  AwayTracker,
  nextBatch,
  readAway,
  writeAway,
} from './away-events';
import type { AwayEvent } from '@/lib/api-types';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');

function tracker() {
  let now = T0;
  const events: AwayEvent[] = [];
  const t = new AwayTracker(
    () => now,
    (e) => events.push(e),
  );
  const later = (ms: number) => {
    now += ms;
  };
  return { t, events, later };
}

describe('the tracker', () => {
  it('records a hidden page with how long, on the clock it is given', () => {
    const { t, events, later } = tracker();
    t.hidden();
    later(12_340);
    t.visible();
    t.visible();
    expect(events).toEqual([{ kind: 'hidden', at: '2026-11-22T09:00:00.000Z', seconds: 12.3 }]);
  });

  it('records a blur of 1 s or more, not a shorter one', () => {
    const { t, events, later } = tracker();
    t.blur();
    later(999);
    t.focus();
    expect(events).toEqual([]);
    t.blur();
    later(1_000);
    t.focus();
    expect(events).toEqual([{ kind: 'blur', at: '2026-11-22T09:00:00.999Z', seconds: 1 }]);
  });

  it('counts switching tabs once, as hidden', () => {
    const { t, events, later } = tracker();
    t.blur();
    t.hidden();
    later(5_000);
    t.visible();
    t.focus();
    expect(events.map((e) => e.kind)).toEqual(['hidden']);
  });

  it('records a paste at once', () => {
    const { t, events } = tracker();
    t.paste();
    expect(events).toEqual([{ kind: 'paste', at: '2026-11-22T09:00:00.000Z', seconds: 0 }]);
  });
});

describe('the queue on the device', () => {
  const event: AwayEvent = { kind: 'blur', at: '2026-11-22T09:00:00.000Z', seconds: 2 };

  it('keeps events per room and guest, and reads back nothing it cannot trust', () => {
    const key = awayStorageKey('room1', 'uuid1');
    expect(key).toBe('answersheet_away_room1_uuid1');
    writeAway(localStorage, key, [event]);
    expect(readAway(localStorage, key)).toEqual([event]);
    writeAway(localStorage, key, []);
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{broken');
    expect(readAway(localStorage, key)).toEqual([]);
    localStorage.setItem(key, JSON.stringify([event, { kind: 'blur' }, 7]));
    expect(readAway(localStorage, key)).toEqual([event]);
    expect(readAway(null, key)).toEqual([]);
  });

  it('keeps the newest when there are too many, and survives a refused storage', () => {
    const key = awayStorageKey('room2', 'uuid2');
    const many = Array.from({ length: AWAY_KEPT_MAX + 5 }, (_, i) => ({ ...event, seconds: i }));
    writeAway(localStorage, key, many);
    const kept = readAway(localStorage, key);
    expect(kept).toHaveLength(AWAY_KEPT_MAX);
    expect(kept[0]!.seconds).toBe(5);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeAway(refusing, key, [event])).not.toThrow();
  });

  it('sends at most 50 at a time; keeps a batch the server could not take, drops one it refused', () => {
    const events = Array.from({ length: 120 }, () => event);
    expect(nextBatch(events)).toHaveLength(AWAY_BATCH_MAX);
    expect(AWAY_BATCH_MAX).toBe(50);
    for (const status of [undefined, 0, 429, 500, 502, 503]) expect(afterFailure(status)).toBe('retry');
    for (const status of [400, 401, 403, 404, 409]) expect(afterFailure(status)).toBe('drop');
  });
});
