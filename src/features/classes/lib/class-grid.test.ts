import { describe, expect, it } from 'vitest';
import type { ClassProgress, StudentBands } from '@/lib/api-types';
import { gridCsv, heatMap, meansByRoom } from './class-grid';

const bands = (overall: number | null, listening: number | null = null): StudentBands => ({
  overall,
  listening,
  reading: null,
  writing: null,
  speaking: null,
});
const progress: ClassProgress = {
  rooms: [
    { id: 'r1', name: 'Mock 1', slug: 'm1', date: '2026-01-01 10:00:00.000Z' },
    { id: 'r2', name: 'Mock, 2', slug: 'm2', date: '2026-02-01 10:00:00.000Z' },
  ],
  students: [
    { id: 'a', name: 'Anna "A" Lee', email: 'anna@school.test', bands: { r1: bands(6, 6.5), r2: bands(7) } },
    { id: 'b', name: 'Ben', email: 'ben@school.test', bands: { r1: bands(5.5, 5) } },
  ],
  types: [
    { skill: 'reading', type: 'tfng', right: 3, total: 4 },
    { skill: 'listening', type: 'gap', right: 1, total: 3 },
    { skill: 'reading', type: 'gap', right: 0, total: 0 },
  ],
};

describe('the class grid', () => {
  it('means a band per room over those who have it', () => {
    expect(meansByRoom(progress, 'overall')).toEqual([5.8, 7]);
    expect(meansByRoom(progress, 'listening')).toEqual([5.8, null]);
    expect(meansByRoom(progress, 'writing')).toEqual([null, null]);
  });

  it('lays the types out by skill, with the share right and none where not given', () => {
    expect(heatMap(progress.types)).toEqual({
      skills: ['reading', 'listening'],
      rows: [
        { type: 'tfng', cells: [{ right: 3, total: 4, share: 75 }, null] },
        {
          type: 'gap',
          cells: [
            { right: 0, total: 0, share: null },
            { right: 1, total: 3, share: 33 },
          ],
        },
      ],
    });
  });

  it('writes the grid as CSV, quoting what needs it and leaving a mock not sat blank', () => {
    expect(gridCsv(progress, 'overall')).toBe(
      'Name,E-mail,Mock 1 (Overall),"Mock, 2 (Overall)"\r\n' +
        '"Anna ""A"" Lee",anna@school.test,6.0,7.0\r\n' +
        'Ben,ben@school.test,5.5,\r\n',
    );
  });
});
