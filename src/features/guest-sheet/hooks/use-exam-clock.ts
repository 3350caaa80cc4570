// The guest's exam clock (docs/product.md, "Test conditions"): the deadline the server gave, on load (a
// reload goes on with the same clock) or in answer to "Let's go", and this device's offset from the
// server's time: the server's `now` against this device's time when that answer arrived (not when the
// sheet mounts, which may be later for a cached answer). On exam day (docs/architecture.md, "Exam day") the
// clock follows the newest timing: the 15 s poll of an open sheet, each draft answer, the sheet's own starts
// and part answers, a draft refused because the room is paused, and the news of a pause or a resume on the
// realtime channel (lib/exam-day-channel.ts). A student's extra time moves the
// deadlines, and a pause stops every clock (`paused`, for the paper sheet and the computer screen alike).
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import type { GuestTiming } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useStartExam } from '../api/use-start-exam';
import { isPaused, keptTiming, newerTiming, pausedAt, pausedTimeLeft, resumedAt } from '../lib/exam-timing';
import { isPausedRefusal, roomRefusal, type RoomRefusal } from '../lib/room-refusal';
import { clockOffset, serverTime } from '../lib/server-clock';

interface Params {
  roomId: string;
  uuid: string;
  timing: GuestTiming;
  /** This device's time (ms) when the guest-search answer carrying `timing` arrived. */
  loadedAt: number;
  /** Whether the sheet still takes answers (not submitted, not closed): only then is its timing asked for. */
  active: boolean;
}

interface StartHandlers {
  /** The clock runs (or ran already): the sheet may be used. */
  onStarted: () => void;
  onRefused: (refusal: RoomRefusal) => void;
  /** 409: this guest has submitted here before. */
  onSubmittedBefore: () => void;
}

/** A time on the server's clock as the server writes it. */
const serverNowText = (offset: number) => new Date(Date.now() + offset).toISOString().replace('T', ' ');

export function useExamClock({ roomId, uuid, timing, loadedAt, active }: Params) {
  // A server time read on arrival is at most the server's time then, so each reading is a lower bound of the
  // true offset, short by the answer's latency: the largest yet is the nearest. One slow first answer would
  // otherwise add its latency to the time left the student sees, and a pause (counted on the server's times
  // alone) would then seem to take time away, and its resume give it back.
  const [offset, setOffset] = useState(() => clockOffset(timing.now, loadedAt));
  const reading = useCallback(
    (serverNow: string) => setOffset((prev) => Math.max(prev, clockOffset(serverNow))),
    [],
  );
  // The newest timing the sheet has had (the loaded one to begin with). The loaded data only changes after
  // a submission (a 409's refresh), so the callbacks below read this alone and stay stable.
  const [since, setSince] = useState(timing);
  const latest = newerTiming(timing, since);
  const start = useStartExam(uuid);

  /** Takes a timing the server sent (a poll, a draft's answer): kept when it is the newest. */
  const onTiming = useCallback(
    (next: GuestTiming) => {
      reading(next.now);
      setSince((prev) => keptTiming(prev, next));
    },
    [reading],
  );
  /**
   * Changes the newest timing by what an answer of the server said (a start, a part's start or finish): the
   * change is as of now on the server's clock.
   */
  const amend = useCallback(
    (change: (timing: GuestTiming) => GuestTiming) =>
      setSince((prev) => ({ ...change(prev), now: serverNowText(offset) })),
    [offset],
  );
  /** A write was refused because the room is paused: every clock stands still now, until a poll says more. */
  const onPausedRefusal = useCallback(
    () => setSince((prev) => pausedAt(prev, serverNowText(offset))),
    [offset],
  );

  /** The news of a pause (lib/exam-day-channel.ts): every clock stands still at the time left then. */
  const onPausedNews = useCallback(
    (at: string) => {
      reading(at);
      setSince((prev) => pausedAt(prev, at));
    },
    [reading],
  );
  /** The news of a resume: the clocks go on from where they stood, never with more time than they had. */
  const onResumedNews = useCallback(
    (at: string, shiftMs: number) => {
      reading(at);
      setSince((prev) => resumedAt(prev, at, shiftMs));
    },
    [reading],
  );

  /** "Let's go": records the start once; other failures are toasted and the student may press again. */
  const begin = (handlers: StartHandlers) => {
    if (latest.started) {
      handlers.onStarted();
      return;
    }
    start.mutate(
      { Room: roomId },
      {
        onSuccess: (started) => {
          amend((t) => ({ ...t, started: started.started, deadline: started.deadline }));
          handlers.onStarted();
        },
        onError: (error) => {
          const refusal = roomRefusal(error);
          if (refusal) handlers.onRefused(refusal);
          else if (errorStatus(error) === 409) handlers.onSubmittedBefore();
          else {
            if (isPausedRefusal(error)) onPausedRefusal();
            toast.error(errorMessage(error));
          }
        },
      },
    );
  };

  return {
    /** Server time minus this device's time (ms). */
    offset,
    /** The newest timing the sheet has: the parts' clocks read it (computer/hooks/use-exam-parts.ts). */
    timing: latest,
    /** The server's deadline (ms since the epoch); null when untimed or not started. */
    deadline: latest.started ? serverTime(latest.deadline) : null,
    /** The room is paused: the sheet takes no answers and the clock stands still. */
    paused: isPaused(latest),
    /** While paused, the time left (ms) the clock stands at; null otherwise. */
    pausedLeft: pausedTimeLeft(latest),
    /** Whether the sheet asks for its timing every 15 s: render components/exam-day.tsx with `onTiming`. */
    polls: active,
    onTiming,
    amend,
    onPausedRefusal,
    onPausedNews,
    onResumedNews,
    starting: start.isPending,
    begin,
  };
}
