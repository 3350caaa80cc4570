// The editor's unsaved working copy, kept on this device per exam (docs/product.md, "Authoring"), so a
// reload or a closed tab loses nothing. It remembers the server's `updated` it was started from: a copy
// made before the exam was saved elsewhere is offered, not put over the newer exam unasked.
import type { ExamDraft, GroupScreen } from './exam-draft';

export interface StoredDraft {
  /** The server's `updated` of the exam this copy was edited from. */
  updated: string;
  draft: ExamDraft;
}

export const storedDraftKey = (examId: string) => `answersheet_exam_draft_${examId}`;

export function readStoredDraft(examId: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(storedDraftKey(examId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.updated !== 'string' || !isDraft(parsed.draft)) return null;
    return { updated: parsed.updated, draft: withScreens(parsed.draft) };
  } catch {
    return null;
  }
}

/** A copy written by this editor (not a stale or hand-edited one the editor would trip over). */
function isDraft(value: unknown): value is ExamDraft {
  const draft = value as ExamDraft | undefined;
  return (
    typeof draft?.name === 'string' &&
    typeof draft.kind === 'string' &&
    Array.isArray(draft.sections) &&
    draft.sections.every(
      (section) =>
        typeof section?.name === 'string' &&
        Array.isArray(section.groups) &&
        section.groups.every(
          (group) =>
            typeof group?.from === 'string' &&
            typeof group.to === 'string' &&
            typeof group.eitherOrder === 'string' &&
            Array.isArray(group.questions) &&
            typeof group.retired === 'object',
        ),
    )
  );
}

/**
 * A copy written before the editor carried the content of the test on computer has no `screen` on its parts:
 * they get an empty one (the server's defaults), so the copy still opens and nothing typed in it is lost. One
 * written before the minimum words had a field of their own kept them in the group's `screen`.
 */
function withScreens(draft: ExamDraft): ExamDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      screen: section.screen ?? {},
      groups: section.groups.map((group) => {
        const { min_words: kept, ...screen }: GroupScreen & { min_words?: number | null } =
          group.screen ?? {};
        const minWords =
          typeof group.minWords === 'string' ? group.minWords : typeof kept === 'number' ? String(kept) : '';
        return { ...group, minWords, screen };
      }),
    })),
  };
}

export function writeStoredDraft(examId: string, stored: StoredDraft): void {
  try {
    localStorage.setItem(storedDraftKey(examId), JSON.stringify(stored));
  } catch {
    // A full or disabled storage: the copy on screen is still there, and leaving still asks first.
  }
}

export function clearStoredDraft(examId: string): void {
  try {
    localStorage.removeItem(storedDraftKey(examId));
  } catch {
    // Nothing was stored.
  }
}
