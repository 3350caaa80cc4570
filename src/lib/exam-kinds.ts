import type { ExamKind } from '@/lib/api-types';

/** How the screens name each kind of exam. */
export const EXAM_KIND_LABELS: Record<ExamKind, string> = {
  listening: 'Listening',
  academic_reading: 'Academic Reading',
  general_reading: 'General Training Reading',
  academic_writing: 'Academic Writing',
  general_writing: 'General Training Writing',
  other: 'Other',
};

/** A Writing exam: marked by a teacher, its entry in the results `{ band, marked, total }` with no score. */
export { isWritingKind } from '@/rules/exam-kinds';

const SKILL_NAMES: Partial<Record<ExamKind, string>> = {
  listening: 'Listening',
  academic_reading: 'Reading',
  general_reading: 'Reading',
  academic_writing: 'Writing',
  general_writing: 'Writing',
};

/** What the student calls a test: its skill ("Reading"), or its name for another kind. */
export const testNameOf = (exam: { name: string; kind?: ExamKind | null }) =>
  (exam.kind && SKILL_NAMES[exam.kind]) || exam.name;
