// The four Writing criteria of a task and the four of Speaking, with the names the screens give them
// (docs/architecture.md, "Writing and marking").
import type { SpeakingCriteria, WritingCriteria } from '@/lib/api-types';

export type WritingCriterion = keyof WritingCriteria;
export type SpeakingCriterion = keyof SpeakingCriteria;

export const WRITING_CRITERIA: WritingCriterion[] = ['ta', 'cc', 'lr', 'gra'];
export const SPEAKING_CRITERIA: SpeakingCriterion[] = ['fc', 'lr', 'gra', 'p'];

/** Every whole band a criterion takes. */
export const BANDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

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

export const SPEAKING_CRITERION_NAMES: Record<SpeakingCriterion, string> = {
  fc: 'Fluency and Coherence',
  lr: 'Lexical Resource',
  gra: 'Grammatical Range and Accuracy',
  p: 'Pronunciation',
};
