// Estimated IELTS bands (see docs/architecture.md, "Scoring"): raw score out of 40 → band, computed when
// results are read and never stored, so editing a table never needs a regrade. The server's results and the
// marking screens both use these (docs/architecture.md, "One source per rule").

/** A band table: [minScore, band] rows, highest first. */
export type BandTable = [number, number][];

/** Built-in tables per exam kind: [minScore, band] rows, highest first; below the last row, no band. */
export const BAND_TABLES: Record<'listening' | 'academic_reading' | 'general_reading', BandTable> = {
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
export const BAND_TOTAL = 40;

const isTable = (rows: unknown): rows is BandTable =>
  Array.isArray(rows) &&
  rows.length > 0 &&
  rows.every((row) => Array.isArray(row) && typeof row[0] === 'number' && typeof row[1] === 'number');

/**
 * The band of a score, or null: when the total is not 40, when the exam has no table (kind `other` and no
 * own `bands`), or when the score is below the table's last row. An exam's own `bands` replace the
 * built-in table of its kind.
 */
export function bandFor(
  exam: { kind?: string; bands?: unknown } | null | undefined,
  score: unknown,
  total: number,
): number | null {
  if (total !== BAND_TOTAL || typeof score !== 'number') return null;
  const own = exam && isTable(exam.bands) ? exam.bands : null;
  const table =
    own ||
    (exam && Object.prototype.hasOwnProperty.call(BAND_TABLES, exam.kind as string)
      ? BAND_TABLES[exam.kind as keyof typeof BAND_TABLES]
      : null);
  if (!table) return null;
  for (const [min, band] of table) if ((score as number) >= min) return band;
  return null;
}

// Marked bands (docs/architecture.md, "Writing and marking"): criteria are whole bands 0–9 and every band
// on a table is a half band, so each mean below is a fraction of whole numbers and is rounded as one, never
// through floating point (0.1 + 0.2 would not do: (6 + 6.5 + 6.5 + 6) / 4 must be exactly 6.25).

/**
 * The nearest half band to numerator / denominator, halves up: 6.25 → 6.5, 6.75 → 7, 6.125 → 6. The
 * nearest half is floor(2x + 1/2) / 2, that is floor((4n + d) / 2d) / 2 in whole numbers.
 * `numerator` a whole number ≥ 0 (or a number exact in binary, as 6.25), `denominator` a whole number > 0.
 */
export function roundBand(numerator: number, denominator?: number): number {
  const d = denominator === undefined ? 1 : denominator;
  return Math.floor((4 * numerator + d) / (2 * d)) / 2;
}

const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

/** The four Writing criteria of a task and the four of Speaking, in order. */
export const WRITING_CRITERIA = ['ta', 'cc', 'lr', 'gra'];
export const SPEAKING_CRITERIA = ['fc', 'lr', 'gra', 'p'];

/** A task's or Speaking's criteria by name, each a whole band 0–9. */
export type Criteria = Record<string, number>;

const criteriaSum = (criteria: Criteria, names: string[]) => sum(names.map((name) => criteria[name]!));

/** A Writing task's band: the exact mean of its four criteria (5.75 stays 5.75). */
export function taskBand(criteria: Criteria): number {
  return criteriaSum(criteria, WRITING_CRITERIA) / 4;
}

/** The Writing band: roundBand((task1 + 2 × task2) / 3), from the two tasks' criteria. */
export function writingBand(task1: Criteria, task2: Criteria): number {
  // (s1/4 + 2 · s2/4) / 3 = (s1 + 2 · s2) / 12, with s the sums of the criteria.
  return roundBand(criteriaSum(task1, WRITING_CRITERIA) + 2 * criteriaSum(task2, WRITING_CRITERIA), 12);
}

/** The Speaking band: roundBand(mean of the four criteria). */
export function speakingBand(criteria: Criteria): number {
  return roundBand(criteriaSum(criteria, SPEAKING_CRITERIA), 4);
}

/** The overall band of the four skills' bands (half bands): roundBand((L + R + W + S) / 4). */
export function overallBand(listening: number, reading: number, writing: number, speaking: number): number {
  // Each band is a half band, so twice it is whole: (2L + 2R + 2W + 2S) / 8.
  return roundBand(
    [listening, reading, writing, speaking].reduce((n, band) => n + Math.round(2 * band), 0),
    8,
  );
}

/** The mean of whole-band criteria, rounded (the Speaking dialog's band of the four it shows). */
export function roundedMean(criteria: number[]): number {
  return roundBand(sum(criteria), criteria.length);
}

/** The exact mean of whole-band criteria: a Writing task's band (5.75 stays 5.75). */
export function exactMean(criteria: number[]): number {
  return sum(criteria) / criteria.length;
}
