// Answers as the sheet holds them (a value per question id) and as the server takes them ([{questionId, value}]).
import type { Answer } from '@/lib/api-types';

export const ANSWER_MAX_LENGTH = 50;

/** questionId → what the student typed. */
export type AnswerValues = Record<string, string>;

/** Matches saved answers to the sheet by questionId; answers for questions no longer on it are dropped. */
export function valuesFrom(
  answers: readonly Answer[] | null | undefined,
  ids: readonly string[],
): AnswerValues {
  const known = new Set(ids);
  const values: AnswerValues = {};
  for (const answer of answers ?? []) {
    if (!answer || typeof answer.questionId !== 'string' || typeof answer.value !== 'string') continue;
    if (known.has(answer.questionId)) values[answer.questionId] = answer.value.slice(0, ANSWER_MAX_LENGTH);
  }
  return values;
}

/** One answer per question of the sheet, in sheet order (blank ones as ''). */
export function answerList(values: AnswerValues, ids: readonly string[]): Answer[] {
  return ids.map((questionId) => ({ questionId, value: values[questionId] ?? '' }));
}

/** Equal keys mean the same answers: what the autosave compares against the last saved draft. */
export function answersKey(values: AnswerValues, ids: readonly string[]): string {
  return JSON.stringify(ids.map((id) => values[id] ?? ''));
}

/** The question ids whose answer is blank after trimming, in sheet order. */
export function blankIds(values: AnswerValues, ids: readonly string[]): string[] {
  return ids.filter((id) => !(values[id] ?? '').trim());
}
