// The exam editor (docs/product.md, "Authoring"): the whole exam as one working copy, validated as it is
// edited, saved in one request; kept on this device until saved, and leaving asks first.
import { CircleAlert, Plus, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionError } from '@/components/action-error';
import { SortableList } from '@/components/sortable-list';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SavedExam } from '@/lib/api-types';
import { fieldErrors } from '@/lib/errors';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSaveExam } from '../api/exam';
import { clearStoredDraft, readStoredDraft, writeStoredDraft, type StoredDraft } from '../lib/draft-storage';
import {
  applyKeys,
  describePath,
  documentFromDraft,
  draftFromDocument,
  newSection,
  nextNumber,
  sameDocument,
  splitGroups,
  typeChanges,
  validateDraft,
  type DraftSection,
  type ExamDraft,
  type Problems,
} from '../lib/exam-draft';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { ConfirmRequestDialog, type ConfirmRequest } from './confirm-dialog';
import { ExamSettings } from './exam-settings';
import { GROUP_TYPE_LABELS } from './group-screen-editor';
import { PasteKeysDialog } from './paste-keys-dialog';
import { SectionEditor } from './section-editor';

type Notice = { kind: 'restored' } | { kind: 'older'; stored: StoredDraft } | null;

/** The working copy to start from: the device's copy of this very version, else the server's. */
function startFrom(exam: SavedExam): { draft: ExamDraft; notice: Notice } {
  const saved = draftFromDocument(exam);
  const stored = readStoredDraft(exam.id);
  if (!stored || sameDocument(stored.draft, saved)) return { draft: saved, notice: null };
  if (stored.updated === exam.updated) return { draft: stored.draft, notice: { kind: 'restored' } };
  // Made before the exam was saved again (elsewhere): offered, never put over the newer exam unasked.
  return { draft: saved, notice: { kind: 'older', stored } };
}

