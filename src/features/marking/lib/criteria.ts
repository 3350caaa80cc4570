// The four Writing criteria of a task, with the names the screens give them
// (docs/architecture.md, "Writing and marking").
import type { WritingCriteria } from '@/lib/api-types';

export type WritingCriterion = keyof WritingCriteria;

export const WRITING_CRITERIA: WritingCriterion[] = ['ta', 'cc', 'lr', 'gra'];

/** A Writing criterion's name: `ta` is "Task Achievement" for Task 1 and "Task Response" for Task 2. */
export function writingCriterionName(criterion: WritingCriterion, task: number): string {
  switch (criterion) {
    case 'ta':
      return task === 1 ? 'Task Achievement' : 'Task Response';
    case 'cc':
      return 'Coherence and Cohesion';
    case 'lr':
      return 'Lexical Resource';
    case 'gra':
      return 'Grammatical Range and Accuracy';
  }
}

/**
 * The key that opens a Writing criterion's bank comments on the marking screen (docs/product.md, "Keyboard
 * marking"): its initial, so T, C, L and G, then a digit 1–9 picks one.
 */
export const BANK_KEYS: Record<string, WritingCriterion> = { t: 'ta', c: 'cc', l: 'lr', g: 'gra' };
