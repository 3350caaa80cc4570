// The sheet's view of its timing on exam day (docs/architecture.md, "Exam day"): extra time and a pause
// change the deadlines while the student writes, so an open sheet asks for its timing again every 15 s
// (api/use-guest-timing.ts) and takes the one each draft answer carries; while the room is paused every clock
// stands still at the time left when it paused. Free of React.
import type { GuestTiming } from '@/lib/api-types';
import { serverTime } from './server-clock';

/** Whether the room is paused now. */
export const isPaused = (timing: GuestTiming) =>
  typeof timing.paused_at === 'string' && timing.paused_at !== '';

/**
 * The newer of two timings, by the server's `now` (a later one wins a tie): polls, draft answers and the
 * sheet's own changes arrive in any order, and an answer the server wrote earlier is older news.
 */
export function newerTiming(current: GuestTiming, next: GuestTiming): GuestTiming {
  const a = serverTime(current.now);
  const b = serverTime(next.now);
  return a !== null && b !== null && b < a ? current : next;
}

/**
 * The time left (ms) that stands still while the room is paused: `deadline` (the room's, or a part's; the
 * server's count the pause so far) minus the server's `now`; null while running or without a deadline.
 */
export function pausedTimeLeft(
  timing: GuestTiming,
  deadline: number | null = serverTime(timing.deadline),
): number | null {
  if (!isPaused(timing)) return null;
  const now = serverTime(timing.now);
  return deadline === null || now === null ? null : deadline - now;
}

/**
 * `timing` paused at `now` (a time as the server writes it), as the sheet takes it when the server refuses a
 * draft with `paused`: the clocks stand at the time left now until the next poll says how things are. A
 * timing already paused stays as it is.
 */
export const pausedAt = (timing: GuestTiming, now: string): GuestTiming =>
  isPaused(timing) ? timing : { ...timing, now, paused_at: now };
