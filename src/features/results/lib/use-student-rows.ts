import { useMemo } from 'react';
import type { ResultsExam, ResultsStudent } from '@/lib/api-types';
import { filterRows, sortRows, toRow, type SortState, type StudentRow } from './students';

// Rows by the student object they were made from: garbage-collected with it.
const made = new WeakMap<ResultsStudent, { exams: ResultsExam[]; row: StudentRow }>();

function rowOf(student: ResultsStudent, exams: ResultsExam[]): StudentRow {
  const known = made.get(student);
  if (known?.exams === exams) return known.row;
  const row = toRow(student, exams);
  made.set(student, { exams, row });
  return row;
}

/**
 * The table's rows, searched and sorted. A student the last poll did not change keeps the same object
 * (the query shares unchanged data), so their row is reused and its memoised view does not render again.
 */
export function useStudentRows(
  students: ResultsStudent[],
  exams: ResultsExam[],
  query: string,
  sort: SortState,
): StudentRow[] {
  const rows = useMemo(() => students.map((student) => rowOf(student, exams)), [students, exams]);
  const found = useMemo(() => filterRows(rows, query), [rows, query]);
  return useMemo(() => sortRows(found, sort), [found, sort]);
}
