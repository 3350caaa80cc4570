import type { ExamKind } from '@/lib/api-types';

/** How a teacher names each kind of exam (docs/product.md, "Results"). */
export const EXAM_KIND_LABELS: Record<ExamKind, string> = {
  listening: 'Listening',
  academic_reading: 'Academic Reading',
  general_reading: 'General Training Reading',
  other: 'Other',
};
