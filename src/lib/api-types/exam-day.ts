// Exam day (docs/architecture.md, "Exam day"). Part of the HTTP contract of the custom routes
// (src/lib/api-types/index.ts).
import type { ApiErrorBody } from './errors';
import type { GuestTiming } from './guest-sheet';

/** A draft, submission or start refused while the room is paused: 403 with `data.Room.code` `paused`. */
export interface PausedRefusalBody extends ApiErrorBody {
  data: { Room: { code: 'paused'; message: string } };
}
/**
 * POST /api/exam/timing (header `guest-uuid`): guest-search's `timing` alone, which an open sheet asks for
 * every 15 s (401 without a guest, 404 for an unknown room).
 */
export interface GuestTimingBody {
  Room: string;
}
export interface GuestTimingAnswer {
  timing: GuestTiming;
}
/** PUT /api/room/results/{id}/accommodation/{guestId} (members): a student's extra time in the room. */
export interface AccommodationBody {
  /** Whole percent 0–100: every time limit of the student × (100 + extra_percent) / 100. */
  extra_percent?: number;
  /** Whole minutes 0–600 added to every time limit of the student; instead of extra_percent (both: 400). */
  extra_minutes?: number;
  /** ≤ 200 characters. */
  note?: string | null;
}
export interface Accommodation {
  id: string;
  Guest: string;
  Room: string;
  /** What was given is kept; the other is 0. */
  extra_percent: number;
  extra_minutes: number;
  note: string;
  created: string;
  updated: string;
}
/** PATCH /api/room/patch/{id} also takes these; its answer carries `paused_at` ('' while running), `paused_ms`, `review_at_once`. */
export interface ExamDayRoomPatch {
  /** true pauses every clock of the room; false resumes, moving every open deadline on by the pause. */
  paused?: boolean;
  /** A `review` room shows the keys at once (homework); off: only once no one is still writing. */
  review_at_once?: boolean;
}
/** What the sheet records of a student leaving the test. */
export type AwayEventKind = 'hidden' | 'blur' | 'paste';
export interface AwayEvent {
  kind: AwayEventKind;
  /** ISO time, on the server's clock. */
  at: string;
  /** How long (0 for a paste). */
  seconds: number;
}
/** POST /api/exam/events (guest-uuid) → 204; 1–50 events; 429 with Retry-After; 409 `too_many_events`. */
export interface AwayEventsBody {
  Room: string;
  events: AwayEvent[];
}
/** How many times and how long a student was away (hidden and blur events). */
export interface AwayTotals {
  count: number;
  seconds: number;
}
/** The results list's students and the review gain these. */
export interface ExamDayResultsStudent {
  away: AwayTotals;
  pastes: number;
}
export interface ExamDaySubmissionReview {
  /** Oldest first; `at` as stored. */
  events: AwayEvent[];
}
/** A guest's result in a `review` room before the keys are shown: the score, no `review`. */
export interface ExamDayResultExtra {
  review_later?: true;
}
export type LiveStatus = 'not_started' | 'writing' | 'paused' | 'finished_part' | 'time_up' | 'submitted';
/** GET /api/room/live/{id} (members; 401, 404): polled every 5 s by the live screen. */
export interface LiveRoom {
  /** The server's time: time left = deadline − now. */
  now: string;
  paused_at: string | null;
  /** In name order; a class's students who have not opened the room come last with `guest: null` (getLive keeps them apart). */
  students: LiveStudent[];
}
export interface LiveStudent {
  guest: { id: string; name: string; email: string };
  status: LiveStatus;
  /** 1-based part being written (or last finished) in a room with parts; null otherwise. */
  part: number | null;
  answered: number;
  total: number;
  /** Last save (a submission's time once submitted); null when only extra time is set. */
  updated: string | null;
  /** What ends what they write now, extra time and pauses in (the pause so far while paused); null when none. */
  deadline: string | null;
  extra_percent: number;
  /** docs/architecture.md, "Exam day": extra time given in minutes (0 when given in percent or none). */
  extra_minutes?: number;
  /** The extra time's note; '' when none. */
  note: string;
  away: AwayTotals;
  pastes: number;
}
