// How the marks of Writing and Speaking read (docs/architecture.md, "Writing and marking"): the criteria's
// names and a band written out. The one source of both for every screen (marks, report card, results,
// marking, the Speaking dialog).
import type { Band, SpeakingCriteria, WritingCriteria } from './api-types';

/** The four Writing criteria in order; `ta` is Task Achievement for Task 1 and Task Response for Task 2. */
export function writingCriteria(task: number): { key: keyof WritingCriteria; name: string }[] {
  return [
    { key: 'ta', name: task === 1 ? 'Task Achievement' : 'Task Response' },
    { key: 'cc', name: 'Coherence and Cohesion' },
    { key: 'lr', name: 'Lexical Resource' },
    { key: 'gra', name: 'Grammatical Range and Accuracy' },
  ];
}

export const SPEAKING_CRITERIA: { key: keyof SpeakingCriteria; name: string }[] = [
  { key: 'fc', name: 'Fluency and Coherence' },
  { key: 'lr', name: 'Lexical Resource' },
  { key: 'gra', name: 'Grammatical Range and Accuracy' },
  { key: 'p', name: 'Pronunciation' },
];

/** A band as written: 7.0, 6.5, a task's exact 6.25; "—" where there is none. */
export function formatBand(band: Band | undefined): string {
  if (band === null || band === undefined) return '—';
  return Number.isInteger(band) ? band.toFixed(1) : String(band);
}
