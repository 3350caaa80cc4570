// The sheet's view of its timing on exam day (docs/architecture.md, "Exam day"): extra time and a pause
// change the deadline while the student writes, so a timed (or paused) sheet asks for its timing again
// every 15 s (api/use-guest-timing.ts); while the room is paused the clock stands still at the time left when
// it paused. Free of React.
import type { GuestTiming } from '@/lib/api-types';
import { serverTime } from './server-clock';

/** Whether the sheet has a clock to keep: the room's time limit or timed parts. */
export const isTimed = (timing: GuestTiming) => timing.limit > 0 || (timing.exams?.length ?? 0) > 0;

/** Whether the room is paused now. */
export const isPaused = (timing: GuestTiming) =>
  typeof timing.paused_at === 'string' && timing.paused_at !== '';

/** Whether the sheet asks for its timing every TIMING_POLL_MS: timed, or paused (a resume must show). */
export const pollsTiming = (timing: GuestTiming) => isTimed(timing) || isPaused(timing);

/**
 * The time left (ms) that stands still while the room is paused: the deadline the server gave (which
 * counts the pause so far) minus the server's `now`; null while running or without a deadline.
 */
export function pausedTimeLeft(timing: GuestTiming): number | null {
  if (!isPaused(timing)) return null;
  const deadline = serverTime(timing.deadline);
  const now = serverTime(timing.now);
  return deadline === null || now === null ? null : deadline - now;
}
