// Submitting (docs/product.md, "Guest sheet"): blanks first ask, the room and guest must be known, a 409 means it was already
// submitted. Drafts stop while the submission is on its way: none may land after it. When the time is up
// the sheet submits itself, without asking (docs/product.md, "Test conditions"); a room that refuses
// (closed, time up) is handed to the page, and drafts stay stopped.
import { useState, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useSubmitAnswers } from '../api/use-guest-room';
import { answerList, blankIds, valuesFrom, type AnswerValues } from '../lib/answers';
import { clearLocalDraft } from '../lib/draft-storage';
import { roomRefusal, type RoomRefusal } from '../lib/room-refusal';
import { submitProblem } from '../lib/submit-check';

export type Submission = NonNullable<GuestSearchResponse['submission']>;

interface Params {
  room: GuestSearchResponse['room'];
  guest: Guest;
  uuid: string;
  ids: string[];
  values: RefObject<AnswerValues>;
  /** Question ids flagged for review: the dialog before submitting lists them too. */
  flags: string[];
  /** Shows other answers (what the server holds after a 409). */
  replaceValues: (values: AnswerValues) => void;
  autosave: { pause: () => void; resume: () => void };
  onSubmitted: (submission: Submission) => void;
  onRefresh: () => Promise<GuestSearchResponse | undefined>;
  /** The recorded dialog starts open on a sheet that was submitted before. */
  submittedBefore: boolean;
  /** The room took no more answers (closed, or time up): the answers stay on this device. */
  onRefused: (refusal: RoomRefusal) => void;
}

export function useSubmitSheet(p: Params) {
  const submit = useSubmitAnswers(p.uuid);
  const [blanksOpen, setBlanksOpen] = useState(false);
  const [recordedOpen, setRecordedOpen] = useState(p.submittedBefore);

  const recorded = (submission: Submission) => {
    clearLocalDraft(p.room.id, p.uuid);
    p.onSubmitted(submission);
    setRecordedOpen(true);
  };

  const send = () => {
    const problem = submitProblem(p.room, p.guest);
    if (problem) {
      toast.error(problem);
      return;
    }
    const answers = answerList(p.values.current, p.ids);
    p.autosave.pause();
    submit.mutate(
      { Room: p.room.id, raw: { answers } },
      {
        onSuccess: (created) => recorded({ ...created, answers }),
        onError: async (error) => {
          const refusal = roomRefusal(error);
          if (refusal) {
            p.onRefused(refusal);
            return;
          }
          if (errorStatus(error) !== 409) {
            toast.error(errorMessage(error));
            p.autosave.resume();
            return;
          }
          await showSubmitted(answers);
        },
      },
    );
  };

  /** Submitted before (another tab, an answer lost on the way back, the teacher's collect): show what the
   *  server has, or else `answers`. */
  const showSubmitted = async (answers = answerList(p.values.current, p.ids)) => {
    p.autosave.pause();
    const fresh = await p.onRefresh().catch(() => undefined);
    const earlier = fresh?.submission ?? { id: '', created: '', answers };
    p.replaceValues(valuesFrom(earlier.answers, p.ids));
    recorded(earlier);
  };

  /** The time is up: submit as it is, without the blanks dialog (once; not while a submission is on its way). */
  const timeUp = () => {
    setBlanksOpen(false);
    if (!submit.isPending) send();
  };

  /** The Submit button: ask first when some answers are blank or flagged for review. */
  const requestSubmit = () => {
    if (blankIds(p.values.current, p.ids).length > 0 || p.flags.length > 0) setBlanksOpen(true);
    else send();
  };

  return {
    send,
    requestSubmit,
    timeUp,
    showSubmitted,
    pending: submit.isPending,
    blanksOpen,
    setBlanksOpen,
    recordedOpen,
    setRecordedOpen,
  };
}
