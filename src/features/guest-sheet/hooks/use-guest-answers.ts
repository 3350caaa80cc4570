// The guest's answers, owned in one place: the values and the flags, restored from the newer of the server's
// draft and this device's copy, the copy on this device at every change, and the autosave to the server
// (docs/architecture.md, "Drafts and submissions"); and the body the submission sends. A screen (the paper
// sheet) only lays them out and calls setValue and toggleFlag. The answers live in a store (lib/answers-store.ts),
// not in this hook's state: the screen that calls it does not render again on a keystroke; what shows an
// answer reads it with hooks/use-answers.ts.
// A refusal of a draft is said as it is ("Not saved: …"); a room's refusal (closed, time up) goes to the
// page instead, which says it in an alert and stops taking answers (docs/product.md, "Test conditions").
import { useCallback, useEffect, useState } from 'react';
import type { Answer, GuestTiming } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { isTransient } from '@/lib/query-client';
import { saveDraft } from '../api/guest-sheet-api';
import {
  answerList,
  draftBody,
  sheetAnswersKey,
  submissionBody,
  toggleFlagOf,
  valuesFrom,
  type SheetAnswers,
} from '../lib/answers';
import { AnswersStore } from '../lib/answers-store';
import { Autosave, serverWaitOf, type SaveStatus } from '../lib/autosave';
import {
  clearLocalDraft,
  DeviceCopy,
  markLocalDraftSynced,
  readLocalDraft,
  startingAnswers,
  type ServerDraft,
} from '../lib/draft-storage';
import { isPausedRefusal, roomRefusal, type RoomRefusal } from '../lib/room-refusal';
import { ValueStore } from '../lib/value-store';

export interface GuestAnswersParams {
  roomId: string;
  uuid: string;
  /** Bound question ids in sheet order. */
  ids: string[];
  /** What guest-search said: the server's draft and the submission. The answers start from it once; a
   *  submission that arrives later only clears the copy on this device. */
  loaded: { pendingSubmission: ServerDraft | null; submission: { answers: Answer[] } | null };
  /** Whether drafts go to the server now (the page knows: the gate finished, the room open, not submitted). */
  saving: boolean;
  /** The room took no more answers (closed, or time up). Kept from the first render: pass a stable function
   *  (a state setter). */
  onRefused: (refusal: RoomRefusal) => void;
  /** The timing each saved draft's answer carries (docs/architecture.md, "Exam day"). Stable, as onRefused. */
  onTiming: (timing: GuestTiming) => void;
  /** A draft refused because the room is paused: the page shows the pause at once and stops saving until
   *  the resume, then sends the newest answers. Stable, as onRefused. */
  onPaused: () => void;
  /** A draft refused because the sheet was submitted meanwhile (409: the teacher collected it); kept from
   *  the first render, so pass a function that reads the newest handler. Without it, said as a failure. */
  onAlreadySubmitted?: () => void;
}

export interface SaveState {
  status: SaveStatus;
  /** Why the last save was refused; '' for a room's refusal, which the page says itself. */
  failure: string;
}

