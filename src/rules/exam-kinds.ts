// The kinds of exam (docs/architecture.md, "Writing and marking"): what an exam document may say it is, and
// which kinds are marked by people rather than scored.

export const EXAM_KINDS = [
  'listening',
  'academic_reading',
  'general_reading',
  'academic_writing',
  'general_writing',
  'other',
] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/** The Writing kinds: two essay tasks, marked by a teacher, never scored. */
export const WRITING_KINDS: readonly ExamKind[] = ['academic_writing', 'general_writing'];
export const isWritingKind = (kind: unknown): boolean => WRITING_KINDS.indexOf(kind as ExamKind) !== -1;
