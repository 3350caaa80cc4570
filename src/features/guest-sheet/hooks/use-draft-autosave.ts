// Wires the autosave (lib/autosave.ts) to the page: the draft request, the copy on this device, and the
// browser's online and offline events. A refusal is said as it is ("Not saved: …"); a room's refusal
// (closed, time up) goes to the page instead, which says it in an alert and stops taking answers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { isTransient } from '@/lib/query-client';
import { saveDraft } from '../api/guest-sheet-api';
import { answerList, answersKey, type AnswerValues } from '../lib/answers';
import { Autosave, serverWaitOf, type SaveStatus } from '../lib/autosave';
import { markLocalDraftSynced, writeLocalDraft } from '../lib/draft-storage';
import { roomRefusal, type RoomRefusal } from '../lib/room-refusal';

interface Params {
  roomId: string;
  guestUuid: string;
  /** Bound question ids in sheet order. */
  ids: string[];
  /** What the server's draft holds. */
  saved: DraftState;
  /** What the sheet starts with (the newer draft). */
  initial: DraftState;
  /** Submitted sheets are never saved as drafts. */
  enabled: boolean;
  /** The room took no more answers (closed, or time up). Kept from the first render: pass a stable function
   *  (a state setter). */
  onRefused: (refusal: RoomRefusal) => void;
}

/** The answers a draft sends: those not blank, in sheet order. */
export function draftAnswers(values: AnswerValues, ids: readonly string[]) {
  return answerList(values, ids).filter((answer) => answer.value !== '');
}

/** A draft: the answers, and the questions flagged for review (docs/product.md, "Test conditions"). */
export interface DraftState {
  values: AnswerValues;
  flags: string[];
}

export function useDraftAutosave({ roomId, guestUuid, ids, saved, initial, enabled, onRefused }: Params) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  /** Why the last save was refused; '' for a room's refusal, which the page says itself. */
  const [failure, setFailure] = useState('');
  const latest = useRef(initial);
  const [autosave] = useState(
    () =>
      new Autosave<DraftState>(
        {
          // A draft replaces the whole draft: the answers given so far, blanks left out (a third of the
          // bytes on an average sheet; a blank reads back as blank).
          save: async ({ values, flags }) =>
            (await saveDraft(guestUuid, { Room: roomId, raw: { answers: draftAnswers(values, ids), flags } }))
              .updated,
          keyOf: ({ values, flags }) => `${answersKey(values, ids)}|${flags.join(',')}`,
          onStatus: setStatus,
          onSaved: (updated) => markLocalDraftSynced(roomId, guestUuid, updated),
          onFailed: (error) => {
            const refusal = roomRefusal(error);
            setFailure(refusal ? '' : errorMessage(error));
            if (refusal) onRefused(refusal);
          },
          shouldRetry: isTransient,
          serverWait: serverWaitOf,
        },
        saved,
        initial,
      ),
  );

  useEffect(() => {
    if (!enabled) return;
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
  }, [autosave, enabled]);

  /** Every change: a copy on this device at once, the server a second after typing stops (lib/autosave.ts). */
  const update = useCallback(
    (next: DraftState) => {
      latest.current = next;
      writeLocalDraft(roomId, guestUuid, answerList(next.values, ids), new Date(), next.flags);
      autosave.change(next);
    },
    [autosave, roomId, guestUuid, ids],
  );
  const change = useCallback((values: AnswerValues) => update({ ...latest.current, values }), [update]);
  const changeFlags = useCallback((flags: string[]) => update({ ...latest.current, flags }), [update]);

  return {
    status,
    failure,
    change,
    changeFlags,
    pause: () => autosave.pause(),
    resume: () => autosave.resume(),
  };
}
