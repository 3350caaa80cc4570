import { describe, expect, it } from 'vitest';
import { collectedLabel, studentsWritingLabel } from './collect-labels';

describe('collect labels', () => {
  it('counts the students still writing', () => {
    expect(studentsWritingLabel(0)).toBe('No student is writing now.');
    expect(studentsWritingLabel(1)).toBe('1 student is still writing.');
    expect(studentsWritingLabel(23)).toBe('23 students are still writing.');
  });

  it('says how many sheets were collected', () => {
    expect(collectedLabel(0)).toBe('No sheets were open. The room is closed.');
    expect(collectedLabel(1)).toBe('Collected 1 sheet. The room is closed.');
    expect(collectedLabel(3)).toBe('Collected 3 sheets. The room is closed.');
  });
});
