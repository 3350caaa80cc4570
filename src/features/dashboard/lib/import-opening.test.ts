import { describe, expect, it } from 'vitest';
import type { RoomImport } from '@/lib/import-schema';
import { whyClosed } from './import-opening';

const file = (groups: { from: number; to: number; nums: number[] }[], name = 'Reading 1') =>
  ({
    room: { name: 'Walk Tuesday Group', slug: 'walk', accepting: false },
    exams: [
      {
        name,
        sections: [
          {
            name: 'Passage 1',
            groups: groups.map(({ from, to, nums }) => ({
              from,
              to,
              questions: nums.map((num) => ({ num, keys: ['x'] })),
            })),
          },
        ],
      },
    ],
  }) as unknown as RoomImport;

describe('whyClosed', () => {
  it('opens a room whose every number has its question, whatever the file says of accepting', () => {
    expect(whyClosed(file([{ from: 1, to: 3, nums: [1, 2, 3] }]))).toBeNull();
  });

  it('names the numbers without a question, and a room without exams', () => {
    expect(whyClosed(file([{ from: 1, to: 4, nums: [1, 3] }]))).toBe(
      '“Reading 1” has no question or key for numbers 2, 4',
    );
    expect(whyClosed({ ...file([]), exams: [] })).toBe('it has no exams yet');
  });
});
