// The students table as the results screen shows it: one row per student with the values its columns
// sort by, searched by name or e-mail. Pure, so sorting 500 rows is tested without a screen.
import type { ResultsExam, ResultsStudent, StudentBands } from '@/lib/api-types';
import { sortStudents, type SortState as ColumnSort } from '@/lib/student-sort';
import { isWritingEntry, type ExamEntry } from './format';

export type BandSkill = keyof StudentBands;
/** The band columns after the exams' (docs/architecture.md, "Writing and marking"). */
export const BAND_COLUMNS: { skill: BandSkill; label: string }[] = [
  { skill: 'listening', label: 'Listening' },
  { skill: 'reading', label: 'Reading' },
  { skill: 'writing', label: 'Writing' },
  { skill: 'speaking', label: 'Speaking' },
  { skill: 'overall', label: 'Overall' },
];

export type SortColumn =
  'name' | 'email' | 'status' | 'score' | 'time' | 'away' | 'pastes' | `exam:${string}` | `band:${BandSkill}`;
export type SortState = ColumnSort<SortColumn>;

export interface StudentRow {
  /** The guest id: one row per guest in a room. */
  key: string;
  student: ResultsStudent;
  /** In progress first, by share answered, then submitted. */
  statusRank: number;
  /** null while in progress. */
  score: number | null;
  examScores: Record<string, number | null>;
  /** Milliseconds from the start to the submission; null while in progress or with no start. */
  timeTaken: number | null;
  /** Name and e-mail folded for search (lower case, no accents). */
  haystack: string;
}

/** PocketBase writes dates as "2025-03-01 10:00:00.000Z"; Date.parse wants a "T". */
export function parseDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? null : time;
}

/** Lower case without accents, so "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function toRow(student: ResultsStudent, exams: ResultsExam[]): StudentRow {
  const submission = student.submission;
  const start = parseDate(submission?.started ?? student.started);
  const end = parseDate(submission?.created);
  const examScores: Record<string, number | null> = {};
  for (const exam of exams) {
    // A Writing exam sorts by its band: its entry has no score.
    const entry: ExamEntry | undefined = submission?.exams[exam.id];
    examScores[exam.id] = !entry ? null : isWritingEntry(entry) ? entry.band : entry.score;
  }
  return {
    key: student.guest.id,
    student,
    statusRank: submission ? 2 : student.total ? (student.answered ?? 0) / student.total : 0,
    score: submission ? submission.score : null,
    examScores,
    timeTaken: start !== null && end !== null && end >= start ? end - start : null,
    haystack: fold(`${student.guest.name} ${student.guest.email}`),
  };
}

/** Rows whose name or e-mail holds every word of `query`. */
export function filterRows(rows: StudentRow[], query: string): StudentRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.haystack.includes(word)));
}

function valueOf(row: StudentRow, column: SortColumn): string | number | null {
  switch (column) {
    case 'name':
      return row.student.guest.name;
    case 'email':
      return row.student.guest.email;
    case 'status':
      return row.statusRank;
    case 'score':
      return row.score;
    case 'time':
      return row.timeTaken;
    case 'away':
      return row.student.away.seconds;
    case 'pastes':
      return row.student.pastes;
    default:
      if (column.startsWith('band:'))
        return row.student.bands?.[column.slice('band:'.length) as BandSkill] ?? null;
      return row.examScores[column.slice('exam:'.length)] ?? null;
  }
}

/** Rows sorted by one column (lib/student-sort.ts): no score yet or no time goes last. */
export function sortRows(rows: StudentRow[], sort: SortState): StudentRow[] {
  return sortStudents(rows, sort, valueOf);
}
