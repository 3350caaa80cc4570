// The time left in a timed room (docs/product.md, "Test conditions"). Loaded only for timed rooms. The
// figures are a `timer` (never read out by themselves); a polite live region says the time left at 10, 5
// and 1 minute(s), and a toast shows it at 10 and 5. At 0 it calls onTimeUp, once. While the room is paused
// (docs/architecture.md, "Exam day") it stands still at `frozenLeft`.
import { Timer } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { timeLeft } from '../lib/server-clock';
import { formatTimeLeft, TOASTED_WARNINGS, untilNextSecond, warningDue, warningText } from '../lib/time-left';

interface Props {
  /** The server's deadline (ms since the epoch). */
  deadline: number;
  /** Server time minus this device's time (ms). */
  offset: number;
  onTimeUp: () => void;
  /** The time left (ms) while the room is paused: shown as it is, no ticking, no time up. */
  frozenLeft?: number | null;
}

const TEN_MINUTES = 10 * 60_000;
const ONE_MINUTE = 60_000;

export function ExamTimer({ deadline, offset, onTimeUp, frozenLeft = null }: Props) {
  const [ticking, setLeft] = useState(() => timeLeft(deadline, offset));
  const left = frozenLeft ?? ticking;
  const [announcement, setAnnouncement] = useState('');
  const labelId = useId();
  // The handler of the latest render, for a clock that outlives renders.
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  const frozen = frozenLeft !== null;
  useEffect(() => {
    if (frozen) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Marks passed before this clock started (a reload at 3 minutes left) are not said again.
    let before = timeLeft(deadline, offset);
    let over = false;
    const tick = () => {
      clearTimeout(timer);
      if (over) return;
      const now = timeLeft(deadline, offset);
      const due = warningDue(before, now);
      before = now;
      setLeft(now);
      if (due !== null) {
        setAnnouncement(warningText(due));
        // Said by the live region above; the toast is for the eyes only, so it is not said twice.
        if (TOASTED_WARNINGS.includes(due)) toast.warning(<span aria-hidden="true">{warningText(due)}</span>);
      }
      if (now <= 0) {
        over = true;
        timeUp.current();
        return;
      }
      timer = setTimeout(tick, untilNextSecond(now));
    };
    timer = setTimeout(tick, 0);
    // A background tab's timers are slowed down: catch up as soon as it is looked at again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline, offset, frozen]);

  return (
    <div
      data-slot="exam-timer"
      className={cn(
        'flex items-center gap-2 rounded-md border px-3 py-1.5',
        left <= TEN_MINUTES && 'border-warning text-warning',
        left <= ONE_MINUTE && 'border-destructive text-destructive',
      )}
    >
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      <span id={labelId} className="text-sm">
        Time left
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        className="ml-auto font-mono text-lg font-semibold tabular-nums leading-none"
      >
        {formatTimeLeft(left)}
      </span>
      <p role="status" aria-label="Time warnings" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
