// Answers as the sheet holds them (a value per question id, and the flags) and as the server takes them
// (`{ Room, raw: { answers: [{ questionId, value }], flags: [questionId] } }`, docs/architecture.md, "Drafts and
// submissions").
import type { Answer, SaveAnswersBody } from '@/lib/api-types';
import { ESSAY_MAX_LENGTH } from '@/rules/limits';

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
    // The server holds every box to its own limit (50, an essay 30,000): this only bounds a damaged copy.
    if (known.has(answer.questionId)) values[answer.questionId] = answer.value.slice(0, ESSAY_MAX_LENGTH);
  }
  return values;
}

/** One answer per question of the sheet, in sheet order (blank ones as ''). */
export function answerList(values: AnswerValues, ids: readonly string[]): Answer[] {
  return ids.map((questionId) => ({ questionId, value: values[questionId] ?? '' }));
}

/** Equal keys mean the same answers. */
export function answersKey(values: AnswerValues, ids: readonly string[]): string {
  return JSON.stringify(ids.map((id) => values[id] ?? ''));
}

/** A sheet's answers and the questions flagged for review (docs/product.md, "Test conditions"). */
export interface SheetAnswers {
  values: AnswerValues;
  /** Question ids, in sheet order. */
  flags: string[];
}

/** Equal keys mean the same answers and flags: what the autosave compares against the last saved draft. */
export function sheetAnswersKey({ values, flags }: SheetAnswers, ids: readonly string[]): string {
  return `${answersKey(values, ids)}|${flags.join(',')}`;
}

/** `flags` with `questionId` flagged, or no longer flagged when it was; in sheet order. */
export function toggleFlagOf(flags: readonly string[], questionId: string, ids: readonly string[]): string[] {
  return flags.includes(questionId)
    ? flags.filter((id) => id !== questionId)
    : ids.filter((id) => id === questionId || flags.includes(id));
}

/**
 * What a draft sends: it replaces the whole draft, so the answers given so far with blanks left out (a third
 * of the bytes on an average sheet; a blank reads back as blank), and the flags.
 */
export function draftBody(roomId: string, { values, flags }: SheetAnswers, ids: readonly string[]) {
  const answers = answerList(values, ids).filter((answer) => answer.value !== '');
  return { Room: roomId, raw: { answers, flags } } satisfies SaveAnswersBody;
}

/** What the submission sends: every answer in sheet order (blanks as ''), and the flags, kept unscored. */
export function submissionBody(roomId: string, { values, flags }: SheetAnswers, ids: readonly string[]) {
  return { Room: roomId, raw: { answers: answerList(values, ids), flags } } satisfies SaveAnswersBody;
}

/** The question ids whose answer is blank after trimming, in sheet order. */
export function blankIds(values: AnswerValues, ids: readonly string[]): string[] {
  return ids.filter((id) => !(values[id] ?? '').trim());
}

/**
 * Whether `values` hold an answer that `submitted` does not (docs/product.md, "Exam day"): typed after the
 * teacher collected the sheet, so not included; the student is told, never left to find out.
 */
export function answersLeftOut(
  values: AnswerValues,
  submitted: readonly Answer[],
  ids: readonly string[],
): boolean {
  const sent = valuesFrom(submitted, ids);
  return ids.some((id) => {
    const value = values[id] ?? '';
    return value.trim() !== '' && value !== (sent[id] ?? '');
  });
}