export function ExamEditor({ exam }: { exam: SavedExam }) {
  const [start] = useState(() => startFrom(exam));
  const [draft, setDraft] = useState(start.draft);
  const [notice, setNotice] = useState<Notice>(start.notice);
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Save with problems, or refused by the server field by field: the summary takes the focus once shown.
  const [summaryWanted, setSummaryWanted] = useState(0);
  useEffect(() => {
    if (summaryWanted > 0) summaryRef.current?.focus();
  }, [summaryWanted]);
  const save = useSaveExam(exam.id);

  const saved = useMemo(() => draftFromDocument(exam), [exam]);
  const dirty = !sameDocument(draft, saved);
  const problems = useMemo(() => ({ ...serverProblems, ...validateDraft(draft) }), [draft, serverProblems]);
  const problemList = Object.entries(problems);
  const guard = useLeaveGuard(dirty);

  // The device's copy follows every change; a saved (or unchanged) exam needs none. An older copy on
  // offer stays until the teacher chooses, or edits this version instead.
  useEffect(() => {
    if (notice?.kind === 'older' && !dirty) return;
    if (dirty) writeStoredDraft(exam.id, { updated: exam.updated, draft });
    else clearStoredDraft(exam.id);
  }, [draft, dirty, exam.id, exam.updated, notice]);

  const update = (change: (draft: ExamDraft) => ExamDraft) => {
    setDraft(change);
    setServerProblems({});
    setSaveError(null);
    if (notice?.kind === 'older') setNotice(null);
  };
  const updateSection = (si: number, change: (section: DraftSection) => DraftSection) =>
    update((d) => ({ ...d, sections: d.sections.map((s, i) => (i === si ? change(s) : s)) }));

  const send = () =>
    save.mutate(documentFromDraft(draft), {
      onSuccess: ({ exam: stored, regraded }) => {
        setDraft(draftFromDocument(stored));
        setNotice(null);
        toast.success(
          regraded > 0 ? `Saved. ${plural(regraded, 'submission', 'submissions')} regraded.` : 'Saved.',
        );
      },
      onError: (error) => {
        const found = fieldErrors(error);
        setServerProblems(found);
        setSaveError(error);
        if (Object.keys(found).length > 0) setSummaryWanted((n) => n + 1);
      },
    });

  const onSave = () => {
    if (problemList.length > 0) {
      setSummaryWanted((n) => n + 1);
      return;
    }
    const { rooms, submissions } = exam.usage;
    if (submissions > 0) {
      setConfirm({
        title: 'Save changes in every room?',
        body: (
          <p>
            This exam is used by {plural(rooms.length, 'room', 'rooms')} with{' '}
            {plural(submissions, 'submission', 'submissions')}. Saving changes it in every room and regrades
            the submissions whose keys changed.
          </p>
        ),
        confirmLabel: 'Save and regrade',
        onConfirm: send,
      });
      return;
    }
    send();
  };

  const discard = () => {
    clearStoredDraft(exam.id);
    setDraft(saved);
    setNotice(null);
    setServerProblems({});
  };

  return (
    <div className="grid gap-6 pb-4">
      {notice?.kind === 'restored' && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-3 text-sm"
        >
          <p className="flex-1">Restored your unsaved changes.</p>
          <Button variant="outline" size="sm" onClick={discard}>
            Discard
          </Button>
        </div>
      )}
      {notice?.kind === 'older' && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-3 text-sm"
        >
          <p className="flex-1">
            This device keeps unsaved changes made before the exam was last saved. Restoring them replaces
            what is saved now when you save.
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setDraft(notice.stored.draft);
              setNotice({ kind: 'restored' });
            }}
          >
            Restore them
          </Button>
          <Button variant="ghost" size="sm" onClick={discard}>
            Discard
          </Button>
        </div>
      )}
      {exam.usage.rooms.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Used by {plural(exam.usage.rooms.length, 'room', 'rooms')} (
          {exam.usage.rooms.map((room) => room.name).join(', ')}) with{' '}
          {plural(exam.usage.submissions, 'submission', 'submissions')}: a change reaches every one of them.
        </p>
      )}
      {/* Held while saving: the saved exam (with its new ids) replaces the working copy when it comes. */}
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-6">
        <ExamSettings draft={draft} problems={problems} update={update} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Sections</h2>
          <PasteKeysDialog
            draft={draft}
            onApply={(parsed, splits) => {
              // The types the keys set are said, so a changed type is no surprise (and can be changed back).
              const cut = splitGroups(draft, splits);
              const types = [
                ...splits.map(
                  (s) => `questions ${s.from}–${s.to} are now ${plural(s.runs.length, 'group', 'groups')}`,
                ),
                ...typeChanges(cut, applyKeys(cut, parsed.entries, parsed.eitherOrder)).map(
                  (change) =>
                    `questions ${change.from}–${change.to} are now ${GROUP_TYPE_LABELS[change.type]}`,
                ),
              ];
              update((d) => applyKeys(splitGroups(d, splits), parsed.entries, parsed.eitherOrder));
              toast.success(
                `Filled ${plural(parsed.entries.length, 'answer', 'answers')}${
                  types.length > 0 ? `; ${types.join(', ')}` : ''
                }. Save the exam to keep them.`,
              );
            }}
          />
        </div>
        {problems.sections && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Sections: {problems.sections}
          </p>
        )}
        <div className="grid gap-4">
          <SortableList
            items={draft.sections}
            getId={(section) => section.key}
            getName={(section) => section.name || 'untitled'}
            kind="section"
            onReorder={(keys) =>
              update((d) => ({
                ...d,
                sections: keys.map((key) => d.sections.find((section) => section.key === key)!),
              }))
            }
          >
            {(section, sortable) => {
              const si = draft.sections.indexOf(section);
              return (
                <div
                  ref={sortable.ref}
                  style={sortable.style}
                  className={cn('rounded-lg border bg-background p-4', sortable.isDragging && 'shadow-lg')}
                >
                  <SectionEditor
                    examId={exam.id}
                    index={si}
                    section={section}
                    saved={exam.sections.find((s) => s.id !== undefined && s.id === section.id)}
                    problems={problems}
                    handle={sortable.handle}
                    nextNumber={nextNumber(draft)}
                    onChange={(change) => updateSection(si, change)}
                    onRemove={
                      draft.sections.length > 1
                        ? () =>
                            setConfirm({
                              title: `Remove ${section.name.trim() || `section ${si + 1}`}?`,
                              body: 'Its groups, answers, paperwork and recording go when you save the exam.',
                              confirmLabel: 'Remove section',
                              destructive: true,
                              onConfirm: () =>
                                update((d) => ({
                                  ...d,
                                  sections: d.sections.filter((s) => s.key !== section.key),
                                })),
                            })
                        : null
                    }
                    confirm={setConfirm}
                  />
                </div>
              );
            }}
          </SortableList>
          <div>
            <Button
              variant="outline"
              onClick={() => update((d) => ({ ...d, sections: [...d.sections, newSection(d)] }))}
            >
              <Plus aria-hidden="true" />
              Add a section
            </Button>
          </div>
        </div>
      </fieldset>
      {problemList.length > 0 && (
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          variant="destructive"
          role="region"
          aria-labelledby="exam-problems-title"
        >
          <CircleAlert className="size-4" aria-hidden="true" />
          <h2 id="exam-problems-title" className="mb-1 font-medium leading-none">
            Fix {plural(problemList.length, 'problem', 'problems')} before saving
          </h2>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {problemList.map(([path, message]) => (
                <li key={path}>
                  {describePath(draft, path)}: {message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        <p className="flex-1 text-sm" role="status">
          {save.isPending
            ? 'Saving…'
            : dirty
              ? 'Unsaved changes, kept on this device until you save.'
              : 'All changes saved.'}
        </p>
        {saveError ? (
          <div className="w-full sm:order-last">
            <ActionError title="Not saved" error={saveError} />
          </div>
        ) : null}
        <Button onClick={onSave} disabled={!dirty} loading={save.isPending}>
          <Save aria-hidden="true" />
          Save
        </Button>
      </div>
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <ConfirmRequestDialog
        request={
          guard.leavingTo
            ? {
                title: 'Leave without saving?',
                body: 'Your changes are not saved yet. They stay on this device and come back when you open this exam again.',
                confirmLabel: 'Leave',
                cancelLabel: 'Keep editing',
                onConfirm: guard.leave,
              }
            : null
        }
        onClose={guard.stay}
      />
    </div>
  );
}
