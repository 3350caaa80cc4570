// CSV for spreadsheets: BOM, CRLF, quoting, and formula injection defused.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { csvCell, toCsv } = createRequire(import.meta.url)('./csv.js') as {
  csvCell: (value: unknown) => string;
  toCsv: (rows: unknown[][]) => string;
};

describe('csv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('\ufeffa,b\r\n1,2\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Lê, Thị')).toBe('"Lê, Thị"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('defuses %j with a leading quote', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes numbers, blanks and plain text as they are', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('library')).toBe('library');
  });
});
