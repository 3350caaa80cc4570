import { beforeEach, describe, expect, it } from 'vitest';
import type { ResultsExam } from '@/lib/api-types';
import { columnChoices, heldBands, readColumnSettings, saveColumnSettings, shownColumns } from './columns';

const exam = (kind: string): ResultsExam => ({ id: kind, name: kind, kind, total: 40 }) as ResultsExam;

describe('results columns', () => {
  beforeEach(() => localStorage.clear());

  it('has band columns only for the skills the room holds', () => {
    expect(heldBands([exam('academic_reading')])).toEqual(['reading', 'speaking']);
    expect(heldBands([exam('listening'), exam('general_reading'), exam('academic_writing')])).toEqual([
      'listening',
      'reading',
      'writing',
      'speaking',
      'overall',
    ]);
    expect(heldBands([exam('other')])).toEqual([]);
  });

  it('shows Speaking, Overall and Away at first, the rest once chosen', () => {
    const choices = columnChoices([exam('listening'), exam('academic_reading'), exam('academic_writing')]);
    expect([...shownColumns(choices, {})]).toEqual(['band:speaking', 'band:overall', 'away']);
    expect([...shownColumns(choices, { email: true, away: false })]).toEqual([
      'email',
      'band:speaking',
      'band:overall',
    ]);
  });

  it('keeps each teacher’s choices apart on the device', () => {
    saveColumnSettings('t1', { email: true });
    expect(readColumnSettings('t1')).toEqual({ email: true });
    expect(readColumnSettings('t2')).toEqual({});
    localStorage.setItem('answersheet_results_columns_t3', 'not json');
    expect(readColumnSettings('t3')).toEqual({});
  });
});