export function useGuestAnswers({
  roomId,
  uuid,
  ids,
  loaded,
  saving,
  onRefused,
  onTiming,
  onPaused,
  onAlreadySubmitted,
}: GuestAnswersParams) {
  const [start] = useState(() => startingAnswers(loaded, ids, readLocalDraft(roomId, uuid)));
  const first: SheetAnswers = { values: start.initial, flags: start.initialFlags };
  const [store] = useState(() => new AnswersStore(first));
  // Held outside React: a save starting or ending renders the save status alone, not the screen
  // (components/save-status.tsx's SheetSaveStatus).
  const [saveState] = useState(() => new ValueStore<SaveState>({ status: 'idle', failure: '' }));
  const [autosave] = useState(
    () =>
      new Autosave<SheetAnswers>(
        {
          save: async (draft) => {
            const saved = await saveDraft(uuid, draftBody(roomId, draft, ids));
            if (saved.timing) onTiming(saved.timing);
            return saved.updated;
          },
          keyOf: (draft) => sheetAnswersKey(draft, ids),
          // Every keystroke says "saving" again: the same status keeps the same state, so no render.
          onStatus: (status) =>
            saveState.update((state) => (state.status === status ? state : { ...state, status })),
          onSaved: (updated) => markLocalDraftSynced(roomId, uuid, updated),
          onFailed: (error) => {
            if (isPausedRefusal(error)) {
              // The banner says it; the answers stay on this device and go after the resume.
              saveState.update((state) => ({ ...state, failure: '' }));
              onPaused();
              return;
            }
            if (onAlreadySubmitted && errorStatus(error) === 409) {
              // Submitted meanwhile (the teacher collected it): the page says so, not the save status.
              saveState.update((state) => ({ ...state, failure: '' }));
              onAlreadySubmitted();
              return;
            }
            const refusal = roomRefusal(error);
            saveState.update((state) => ({ ...state, failure: refusal ? '' : errorMessage(error) }));
            if (refusal) onRefused(refusal);
          },
          shouldRetry: isTransient,
          serverWait: serverWaitOf,
        },
        { values: start.saved, flags: start.savedFlags },
        first,
      ),
  );

  useEffect(() => {
    if (!saving) return;
    autosave.resume();
    const online = () => autosave.online();
    const offline = () => autosave.offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      autosave.pause();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [autosave, saving]);

  const [deviceCopy] = useState(() => new DeviceCopy(roomId, uuid));
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') deviceCopy.flush();
    };
    window.addEventListener('pagehide', deviceCopy.flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', deviceCopy.flush);
      document.removeEventListener('visibilitychange', hidden);
      deviceCopy.flush();
    };
  }, [deviceCopy]);

  // A copy left on this device by a sheet that has since been submitted is of no more use.
  const submitted = loaded.submission !== null;
  useEffect(() => {
    if (!submitted) return;
    deviceCopy.cancel();
    clearLocalDraft(roomId, uuid);
  }, [submitted, deviceCopy, roomId, uuid]);

  /** Every change: a copy on this device in the next task, the server a second after typing stops
   *  (lib/autosave.ts). */
  const change = useCallback(
    (next: SheetAnswers) => {
      store.set(next);
      deviceCopy.write(() => answerList(next.values, ids), next.flags);
      autosave.change(next);
    },
    [store, autosave, deviceCopy, ids],
  );

  const setValue = useCallback(
    (questionId: string, value: string) =>
      change({ ...store.get(), values: { ...store.get().values, [questionId]: value } }),
    [store, change],
  );

  /** Flags a box for review, or takes the flag off; kept with the draft and on this device. */
  const toggleFlag = useCallback(
    (questionId: string) =>
      change({ ...store.get(), flags: toggleFlagOf(store.get().flags, questionId, ids) }),
    [store, change, ids],
  );

  /** Shows what the server holds as submitted (after a 409): not a change, so neither saved nor copied. */
  const showSubmitted = useCallback(
    (sent: readonly Answer[]) => store.set({ ...store.get(), values: valuesFrom(sent, ids) }),
    [store, ids],
  );

  return {
    /** What the boxes, counts and dialogs read (through hooks/use-answers.ts and AnswersContext). */
    store,
    setValue,
    toggleFlag,
    saveState,
    /** The newest answers and flags, for handlers (the clock's time up, a submit right after typing). */
    current: store.get,
    /** The submission's body, from the newest answers: every box, and the flags. */
    submission: () => submissionBody(roomId, store.get(), ids),
    showSubmitted,
    /** Drafts stop while the submission is on its way (none may land after it), and go on if it failed. */
    pauseSaving: () => autosave.pause(),
    resumeSaving: () => autosave.resume(),
  };
}

export type GuestAnswers = ReturnType<typeof useGuestAnswers>;
