// Reading the sheet's answers from their store (lib/answers-store.ts) with useSyncExternalStore: a component
// renders again only when what it selects changes (its box's value, a count, whether a box is blank), never
// because another box changed (docs/architecture.md, "The answers store"). What sits beside the box being
// typed in (the bar's marks, a count) may hear of a change in the task after it (`'after'`), so the
// keystroke's own task renders its box alone.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { blankIds, type AnswerValues, type SheetAnswers } from '../lib/answers';
import type { AnswersStore } from '../lib/answers-store';
import { nextTask } from '../lib/next-task';

/** The store of the sheet on screen; both screens provide it around their boxes and dialogs. */
export const AnswersContext = createContext<AnswersStore | null>(null);

function useAnswersStore(): AnswersStore {
  const store = useContext(AnswersContext);
  if (!store) throw new Error('Reading answers needs an <AnswersContext> with the sheet’s store');
  return store;
}

/** When a reader hears of a change: within the change's task, or in a task just after it (several changes
 *  in one task are heard once). */
export type Heard = 'at-once' | 'after';

/** The store's subscribe, or one that tells its listener in the task after the changes. */
function useSubscribe(store: AnswersStore, heard: Heard) {
  return useMemo(
    () =>
      heard === 'at-once'
        ? store.subscribe
        : (listener: () => void) => {
            const later = nextTask(listener);
            const unsubscribe = store.subscribe(later.schedule);
            return () => {
              later.cancel();
              unsubscribe();
            };
          },
    [store, heard],
  );
}

/**
 * What `select` picks from the answers. It must return a primitive, or a part of the answers as they are
 * (`values`, `flags`), which keep their identity until they change: a new object every call would render
 * on every change.
 */
export function useAnswersSelector<T>(select: (answers: SheetAnswers) => T, heard: Heard = 'at-once'): T {
  const store = useAnswersStore();
  return useSyncExternalStore(useSubscribe(store, heard), () => select(store.get()));
}

/** The answer of one box ('' when blank). */
export function useAnswer(questionId: string): string {
  return useAnswersSelector((answers) => answers.values[questionId] ?? '');
}

/**
 * The answers of a group's boxes (each '' when blank), as one object that keeps its identity until one of
 * them changes.
 */
export function useAnswerValues(questionIds: readonly string[]): AnswerValues {
  const idsKey = questionIds.join(' ');
  // The boxes' answers as one string, which stays equal until one of them changes.
  const key = useAnswersSelector((answers) =>
    JSON.stringify(questionIds.map((id) => answers.values[id] ?? '')),
  );
  return useMemo(() => {
    const list = JSON.parse(key) as string[];
    return Object.fromEntries(idsKey.split(' ').map((id, i) => [id, list[i] ?? '']));
  }, [key, idsKey]);
}

/**
 * Which of `questionIds` are blank after trimming: renders again only when a box fills or empties. An
 * empty id (a row bound to no question) is never in it.
 */
export function useBlankIds(questionIds: readonly string[], heard: Heard = 'at-once'): ReadonlySet<string> {
  const key = useAnswersSelector(
    (answers) => blankIds(answers.values, questionIds.filter(Boolean)).join(' '),
    heard,
  );
  return useMemo(() => new Set(key ? key.split(' ') : []), [key]);
}

/** The flagged question ids, in sheet order. */
export const useFlags = (): readonly string[] => useAnswersSelector((answers) => answers.flags);

/** Every answer and flag of `store`, rendering with every change: for a screen that shows them all at once. */
export const useAllAnswers = (store: AnswersStore): SheetAnswers =>
  useSyncExternalStore(store.subscribe, store.get);
