// CSV that opens correctly in Excel and LibreOffice (see docs/architecture.md, "HTTP routes"): UTF-8 with a
// byte-order mark, CRLF line ends, cells quoted when they hold a quote, comma or line break, and a cell
// that a spreadsheet would read as a formula (beginning with =, +, -, @, tab or carriage return) written
// with a leading ' so it stays text. Pure: no PocketBase globals.

const BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text. Numbers are written as they are (a negative number is data, not a formula). */
function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (arrays of cells) as a CSV document: BOM first, CRLF after every row. */
function toCsv(rows) {
  let out = BOM;
  for (const row of rows) out += `${row.map(csvCell).join(',')}\r\n`;
  return out;
}

module.exports = { csvCell, toCsv };
