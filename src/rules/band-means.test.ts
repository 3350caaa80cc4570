// The means the marking screens round: roundBand of a fraction or of its value, and the Speaking dialog's
// rounded mean, which must be the band the server stores.
import { describe, expect, it } from 'vitest';
import { exactMean, roundBand, roundedMean, speakingBand } from './bands';

describe('roundBand', () => {
  it('rounds every quarter band 0–9 the same as a fraction and as its value', () => {
    for (let quarters = 0; quarters <= 36; quarters++) {
      expect(roundBand(quarters / 4)).toBe(roundBand(quarters, 4));
    }
  });

  it('rounds halves up to the nearest half band', () => {
    expect(roundBand(25, 4)).toBe(6.5); // 6.25
    expect(roundBand(27, 4)).toBe(7); // 6.75
    expect(roundBand(49, 8)).toBe(6); // 6.125
    expect(roundBand(31, 8)).toBe(4); // 3.875
  });

  it("gives Speaking's band as the server stores it for every set of four criteria summing 0–36", () => {
    for (let sum = 0; sum <= 36; sum++) {
      const a = Math.min(9, sum);
      const b = Math.min(9, sum - a);
      const c = Math.min(9, sum - a - b);
      const d = sum - a - b - c;
      expect(roundedMean([a, b, c, d])).toBe(speakingBand({ fc: a, lr: b, gra: c, p: d }));
    }
  });

  it("keeps a Writing task's mean exact", () => {
    expect(exactMean([6, 6, 5, 6])).toBe(5.75);
  });
});
