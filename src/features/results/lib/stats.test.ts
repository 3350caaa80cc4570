import { describe, expect, it } from 'vitest';
import { classResults, itemAnalysis } from '@test/results-fixtures';
import { classSummary, mean, median, scoreBins } from './stats';
import { bandOrPercent, examEntryParts, formatDuration, formatNumber } from './format';
import { toRow } from './students';
import { hardestFirst } from './item-analysis';

describe('class summary', () => {
  it('mean and median of none, odd and even counts', () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
    expect(mean([1, 2, 6])).toBe(3);
    expect(median([6, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('bins 0…40 in ten ranges, the last 36–40, each score in its range', () => {
    const bins = scoreBins([0, 3, 4, 23, 24, 35, 36, 40, 40], 40);
    expect(bins.map((bin) => `${bin.from}–${bin.to}`)).toEqual([
      '0–3',
      '4–7',
      '8–11',
      '12–15',
      '16–19',
      '20–23',
      '24–27',
      '28–31',
      '32–35',
      '36–40',
    ]);
    expect(bins.map((bin) => bin.count)).toEqual([2, 1, 0, 0, 0, 1, 1, 0, 1, 3]);
    expect(scoreBins([2], 3).map((bin) => bin.count)).toEqual([0, 0, 1, 0]);
  });

  it('counts the class and summarises each exam over submitted students', () => {
    const summary = classSummary(classResults().students, classResults().exams);
    expect(summary).toMatchObject({ opened: 3, inProgress: 1, submitted: 2 });
    expect(summary.exams[0]).toMatchObject({ count: 2, mean: 24.5, median: 24.5 });
    expect(summary.exams[1]).toMatchObject({ count: 2, mean: 10.5 });
  });
});

describe('formatting', () => {
  it('shows the band when there is one, else the share correct', () => {
    expect(bandOrPercent({ score: 31, total: 40, band: 7 })).toBe('Band 7.0');
    expect(bandOrPercent({ score: 37, total: 40, band: 8.5 })).toBe('Band 8.5');
    expect(bandOrPercent({ score: 9, total: 13, band: null })).toBe('69%');
    expect(bandOrPercent({ score: 0, total: 0, band: null })).toBe('—');
  });
  it('durations, numbers and counts', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(35_000)).toBe('35 s');
    expect(formatDuration(42 * 60_000)).toBe('42 min');
    expect(formatDuration(65 * 60_000)).toBe('1 h 05 min');
    expect(formatNumber(27.25)).toBe('27.3');
    expect(formatNumber(27)).toBe('27');
  });
});

describe('item analysis', () => {
  it('puts the lowest share correct first, unanswered boxes last, ties in sheet order', () => {
    const items = itemAnalysis();
    const none = { ...items[0]!, questionId: 'none', submitted: 0, correct: 0 };
    expect(hardestFirst([none, ...items]).map((item) => item.questionId)).toEqual(['q2', 'r1', 'q1', 'none']);
  });
});

describe('a Writing exam (no score, a band)', () => {
  it('summarises the marked bands, reads as a band or the tasks marked, and sorts by its band', () => {
    const results = classResults();
    const writing = { id: 'writing', name: 'Writing', kind: 'academic_writing' as const, total: 2 };
    const [, ada, bruno] = results.students;
    ada!.submission!.exams.writing = { band: 6.5, marked: 2, total: 2 } as never;
    bruno!.submission!.exams.writing = { band: null, marked: 1, total: 2 } as never;
    const summary = classSummary(results.students, [writing]);
    expect(summary.exams[0]).toMatchObject({ count: 1, mean: 6.5, median: 6.5 });
    expect(summary.exams[0]!.bins).toHaveLength(10);
    expect(summary.exams[0]!.bins[6]!.count).toBe(1);
    expect(examEntryParts({ band: 6.5, marked: 2, total: 2 })).toEqual({
      main: 'Band 6.5',
      detail: 'Writing',
    });
    expect(examEntryParts({ band: null, marked: 1, total: 2 })).toEqual({
      main: '—',
      detail: '1 of 2 tasks marked',
    });
    expect(examEntryParts({ score: 31, total: 40, band: 7 })).toEqual({ main: '31/40', detail: 'Band 7.0' });
    const rows = results.students.map((student) => toRow(student, [writing]));
    expect(rows.map((row) => row.examScores.writing)).toEqual([null, 6.5, null]);
  });
});
