import { describe, expect, it } from 'vitest';
import { isDueDate, overdueCount, releasedOnTime } from './turnaround.js';

const at = (iso: string) => Date.parse(iso);

describe('turnaround', () => {
  it('takes calendar dates written YYYY-MM-DD only', () => {
    expect(isDueDate('2026-11-28')).toBe(true);
    expect(isDueDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-1-5', '28/11/2026', '', null, 20261128])
      expect(isDueDate(bad)).toBe(false);
  });

  it('counts every unmarked script overdue from the day after the date, on the room’s clock', () => {
    const room = { marks_due: '2026-11-28', time_zone: 'Asia/Ho_Chi_Minh' };
    // 23:30 on the 28th in Ho Chi Minh City (16:30 UTC): still due today.
    expect(overdueCount(room, 5, at('2026-11-28T16:30:00Z'))).toBe(0);
    // 00:30 on the 29th there (17:30 UTC on the 28th): overdue.
    expect(overdueCount(room, 5, at('2026-11-28T17:30:00Z'))).toBe(5);
    expect(overdueCount({ marks_due: '', time_zone: '' }, 5, at('2030-01-01T00:00:00Z'))).toBe(0);
  });

  it('says released on time by the last release’s day, null unless released with a date due', () => {
    const room = { marks_due: '2026-11-28', time_zone: '', marks_released: true };
    expect(releasedOnTime({ ...room, marks_released_at: '2026-11-28 23:59:00.000Z' })).toBe(true);
    expect(releasedOnTime({ ...room, marks_released_at: '2026-11-29 00:00:00.000Z' })).toBe(false);
    expect(releasedOnTime({ ...room, marks_released: false, marks_released_at: '' })).toBeNull();
    expect(
      releasedOnTime({ ...room, marks_due: '', marks_released_at: '2026-11-28 10:00:00.000Z' }),
    ).toBeNull();
  });
});
