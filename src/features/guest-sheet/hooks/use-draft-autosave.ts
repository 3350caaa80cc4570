// Wires the autosave (lib/autosave.ts) to the page: the draft request, the copy on this device, and the
// browser's online and offline events.
import { useCallback, useEffect, useState } from 'react';
import { isTransient } from '@/lib/query-client';
import { saveDraft } from '../api/guest-sheet-api';
import { answerList, answersKey, type AnswerValues } from '../lib/answers';
import { Autosave, type SaveStatus } from '../lib/autosave';
import { markLocalDraftSynced, writeLocalDraft } from '../lib/draft-storage';

interface Params {
  roomId: string;
  guestUuid: string;
  /** Bound question ids in sheet order. */
  ids: string[];
  /** What the server's draft holds. */
  saved: AnswerValues;
  /** What the sheet starts with (the newer draft). */
  initial: AnswerValues;
  /** Submitted sheets are never saved as drafts. */
  enabled: boolean;
}

export function useDraftAutosave({ roomId, guestUuid, ids, saved, initial, enabled }: Params) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [autosave] = useState(
    () =>
      new Autosave<AnswerValues>(
        {
          save: async (values) =>
            (await saveDraft(guestUuid, { Room: roomId, raw: { answers: answerList(values, ids) } })).updated,
          keyOf: (values) => answersKey(values, ids),
          onStatus: setStatus,
          onSaved: (updated) => markLocalDraftSynced(roomId, guestUuid, updated),
          shouldRetry: isTransient,
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

  /** Every change: a copy on this device at once, the server a second after typing stops. */
  const change = useCallback(
    (values: AnswerValues) => {
      writeLocalDraft(roomId, guestUuid, answerList(values, ids));
      autosave.change(values);
    },
    [autosave, roomId, guestUuid, ids],
  );

  return { status, change, pause: () => autosave.pause(), resume: () => autosave.resume() };
}
