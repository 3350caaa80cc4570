// What "New exam" saves (docs/product.md, "Authoring"): a valid document laid out as the kind's paper is,
// so the teacher's next step is pasting the key, not building parts. Pure.
import type { ExamDocument, ExamKind } from '@/lib/api-types';
import { WRITING_MIN_WORDS } from '@/rules/writing-task';

const LAYOUTS: Record<ExamKind, { name: string; from: number; to: number }[]> = {
  listening: [
    { name: 'Part 1', from: 1, to: 10 },
    { name: 'Part 2', from: 11, to: 20 },
    { name: 'Part 3', from: 21, to: 30 },
    { name: 'Part 4', from: 31, to: 40 },
  ],
  academic_reading: [
    { name: 'Passage 1', from: 1, to: 13 },
    { name: 'Passage 2', from: 14, to: 26 },
    { name: 'Passage 3', from: 27, to: 40 },
  ],
  general_reading: [
    { name: 'Section 1', from: 1, to: 14 },
    { name: 'Section 2', from: 15, to: 27 },
    { name: 'Section 3', from: 28, to: 40 },
  ],
  academic_writing: [
    { name: 'Task 1', from: 1, to: 1 },
    { name: 'Task 2', from: 2, to: 2 },
  ],
  general_writing: [
    { name: 'Task 1', from: 1, to: 1 },
    { name: 'Task 2', from: 2, to: 2 },
  ],
  other: [{ name: 'Part 1', from: 1, to: 10 }],
};

/** A new exam: the kind's parts, one group each, no keys yet. */
export function starterDocument(name: string, kind: ExamKind): ExamDocument {
  return {
    name,
    kind,
    bands: null,
    accept_initials: false,
    sections: LAYOUTS[kind].map((part, i) => ({
      name: part.name,
      groups: [
        kind === 'academic_writing' || kind === 'general_writing'
          ? // One essay question, no keys: a Writing exam's shape.
            {
              from: part.from,
              to: part.to,
              either_order: [],
              type: 'essay' as const,
              min_words: WRITING_MIN_WORDS[i],
              questions: [{ num: part.from, keys: [] }],
            }
          : { from: part.from, to: part.to, either_order: [], questions: [] },
      ],
    })),
  };
}
