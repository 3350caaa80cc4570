// CSV that opens correctly in Excel and LibreOffice (see docs/architecture.md, "HTTP routes"): UTF-8 with a
// byte-order mark, CRLF line ends, cells quoted when they hold a quote or a comma. Control characters are
// dropped (a tab or line break becomes a space, so words stay apart): a spreadsheet may skip them and read
// what follows, as LibreOffice reads "\u0000=HYPERLINK(…)" as a formula. A cell that a spreadsheet would
// read as a formula, whose first character that is not blank is =, +, - or @ (or their full-width forms), is
// written with a leading ' so it stays text. Pure: no PocketBase globals.

const BOM = '\ufeff';
const LINE_BREAK_OR_TAB = /[\t\n\v\f\r]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * A formula sign after any blanks: white space and the invisible format characters (zero-width space,
 * direction marks, byte-order mark…), spelled out because the hooks' JS engine has no \p{…} classes.
 */
const FORMULA_START =
  /^[ \u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/** One cell as CSV text. Numbers are written as they are (a negative number is data, not a formula). */
function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value).replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row (an array of cells) as a CSV line, CRLF included. */
function csvRow(row) {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** Rows as a CSV document: BOM first, CRLF after every row. A streamed document writes BOM, then csvRow's. */
function toCsv(rows) {
  let out = BOM;
  for (const row of rows) out += csvRow(row);
  return out;
}

module.exports = { BOM, csvCell, csvRow, toCsv };
