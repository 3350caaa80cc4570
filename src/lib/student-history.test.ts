import { describe, expect, it } from 'vitest';
import type { StudentRoom, StudentType } from './api-types';
import { criteriaOverTime, formatDay, percent, skillBands, trendOf } from './student-history';

const type = (right: number, total: number, recent: [number, number]): StudentType => ({
  skill: 'reading',
  type: 'tfng',
  right,
  total,
  recent: { right: recent[0], total: recent[1] },
});

const room = (over: Partial<StudentRoom>): StudentRoom => ({
  id: 'r',
  name: 'Mock',
  slug: 'mock',
  date: '2026-11-28 10:00:00.000Z',
  exams: [],
  writing: null,
  speaking: null,
  overall: null,
  ...over,
});

describe('student history', () => {
  it('gives the share right as a whole percentage, none without boxes', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBeNull();
  });

  it('calls a trend up or down from 5 points, none when recent is everything', () => {
    expect(trendOf(type(10, 20, [8, 10]))).toBe('up');
    expect(trendOf(type(10, 20, [2, 10]))).toBe('down');
    expect(trendOf(type(10, 20, [5, 10]))).toBe('steady');
    expect(trendOf(type(10, 20, [10, 20]))).toBeNull();
    expect(trendOf(type(10, 20, [0, 0]))).toBeNull();
  });

  it("reads a mock's band per skill from its exams and marks", () => {
    const bands = skillBands(
      room({
        exams: [
          { id: 'l', name: 'L', kind: 'listening', score: 30, total: 40, band: 7 },
          { id: 'r', name: 'R', kind: 'general_reading', score: 30, total: 40, band: 6 },
        ],
        writing: { band: 6.5, tasks: [] },
        speaking: null,
      }),
    );
    expect(bands).toEqual({ listening: 7, reading: 6, writing: 6.5, speaking: null });
  });

  it('means the Writing criteria over the tasks, oldest mock first', () => {
    const rooms = [
      room({ name: 'New', speaking: { band: 6, criteria: { fc: 6, lr: 6, gra: 6, p: 6 } } }),
      room({
        name: 'Old',
        writing: {
          band: 6,
          tasks: [
            { num: 1, band: 6, criteria: { ta: 6, cc: 6, lr: 6, gra: 6 } },
            { num: 2, band: 6.5, criteria: { ta: 7, cc: 6, lr: 7, gra: 6 } },
          ],
        },
      }),
    ];
    const over = criteriaOverTime(rooms);
    expect(over.map((r) => r.room)).toEqual(['Old', 'New']);
    expect(over[0]!.writing).toEqual({ ta: 6.5, cc: 6, lr: 6.5, gra: 6 });
    expect(over[1]!.writing).toBeNull();
    expect(over[1]!.speaking).toEqual({ fc: 6, lr: 6, gra: 6, p: 6 });
  });

  it('writes a stored time as a day', () => {
    expect(formatDay('2026-11-28 10:00:00.000Z')).toBe('28 Nov 2026');
  });
});
