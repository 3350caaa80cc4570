import { describe, expect, it } from 'vitest';
import { resultsExams, studentInProgress, submittedStudent } from '@test/results-fixtures';
import { filterRows, fold, parseDate, sortRows, toRow } from './students';

const rows = [
  submittedStudent('b', 'Bruno Díaz', 18, 12, 70),
  studentInProgress('z', 'Zoë Brontë', 30),
  submittedStudent('a', 'Ada Lovelace', 31, 9, 55),
  studentInProgress('c', 'Chen Wei', 5),
].map((student) => toRow(student, resultsExams));
const names = (list: typeof rows) => list.map((row) => row.student.guest.name);

describe('student rows', () => {
  it('reads PocketBase dates and times a submission from its start', () => {
    expect(parseDate('2025-03-01 09:00:00.000Z')).toBe(Date.UTC(2025, 2, 1, 9));
    expect(parseDate('')).toBeNull();
    expect(parseDate('not a date')).toBeNull();
    expect(rows[0]!.timeTaken).toBe(70 * 60_000);
    expect(rows[1]!.timeTaken).toBeNull();
  });

  it('sorts by text, number and status, both ways, with missing values last either way', () => {
    expect(names(sortRows(rows, { column: 'name', direction: 'ascending' }))).toEqual([
      'Ada Lovelace',
      'Bruno Díaz',
      'Chen Wei',
      'Zoë Brontë',
    ]);
    expect(names(sortRows(rows, { column: 'score', direction: 'descending' }))).toEqual([
      'Ada Lovelace',
      'Bruno Díaz',
      'Chen Wei',
      'Zoë Brontë',
    ]);
    expect(names(sortRows(rows, { column: 'exam:reading', direction: 'descending' })).slice(0, 2)).toEqual([
      'Bruno Díaz',
      'Ada Lovelace',
    ]);
    expect(names(sortRows(rows, { column: 'status', direction: 'ascending' }))).toEqual([
      'Chen Wei',
      'Zoë Brontë',
      'Ada Lovelace',
      'Bruno Díaz',
    ]);
    expect(names(sortRows(rows, { column: 'time', direction: 'ascending' }))).toEqual([
      'Ada Lovelace',
      'Bruno Díaz',
      'Chen Wei',
      'Zoë Brontë',
    ]);
  });

  it('finds by every word of name or e-mail, without accents or case', () => {
    expect(fold('Zoë BRONTË')).toBe('zoe bronte');
    expect(names(filterRows(rows, 'zoe'))).toEqual(['Zoë Brontë']);
    expect(names(filterRows(rows, 'DIAZ b@'))).toEqual(['Bruno Díaz']);
    expect(names(filterRows(rows, '  '))).toHaveLength(4);
    expect(filterRows(rows, 'nobody')).toEqual([]);
  });
});
