// The guest's exam clock (docs/product.md, "Test conditions"): the deadline the server gave, on load (a
// reload goes on with the same clock) or in answer to "Let's go", and this device's offset from the
// server's time: the server's `now` against this device's time when that answer arrived (not when the
// sheet mounts, which may be later for a cached answer).
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { GuestTiming } from '@/lib/api-types';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useStartExam } from '../api/use-start-exam';
import { roomRefusal, type RoomRefusal } from '../lib/room-refusal';
import { clockOffset, serverTime } from '../lib/server-clock';

interface Params {
  roomId: string;
  uuid: string;
  timing: GuestTiming;
  /** This device's time (ms) when the guest-search answer carrying `timing` arrived. */
  loadedAt: number;
}

interface StartHandlers {
  /** The clock runs (or ran already): the sheet may be used. */
  onStarted: () => void;
  onRefused: (refusal: RoomRefusal) => void;
  /** 409: this guest has submitted here before. */
  onSubmittedBefore: () => void;
}

export function useExamClock({ roomId, uuid, timing, loadedAt }: Params) {
  const [offset] = useState(() => clockOffset(timing.now, loadedAt));
  const [clock, setClock] = useState(() => ({
    started: timing.started,
    deadline: serverTime(timing.deadline),
  }));
  const start = useStartExam(uuid);

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
    deadline: clock.deadline,
    starting: start.isPending,
    begin,
  };
}
