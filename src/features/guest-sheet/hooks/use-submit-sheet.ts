// Submitting (docs/product.md, "Guest sheet"): blanks and flags first ask, the room and guest must be known,
// a 409 means it was already submitted. The body is the answers' own (hooks/use-guest-answers.ts: every box
// and the flags). Drafts stop while the submission is on its way: none may land after it. A busy server's
// refusal is sent again by itself (lib/submit-retry.ts), said meanwhile (`retrying`), the answers kept.
// When the time is up the sheet submits itself, without asking (docs/product.md, "Test conditions"); a
// room that refuses (closed, time up) is handed to the page, and drafts stay stopped.
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Answer, Guest, GuestSearchResponse } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useSubmitAnswers } from '../api/use-guest-room';
import { blankIds } from '../lib/answers';
import { isPausedRefusal, roomRefusal, type RoomRefusal } from '../lib/room-refusal';
import { submitProblem } from '../lib/submit-check';
import type { GuestAnswers } from './use-guest-answers';

export type Submission = NonNullable<GuestSearchResponse['submission']>;

interface Params {
  room: GuestSearchResponse['room'];
  guest: Guest;
  uuid: string;
  ids: string[];
  answers: Pick<GuestAnswers, 'current' | 'submission' | 'showSubmitted' | 'pauseSaving' | 'resumeSaving'>;
  onSubmitted: (submission: Submission) => void;
  onRefresh: () => Promise<GuestSearchResponse | undefined>;
  /** The recorded dialog starts open on a sheet that was submitted before. */
  submittedBefore: boolean;
  /** The room took no more answers (closed, or time up): the answers stay on this device. */
  onRefused: (refusal: RoomRefusal) => void;
  /** Refused because the room is paused (docs/architecture.md, "Exam day"): the page shows the pause; the
   *  student submits after the resume. */
  onPaused: () => void;
}

export function useSubmitSheet(p: Params) {
  const submit = useSubmitAnswers(p.uuid);
  const [blanksOpen, setBlanksOpen] = useState(false);
  const [recordedOpen, setRecordedOpen] = useState(p.submittedBefore);

  // The answers hook clears the copy on this device once the page has the submission.
  const recorded = (submission: Submission) => {
    p.onSubmitted(submission);
    setRecordedOpen(true);
  };

  const send = () => {
    const problem = submitProblem(p.room, p.guest);
    if (problem) {
      toast.error(problem);
      return;
    }
    const body = p.answers.submission();
    const { answers } = body.raw;
    p.answers.pauseSaving();
    submit.mutate(body, {
      onSuccess: (created) => recorded({ ...created, answers }),
      onError: async (error) => {
        const refusal = roomRefusal(error);
        if (refusal) {
          p.onRefused(refusal);
          return;
        }
        if (isPausedRefusal(error)) {
          p.onPaused();
          p.answers.resumeSaving();
          return;
        }
        if (errorStatus(error) !== 409) {
          toast.error(errorMessage(error));
          p.answers.resumeSaving();
          return;
        }
        await showSubmitted(answers);
      },
    });
  };

  /** Submitted before (another tab, an answer lost on the way back, the teacher's collect): show what the
   *  server has, or else `answers`. */
  const showSubmitted = async (answers: Answer[] = p.answers.submission().raw.answers) => {
    p.answers.pauseSaving();
    const fresh = await p.onRefresh().catch(() => undefined);
    const earlier = fresh?.submission ?? { id: '', created: '', answers };
    p.answers.showSubmitted(earlier.answers);
    recorded(earlier);
  };

  /**
   * The teacher collected the answers (docs/product.md, "Exam day"): show what the server has as submitted.
   * The submission shown; null when the server has none (the student had not started: the room is closed
   * now, which the reloaded data says); undefined when the server could not be asked.
   */
  const showCollected = async () => {
    p.answers.pauseSaving();
    const fresh = await p.onRefresh().catch(() => undefined);
    if (!fresh) return undefined;
    if (!fresh.submission) return null;
    p.answers.showSubmitted(fresh.submission.answers);
    recorded(fresh.submission);
    return fresh.submission;
  };

  /** The time is up: submit as it is, without the blanks dialog (once; not while a submission is on its way). */
  const timeUp = () => {
    setBlanksOpen(false);
    if (!submit.isPending) send();
  };

  /** The Submit button: ask first when some answers are blank or flagged for review. */
  const requestSubmit = () => {
    const { values, flags } = p.answers.current();
    if (blankIds(values, p.ids).length > 0 || flags.length > 0) setBlanksOpen(true);
    else send();
  };

  return {
    send,
    requestSubmit,
    timeUp,
    showSubmitted,
    showCollected,
    pending: submit.isPending,
    /** A busy server refused it: it is sent again by itself (the answers are kept meanwhile). */
    retrying: submit.isPending && submit.failureCount > 0,
    blanksOpen,
    setBlanksOpen,
    recordedOpen,
    setRecordedOpen,
  };
}
