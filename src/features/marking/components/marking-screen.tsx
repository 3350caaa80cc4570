import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import type { MarkingList, RoomRecord } from '@/lib/api-types';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { scriptQueryOptions, useScript } from '../api/get-script';
import { useSaveMark } from '../api/save-mark';
import { draftOf, isDirty, markBody, type MarkDraft } from '../lib/draft';
import { keyOf, keyString, nextToMark, sameScript, stepFrom, type ScriptKey } from '../lib/queue';
import { DoubleMarks, MarkerPairs } from './double-marks';
import { MarkingSkeleton } from './marking-skeleton';
import { ReleaseMarks } from './release-marks';
import { ScriptMarker } from './script-marker';
import { ScriptQueue } from './script-queue';
import { ShortcutsHelp } from './shortcuts-help';
import { TurnaroundSummary } from './turnaround-summary';

interface Problems {
  fields: Record<string, string>;
  form: string | null;
}

/** Where typing goes: the marking keys J, K, [ and ] do nothing there. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The marking screen (docs/product.md, "Marking"): the queue beside the open script on a wide screen, above
 * it on a narrow one. Every mark typed is kept here per script until it is saved.
 */
export function MarkingScreen({ room, list }: { room: RoomRecord; list: MarkingList }) {
  const { scripts } = list;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<ScriptKey | null>(
    () => nextToMark(scripts, null) ?? (scripts[0] ? keyOf(scripts[0]) : null),
  );
  const [drafts, setDrafts] = useState<Record<string, MarkDraft>>({});
  const [problems, setProblems] = useState<Record<string, Problems>>({});
  const double = room.double_marking === true;
  const script = useScript(room.id, current);
  const save = useSaveMark(room.id, double);
  const entry = scripts.find((s) => sameScript(keyOf(s), current));
  const currentId = current ? keyString(current) : '';
  // With double marking the form holds the caller's own mark, or the agreed mark where the two disagree
  // (docs/product.md, "Double marking").
  const agreeing = double && script.data?.agreement?.needed === true;
  const saved = (double && !agreeing ? script.data?.mine : script.data?.mark) ?? null;
  const draft = drafts[currentId] ?? draftOf(saved);

  // Which scripts hold typed, unsaved marks: the queue says so and leaving the screen asks. Moving between
  // scripts keeps them here, so it needs no question.
  const unsaved = useMemo(() => new Set(Object.keys(drafts)), [drafts]);
  const guard = useLeaveGuard(unsaved.size > 0);

  const setDraft = (next: MarkDraft) => {
    setDrafts((all) => {
      const { [currentId]: _old, ...rest } = all;
      return isDirty(next, saved) ? { ...rest, [currentId]: next } : rest;
    });
  };

  const open = useCallback((key: ScriptKey | null) => {
    if (key) setCurrent(key);
  }, []);

  // The next script to mark is read before it is opened.
  const upcoming = nextToMark(scripts, current);
  useEffect(() => {
    if (upcoming) void queryClient.prefetchQuery(scriptQueryOptions(room.id, upcoming));
  }, [queryClient, room.id, upcoming]);

  const saveMark = (next: boolean) => {
    if (!current || !script.data || save.isPending) return;
    const key = current;
    const id = keyString(key);
    const built = markBody(draft);
    if ('errors' in built) {
      setProblems((all) => ({
        ...all,
        [id]: { fields: built.errors, form: 'Choose a band for every criterion.' },
      }));
      return;
    }
    save.mutate(
      { key, body: agreeing ? { ...built.body, round: 3 } : built.body },
      {
        onSuccess: () => {
          setDrafts(({ [id]: _saved, ...rest }) => rest);
          setProblems(({ [id]: _solved, ...rest }) => rest);
          if (next) open(nextToMark(scripts, key));
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          setProblems((all) => ({
            ...all,
            [id]: {
              fields,
              form:
                Object.keys(fields).length > 0
                  ? 'The mark was not saved: see the fields marked.'
                  : errorMessage(error),
            },
          }));
        },
      },
    );
  };
  const step = (by: 1 | -1) => open(stepFrom(scripts, current, by));

  // The page's keys, attached again each render so they act on the script and mark now on screen.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        saveMark(true);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // A dialog (the release's) owns the keyboard while open.
      if (document.querySelector('[role="alertdialog"], [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'j' || key === ']') step(1);
      else if (key === 'k' || key === '[') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const problem = problems[currentId];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold tabular-nums">{list.marked}</span> of {list.total} scripts marked
          <TurnaroundSummary list={list} due={room.marks_due} />
          {room.anonymous_marking && !room.marks_released
            ? ' · Anonymous marking: names show after release.'
            : ''}
        </p>
        <ShortcutsHelp />
      </div>
      <ReleaseMarks roomId={room.id} slug={room.slug} released={room.marks_released === true} />
      {double ? <MarkerPairs pairs={list.pairs ?? []} /> : null}
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <div className="max-h-56 overflow-y-auto rounded-md border p-2 lg:sticky lg:top-4 lg:max-h-[calc(100vh-6rem)]">
          <ScriptQueue scripts={scripts} current={current} unsaved={unsaved} onOpen={open} double={double} />
        </div>
        <div className="min-w-0" aria-live="polite" aria-busy={script.isFetching && !script.data}>
          {script.isError && !script.data ? (
            <LoadError
              title="Could not load this script"
              error={script.error}
              onRetry={() => void script.refetch()}
              retrying={script.isFetching}
            />
          ) : !script.data || !entry ? (
            <MarkingSkeleton label="Loading the script" />
          ) : (
            <div className="grid gap-4">
              {double ? <DoubleMarks script={script.data} task={entry.question.num} /> : null}
              <ScriptMarker
                key={currentId}
                script={script.data}
                task={entry.question.num}
                draft={draft}
                dirty={unsaved.has(currentId)}
                errors={problem?.fields ?? {}}
                formError={problem?.form ?? null}
                saving={save.isPending}
                onDraft={setDraft}
                onSave={saveMark}
              />
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={guard.leavingTo !== null}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Keep marking"
        destructive
        onConfirm={guard.leave}
        onCancel={guard.stay}
      >
        <p>
          {unsaved.size === 1 ? 'A mark is' : `${unsaved.size} marks are`} typed and not saved: they are lost
          if you leave.
        </p>
      </ConfirmDialog>
    </div>
  );
}
