// How a student's history reads (docs/product.md, "Students across mocks"): the names of the question types,
// the share right, the trend from all mocks to the recent ones, each mock's four bands, and the means of the
// Writing and Speaking criteria. One source for the teacher's history and the student's progress page.
import type { Band, StudentRoom, StudentType } from './api-types';

export const SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
export type Skill = (typeof SKILLS)[number];
export const SKILL_LABELS: Record<Skill, string> = {
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  speaking: 'Speaking',
};

export const TYPE_LABELS: Record<StudentType['type'], string> = {
  tfng: 'True / False / Not Given',
  ynng: 'Yes / No / Not Given',
  choice: 'Multiple choice (one answer)',
  multi: 'Multiple choice (several answers)',
  match: 'Matching',
  gap: 'Completion (gaps)',
};

/** right of total as a whole percentage; null when there were none. */
export const percent = (right: number, total: number): number | null =>
  total > 0 ? Math.round((right / total) * 100) : null;

/** The change from all mocks to the recent ones that counts as a trend, in percentage points. */
export const TREND_POINTS = 5;

/** Whether the recent share is above, below or near the share over all mocks; null without both. */
export function trendOf(type: StudentType): 'up' | 'down' | 'steady' | null {
  const all = percent(type.right, type.total);
  const recent = percent(type.recent.right, type.recent.total);
  if (all === null || recent === null || type.recent.total === type.total) return null;
  if (recent - all >= TREND_POINTS) return 'up';
  if (all - recent >= TREND_POINTS) return 'down';
  return 'steady';
}

/** A mock's band per skill: the first exam of the skill, the Writing and Speaking marks. */
export function skillBands(room: StudentRoom): Record<Skill, Band> {
  const exam = (kinds: string[]) => room.exams.find((x) => kinds.includes(x.kind))?.band ?? null;
  return {
    listening: exam(['listening']),
    reading: exam(['academic_reading', 'general_reading']),
    writing: room.writing?.band ?? null,
    speaking: room.speaking?.band ?? null,
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

/**
 * Each mock's mean of each Writing criterion (over its marked tasks) and its Speaking criteria, oldest first:
 * [{ room, date, writing: { ta, cc, lr, gra } | null, speaking: { fc, lr, gra, p } | null }].
 */
export function criteriaOverTime(rooms: StudentRoom[]) {
  return [...rooms].reverse().map((room) => {
    const tasks = room.writing?.tasks ?? [];
    return {
      room: room.name,
      date: room.date,
      writing:
        tasks.length === 0
          ? null
          : {
              ta: mean(tasks.map((t) => t.criteria.ta)),
              cc: mean(tasks.map((t) => t.criteria.cc)),
              lr: mean(tasks.map((t) => t.criteria.lr)),
              gra: mean(tasks.map((t) => t.criteria.gra)),
            },
      speaking: room.speaking ? room.speaking.criteria : null,
    };
  });
}

/** A stored time ("2026-11-28 15:00:00.000Z") as a date: "28 Nov 2026". */
export function formatDay(stored: string): string {
  const at = new Date(stored.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return stored;
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Whether any room gives a band in any skill: a chart of none would be axes alone. */
export const hasBands = (rooms: readonly StudentRoom[]) =>
  rooms.some((room) => SKILLS.some((skill) => skillBands(room)[skill] !== null));
