import { describe, expect, it } from 'vitest';
import { practiceRoom } from '@test/admin-fixtures';
import type { RoomRecord } from '@/lib/api-types';
import { byUrgency, isTimed } from './room-state';

const room = (id: string, overrides: Partial<RoomRecord>) => practiceRoom({ id, ...overrides });
const counts = (writing: number, submitted: number, to_mark: number) => ({ writing, submitted, to_mark });

describe('the dashboard’s order', () => {
  it('puts what needs the teacher now first', () => {
    const rooms = [
      room('closed', { accepting: false, counts: counts(0, 9, 0) }),
      room('open', { accepting: true, counts: counts(0, 0, 0) }),
      room('marking', { accepting: false, counts: counts(0, 3, 2) }),
      room('later', { accepting: true, counts: counts(2, 0, 0), next_deadline: '2026-11-28 11:00:00.000Z' }),
      room('soon', { accepting: true, counts: counts(1, 0, 0), next_deadline: '2026-11-28 10:00:00.000Z' }),
      room('paused', { accepting: true, paused_at: '2026-11-28 09:00:00.000Z', counts: counts(3, 0, 0) }),
    ];
    expect(byUrgency(rooms).map((r) => r.id)).toEqual([
      'paused',
      'soon',
      'later',
      'marking',
      'open',
      'closed',
    ]);
  });

  it('keeps the newest first within a rank, and reads a room without counts as quiet', () => {
    const rooms = [room('b', { accepting: true }), room('a', { accepting: true })];
    expect(byUrgency(rooms).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('calls a room timed by its limit or an exam’s minutes', () => {
    expect(isTimed(room('x', { time_limit: 60 }))).toBe(true);
    expect(isTimed(room('x', { time_limit: 0, config: { e: { minutes: 30 } } }))).toBe(true);
    expect(isTimed(room('x', { time_limit: 0, config: {} }))).toBe(false);
  });
});
