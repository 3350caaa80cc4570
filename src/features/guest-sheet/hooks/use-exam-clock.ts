// The guest's exam clock (docs/product.md, "Test conditions"): the deadline the server gave, on load (a
// reload goes on with the same clock) or in answer to "Let's go", and this device's offset from the
// server's time: the server's `now` against this device's time when that answer arrived (not when the
// sheet mounts, which may be later for a cached answer). On exam day (docs/architecture.md, "Exam day") the
// timing is asked again every 15 s while timed or paused: a student's extra time moves the deadline, and a
// pause stops the clock (`paused`, for the paper sheet and the computer screen alike).
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { GuestTiming } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useStartExam } from '../api/use-start-exam';
import { isPaused, pausedTimeLeft, pollsTiming } from '../lib/exam-timing';
import { roomRefusal, type RoomRefusal } from '../lib/room-refusal';
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

export function useExamClock({ roomId, uuid, timing, loadedAt, active }: Params) {
  const [offset] = useState(() => clockOffset(timing.now, loadedAt));
  const [clock, setClock] = useState(() => ({
    started: timing.started,
    deadline: serverTime(timing.deadline),
  }));
  const start = useStartExam(uuid);
  // The newest timing a poll brought (components/exam-day.tsx), asked for while the room loaded timed or
  // paused (an untimed room's pause shows as its refused saves).
  const [polled, setPolled] = useState<GuestTiming | null>(null);
  // Polls are asked one after another (never two at once): the last answer is the newest.
  const latest = polled ?? timing;
  // A newer answer of a started guest moves the deadline (extra time, a resume); before that, the start's.
  const deadline = latest !== timing && latest.started ? serverTime(latest.deadline) : clock.deadline;

  /** "Let's go": records the start once; other failures are toasted and the student may press again. */
  const begin = (handlers: StartHandlers) => {
    if (clock.started) {
      handlers.onStarted();
      return;
    }
    start.mutate(
      { Room: roomId },
      {
        onSuccess: (started) => {
          setClock({ started: started.started, deadline: serverTime(started.deadline) });
          handlers.onStarted();
        },
        onError: (error) => {
          const refusal = roomRefusal(error);
          if (refusal) handlers.onRefused(refusal);
          else if (errorStatus(error) === 409) handlers.onSubmittedBefore();
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return {
    /** Server time minus this device's time (ms). */
    offset,
    /** The server's deadline (ms since the epoch); null when untimed or not started. */
    deadline,
    /** The room is paused: the sheet takes no answers and the clock stands still. */
    paused: isPaused(latest),
    /** While paused, the time left (ms) the clock stands at; null otherwise. */
    pausedLeft: pausedTimeLeft(latest),
    /** Whether the sheet asks for its timing every 15 s: render components/exam-day.tsx with `onTiming`. */
    polls: active && pollsTiming(timing),
    /** Takes a polled timing. */
    onTiming: setPolled,
    starting: start.isPending,
    begin,
  };
}
