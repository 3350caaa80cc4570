// The cells that count: each reads the one-second clock (lib/clock.ts) and the last answer's clock from a
// context, so a tick or a refresh re-renders these cells of the rows on screen and nothing else.
import { createContext, useContext } from 'react';
import { useSecondClock } from '../lib/clock';
import { formatAgo, formatLeft } from '../lib/live-rows';

export interface LiveClock {
  /** The server's clock minus this browser's, from the last answer. */
  skewMs: number;
  /** The last answer's `now` (epoch ms). */
  serverNow: number;
  /** The room is paused: every time left stands still at deadline − now. */
  paused: boolean;
}

export const LiveClockContext = createContext<LiveClock>({ skewMs: 0, serverNow: 0, paused: false });

/** The time left until `deadline`, counting down each second on the server's clock; still while paused. */
export function TimeLeft({ deadline }: { deadline: number }) {
  const { skewMs, serverNow, paused } = useContext(LiveClockContext);
  const tick = useSecondClock(!paused);
  const left = deadline - (paused ? serverNow : tick + skewMs);
  return (
    <span className={left < 5 * 60_000 ? 'font-semibold text-destructive' : undefined}>
      {formatLeft(left)}
    </span>
  );
}

/** "35 s ago", on the server's clock. */
export function Ago({ at }: { at: number }) {
  const { skewMs } = useContext(LiveClockContext);
  const tick = useSecondClock();
  return <>{formatAgo(tick + skewMs - at)}</>;
}
