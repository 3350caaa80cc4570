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
