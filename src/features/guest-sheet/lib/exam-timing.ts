// The sheet's view of its timing on exam day (docs/architecture.md, "Exam day"): extra time and a pause
// change the deadlines while the student writes, so an open sheet asks for its timing again every 15 s
// (api/use-guest-timing.ts) and takes the one each draft answer carries; while the room is paused every clock
// stands still at the time left when it paused. Free of React.
import type { GuestTiming } from '@/lib/api-types';
import { serverTime } from './server-clock';

/** How often an open sheet asks for its timing: a new deadline, a pause or a resume shows within this. */
export const TIMING_POLL_MS = 15_000;

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
 * The timing to keep when `next` arrives: the newer one (newerTiming), but `current` itself when, the room
 * running, the newer one says nothing new but the server's time, as a draft's answer mostly does: it then
 * renders nothing, where each save's answer rendered the whole screen (docs/performance-log.md, 2026-11-29,
 * afternoon). The server's time goes to the clock's offset all the same (hooks/use-exam-clock.ts). While
 * paused, the time left is counted from `now`, so a paused timing is always taken.
 */
export function keptTiming(current: GuestTiming, next: GuestTiming): GuestTiming {
  const newer = newerTiming(current, next);
  if (newer === current || isPaused(newer) || isPaused(current)) return newer;
  const besidesNow = (timing: GuestTiming) => JSON.stringify({ ...timing, now: '' });
  return besidesNow(newer) === besidesNow(current) ? current : newer;
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

/** A time in ms as the server writes it. */
const serverText = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/**
 * `timing` resumed at `at` (the server's time of the resume), as the sheet takes the news of a resume
 * (lib/exam-day-channel.ts): every deadline still running moves on so that the time left goes on from where
 * it stood — by the pause as this sheet saw it (from its paused timing's `now`), or by the pause's length
 * `shiftMs` when it never saw the pause — so the clock never shows more time than it had. A timing newer
 * than the resume is kept as it is.
 */
export function resumedAt(timing: GuestTiming, at: string, shiftMs: number): GuestTiming {
  const atMs = serverTime(at);
  const now = serverTime(timing.now);
  if (atMs === null || now === null) return timing;
  const paused = isPaused(timing);
  if (!paused && now >= atMs) return timing;
  const move = paused ? atMs - now : shiftMs;
  const moved = (deadline: string | null) => {
    const ms = serverTime(deadline);
    return ms === null ? deadline : serverText(ms + move);
  };
  return {
    ...timing,
    now: at,
    paused_at: null,
    deadline: moved(timing.deadline),
    ...(timing.exams && {
      exams: timing.exams.map((exam) =>
        exam.ended || !exam.started ? exam : { ...exam, deadline: moved(exam.deadline) },
      ),
    }),
  };
}
