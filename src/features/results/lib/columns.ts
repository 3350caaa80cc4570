// Which columns the results table shows (docs/product.md, "Results"): Name, Status, Score and each exam
// always; a band column only for a skill the room holds; the rest behind "Columns", each teacher's choice
// kept on the device. So a class's table fits 1280 px without scrolling sideways.
import type { ResultsExam } from '@/lib/api-types';
import { BAND_COLUMNS, type BandSkill } from './students';

export type OptionalColumn = 'email' | 'time' | 'away' | 'pastes' | `band:${BandSkill}`;

export interface ColumnChoice {
  id: OptionalColumn;
  label: string;
  /** Shown until the teacher says otherwise. */
  byDefault: boolean;
}

/** The skill an exam of each kind tests (pb_hooks/lib/marking.js's SKILL_OF_KIND). */
const SKILL_OF_KIND: Record<string, BandSkill | undefined> = {
  listening: 'listening',
  academic_reading: 'reading',
  general_reading: 'reading',
  academic_writing: 'writing',
  general_writing: 'writing',
};

/** The band columns the room's exams call for, in BAND_COLUMNS' order. */
export function heldBands(exams: ResultsExam[]): BandSkill[] {
  const held = new Set(exams.map((exam) => SKILL_OF_KIND[exam.kind]).filter(Boolean));
  const ielts = held.size > 0;
  const allThree = held.has('listening') && held.has('reading') && held.has('writing');
  return BAND_COLUMNS.map(({ skill }) => skill).filter((skill) =>
    // Speaking is entered by the teacher in any IELTS room; the overall band needs the other three too.
    skill === 'speaking' ? ielts : skill === 'overall' ? allThree : held.has(skill),
  );
}

/**
 * The columns the teacher may show or hide, for this room. A skill's band is already under its exam's
 * score, so only Speaking and Overall (no exam of their own) show at first; Away shows too (exam day).
 */
export function columnChoices(exams: ResultsExam[]): ColumnChoice[] {
  const bands = heldBands(exams).map((skill) => ({
    id: `band:${skill}` as const,
    label: `${BAND_COLUMNS.find((c) => c.skill === skill)!.label} band`,
    byDefault: skill === 'speaking' || skill === 'overall',
  }));
  return [
    { id: 'email', label: 'E-mail', byDefault: false },
    ...bands,
    { id: 'time', label: 'Time taken', byDefault: false },
    { id: 'away', label: 'Away', byDefault: true },
    { id: 'pastes', label: 'Pastes', byDefault: false },
  ];
}

/** The teacher's choices as kept: column → shown; a column never chosen follows its default. */
export type ColumnSettings = Partial<Record<OptionalColumn, boolean>>;

/** The optional columns shown, for the room's choices and the teacher's settings. */
export function shownColumns(choices: ColumnChoice[], settings: ColumnSettings): Set<OptionalColumn> {
  return new Set(choices.filter((c) => settings[c.id] ?? c.byDefault).map((c) => c.id));
}

const KEY_PREFIX = 'answersheet_results_columns_';

/** The teacher's kept choices (none when unreadable). */
export function readColumnSettings(teacher: string): ColumnSettings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY_PREFIX + teacher) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ColumnSettings) : {};
  } catch {
    return {};
  }
}

export function saveColumnSettings(teacher: string, settings: ColumnSettings): void {
  try {
    localStorage.setItem(KEY_PREFIX + teacher, JSON.stringify(settings));
  } catch {
    // A full or blocked storage: the choice holds until the page is left.
  }
}
