// Estimated bands: every row boundary of the three built-in tables (at the row and one below), an exam's own
// table, and no band unless the exam has 40 boxes.
import { describe, expect, it } from 'vitest';
import * as B from './bands';

const kinds = ['listening', 'academic_reading', 'general_reading'] as const;

describe('bandFor', () => {
  for (const kind of kinds) {
    describe(kind, () => {
      const table = B.BAND_TABLES[kind];
      it.each(table.map((row, i) => [row[0], row[1], i] as const))(
        'score %i gives %d, one below gives the next row',
        (min, band, i) => {
          expect(B.bandFor({ kind }, min, 40)).toBe(band);
          const next = table[i + 1];
          expect(B.bandFor({ kind }, min - 1, 40)).toBe(next ? next[1] : null);
        },
      );
      it('gives 9 for 40 and nothing for 0', () => {
        expect(B.bandFor({ kind }, 40, 40)).toBe(9);
        expect(B.bandFor({ kind }, 0, 40)).toBeNull();
      });
    });
  }

  it('holds the tables of the design (first and last rows)', () => {
    expect(B.BAND_TABLES.listening[3]).toEqual([32, 7.5]);
    expect(B.BAND_TABLES.academic_reading[3]).toEqual([33, 7.5]);
    expect(B.BAND_TABLES.general_reading[0]).toEqual([40, 9]);
    for (const kind of kinds)
      expect(B.BAND_TABLES[kind].at(-1)).toEqual([kind === 'general_reading' ? 6 : 4, 2.5]);
  });

  it('gives no band unless the total is 40', () => {
    expect(B.bandFor({ kind: 'listening' }, 39, 39)).toBeNull();
    expect(B.bandFor({ kind: 'listening' }, 40, 41)).toBeNull();
  });

  it('gives no band to kind other without a table of its own', () => {
    expect(B.bandFor({ kind: 'other' }, 40, 40)).toBeNull();
    expect(B.bandFor({}, 40, 40)).toBeNull();
  });

  it('uses an exam’s own table instead of the built-in one', () => {
    const own: [number, number][] = [
      [30, 8],
      [20, 6],
    ];
    expect(B.bandFor({ kind: 'listening', bands: own }, 39, 40)).toBe(8);
    expect(B.bandFor({ kind: 'other', bands: own }, 20, 40)).toBe(6);
    expect(B.bandFor({ kind: 'other', bands: own }, 19, 40)).toBeNull();
  });
});
