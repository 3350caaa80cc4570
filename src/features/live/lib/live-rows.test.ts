import { describe, expect, it } from 'vitest';
import { liveStudent } from '@test/live-api';
import { formatAgo, formatAway, formatLeft, liveSummary, sortLiveRows, toLiveRow } from './live-rows';

const now = Date.UTC(2026, 10, 27, 10, 0);

describe('live rows', () => {
  it('sorts 2,000 students by time left, those without a clock last either way, ties by name', () => {
    const students = Array.from({ length: 2000 }, (_, i) =>
      liveStudent(`g${i}`, `Student ${i % 50}`, now, {
        minutesLeft: i % 7,
        ...(i % 10 === 0 ? { status: 'submitted' as const, deadline: null } : {}),
      }),
    );
    const rows = students.map(toLiveRow);
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortLiveRows(rows, { column: 'left', direction });
      const clocks = sorted.filter((r) => r.deadline !== null).map((r) => r.deadline!);
      expect(clocks).toHaveLength(1800);
      expect(sorted.slice(1800).every((r) => r.student.status === 'submitted')).toBe(true);
      const sign = direction === 'ascending' ? 1 : -1;
      for (let i = 1; i < clocks.length; i++)
        expect(sign * (clocks[i]! - clocks[i - 1]!)).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts the class by state', () => {
    const students = [
      liveStudent('a', 'A', now),
      liveStudent('b', 'B', now, { status: 'paused' }),
      liveStudent('c', 'C', now, { status: 'not_started', deadline: null }),
      liveStudent('d', 'D', now, { status: 'time_up' }),
    ];
    expect(liveSummary(students)).toBe(
      '4 students: 1 writing · 1 paused · 1 out of time · 0 submitted · 1 not started',
    );
    // While the room is paused no one is writing: the summary says paused, as each row does.
    expect(liveSummary(students.slice(1))).toBe(
      '3 students: 1 paused · 1 out of time · 0 submitted · 1 not started',
    );
  });

  it('writes times as the screen shows them', () => {
    expect(formatLeft(65 * 60_000 + 9_500)).toBe('1:05:09');
    expect(formatLeft(42 * 60_000 + 7_000)).toBe('42:07');
    expect(formatLeft(-5_000)).toBe('0:00');
    expect(formatAgo(2_000)).toBe('just now');
    expect(formatAgo(35_000)).toBe('35 s ago');
    expect(formatAgo(4 * 60_000 + 59_000)).toBe('4 min ago');
    expect(formatAway(65)).toBe('1 min 05 s');
    expect(formatAway(3720)).toBe('1 h 02 min');
  });
});
