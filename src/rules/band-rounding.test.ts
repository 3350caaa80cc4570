// Marked bands (docs/architecture.md, "Writing and marking"): roundBand to the nearest half band, halves up,
// in whole numbers; the task, Writing, Speaking and overall bands built on it.
import { describe, expect, it } from 'vitest';
import * as B from './bands';

/** Every quarter band from 0 to 9 and its rounding, written out: .25 goes up to .5, .75 up to the whole. */
const QUARTERS: [number, number][] = Array.from({ length: 37 }, (_, q) => {
  const whole = Math.floor(q / 4);
  const rounded = [whole, whole + 0.5, whole + 0.5, whole + 1][q % 4]!;
  return [q, rounded];
});

describe('roundBand', () => {
  it.each(QUARTERS)('rounds %i quarters to %d', (quarters, band) => {
    expect(B.roundBand(quarters, 4)).toBe(band);
    expect(B.roundBand(quarters / 4)).toBe(band);
  });

  it.each([
    [6.25, 6.5],
    [6.75, 7],
    [6.125, 6],
    [3.875, 4],
    [6.5, 6.5],
    [0, 0],
    [9, 9],
  ])('rounds %d to %d (the official examples)', (x, band) => {
    expect(B.roundBand(x * 8, 8)).toBe(band);
    expect(B.roundBand(x)).toBe(band);
  });

  it('rounds thirds and twelfths by whole numbers only', () => {
    expect(B.roundBand(20, 3)).toBe(6.5); // 6.67
    expect(B.roundBand(19, 3)).toBe(6.5); // 6.33
    expect(B.roundBand(73, 12)).toBe(6); // 6.083
    expect(B.roundBand(75, 12)).toBe(6.5); // 6.25 exactly: halves up
  });
});

describe('the bands of marks', () => {
  const writing = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

  it('gives a task the exact mean of its criteria', () => {
    expect(B.taskBand(writing(6, 6, 5, 6))).toBe(5.75);
    expect(B.taskBand(writing(7, 7, 7, 7))).toBe(7);
  });

  it('weighs Task 2 twice in the Writing band, rounded once', () => {
    // (5.75 + 2 × 6.5) / 3 = 6.25 → 6.5
    expect(B.writingBand(writing(6, 6, 5, 6), writing(7, 6, 7, 6))).toBe(6.5);
    // (7 + 2 × 5) / 3 = 5.67 → 5.5
    expect(B.writingBand(writing(7, 7, 7, 7), writing(5, 5, 5, 5))).toBe(5.5);
    // (6 + 2 × 6.25) / 3 = 6.1667 → 6
    expect(B.writingBand(writing(6, 6, 6, 6), writing(7, 6, 6, 6))).toBe(6);
  });

  it('rounds the Speaking mean', () => {
    expect(B.speakingBand({ fc: 6, lr: 6, gra: 7, p: 6 })).toBe(6.5); // 6.25
    expect(B.speakingBand({ fc: 7, lr: 7, gra: 7, p: 6 })).toBe(7); // 6.75
  });

  it('rounds the overall band as the official examples', () => {
    expect(B.overallBand(6.5, 6.5, 5, 7)).toBe(6.5); // 6.25
    expect(B.overallBand(4, 3.5, 4, 4)).toBe(4); // 3.875
    expect(B.overallBand(6.5, 6, 6, 5.5)).toBe(6); // 6.0
    expect(B.overallBand(6.5, 6.5, 5.5, 6)).toBe(6); // 6.125
  });
});
