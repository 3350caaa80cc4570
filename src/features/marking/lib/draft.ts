// A mark being typed: kept in the screen's state per script, so nothing typed is lost on an error or when
// the marker moves to another script and back (docs/product.md, "Marking").
import type { EssayNote, WritingCriteria, WritingMark, WritingMarkBody } from '@/lib/api-types';
import { exactMean } from '@/rules/bands';
import { WRITING_CRITERIA } from './criteria';

export interface MarkDraft {
  criteria: Partial<WritingCriteria>;
  comment: string;
  /** Ranges in characters (code points) of the essay, as the server keeps them. */
  notes: EssayNote[];
}

export const draftOf = (mark: WritingMark | null): MarkDraft =>
  mark
    ? {
        criteria: { ...mark.criteria },
        comment: mark.comment,
        notes: mark.notes.map((note) => ({ ...note })),
      }
    : { criteria: {}, comment: '', notes: [] };

/** Whether the draft holds anything the saved mark does not. */
export function isDirty(draft: MarkDraft, mark: WritingMark | null): boolean {
  return JSON.stringify(toComparable(draft)) !== JSON.stringify(toComparable(draftOf(mark)));
}

const toComparable = (draft: MarkDraft) => ({
  criteria: WRITING_CRITERIA.map((name) => draft.criteria[name] ?? null),
  comment: draft.comment,
  notes: draft.notes,
});

/** The four criteria when all are chosen, else the field errors to show at the missing ones. */
export function markBody(draft: MarkDraft): { body: WritingMarkBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const name of WRITING_CRITERIA) {
    if (draft.criteria[name] === undefined) errors[`criteria.${name}`] = 'Choose a band from 0 to 9.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: { criteria: draft.criteria as WritingCriteria, comment: draft.comment, notes: draft.notes },
  };
}

/** The task band of a full set of criteria: their exact mean (5.75 stays 5.75); null until all four are set. */
export function draftBand(draft: MarkDraft): number | null {
  const bands = WRITING_CRITERIA.map((name) => draft.criteria[name]);
  if (bands.some((band) => band === undefined)) return null;
  return exactMean(bands as number[]);
}
