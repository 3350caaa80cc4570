// Estimated IELTS bands (see docs/architecture.md, "Scoring"): raw score out of 40 → band, computed when
// results are read and never stored, so editing a table never needs a regrade. Pure: no PocketBase globals.

/** Built-in tables per exam kind: [minScore, band] rows, highest first; below the last row, no band. */
const BAND_TABLES = {
  listening: [
    [39, 9],
    [37, 8.5],
    [35, 8],
    [32, 7.5],
    [30, 7],
    [26, 6.5],
    [23, 6],
    [18, 5.5],
    [16, 5],
    [13, 4.5],
    [11, 4],
    [8, 3.5],
    [6, 3],
    [4, 2.5],
  ],
  academic_reading: [
    [39, 9],
    [37, 8.5],
    [35, 8],
    [33, 7.5],
    [30, 7],
    [27, 6.5],
    [23, 6],
    [19, 5.5],
    [15, 5],
    [13, 4.5],
    [10, 4],
    [8, 3.5],
    [6, 3],
    [4, 2.5],
  ],
  general_reading: [
    [40, 9],
    [39, 8.5],
    [37, 8],
    [36, 7.5],
    [34, 7],
    [32, 6.5],
    [30, 6],
    [27, 5.5],
    [23, 5],
    [19, 4.5],
    [15, 4],
    [12, 3.5],
    [9, 3],
    [6, 2.5],
  ],
};

/** The raw score bands are defined for: an exam with another number of boxes on the sheet gets none. */
const BAND_TOTAL = 40;

const isTable = (rows) =>
  Array.isArray(rows) &&
  rows.length > 0 &&
  rows.every((row) => Array.isArray(row) && typeof row[0] === 'number' && typeof row[1] === 'number');

/**
 * The band of a score, or null: when the total is not 40, when the exam has no table (kind `other` and no
 * own `bands`), or when the score is below the table's last row. An exam's own `bands` replace the
 * built-in table of its kind.
 * @param {{ kind?: string, bands?: [number, number][] | null }} exam
 */
function bandFor(exam, score, total) {
  if (total !== BAND_TOTAL || typeof score !== 'number') return null;
  const own = exam && isTable(exam.bands) ? exam.bands : null;
  const table =
    own ||
    (exam && Object.prototype.hasOwnProperty.call(BAND_TABLES, exam.kind) ? BAND_TABLES[exam.kind] : null);
  if (!table) return null;
  for (const [min, band] of table) if (score >= min) return band;
  return null;
}

module.exports = { BAND_TABLES, BAND_TOTAL, bandFor };
