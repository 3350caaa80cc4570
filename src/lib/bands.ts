// The band rounding, the browser's copy of pb_hooks/lib/bands.js's roundBand (docs/architecture.md,
// "Writing and marking"): the nearest half band, halves up, from a fraction of whole numbers, never through
// floating point. src/lib/bands.test.ts holds the two equal on every quarter band.

/** The nearest half band to numerator / denominator, halves up: 6.25 → 6.5, 6.75 → 7, 6.125 → 6. */
export function roundBand(numerator: number, denominator = 1): number {
  return Math.floor((4 * numerator + denominator) / (2 * denominator)) / 2;
}

/** The mean of whole-band criteria, rounded: the Speaking band (roundBand of the mean of the four). */
export function roundedMean(criteria: number[]): number {
  return roundBand(
    criteria.reduce((n, band) => n + band, 0),
    criteria.length,
  );
}

/** The exact mean of whole-band criteria: a Writing task's band (5.75 stays 5.75). */
export function exactMean(criteria: number[]): number {
  return criteria.reduce((n, band) => n + band, 0) / criteria.length;
}
