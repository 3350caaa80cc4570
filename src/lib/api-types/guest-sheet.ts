// The guest's sheet: the guest, the room as guest-search answers it, drafts, submissions, the result. Part of
// the HTTP contract of the custom routes (src/lib/api-types/index.ts).
import type { ApiErrorBody } from './errors';
import type { StudentBands } from './marking';
import type { ExamKind } from './results';

export interface Guest {
  id: string;
  uuid: string;
  name: string;
  email: string;
  finishedGate: boolean;
}

export interface Answer {
  questionId: string;
  value: string;
}

// ── Guest sheet (POST /api/room/guest-search) ────────────────────────────────────────────────────────
export interface SheetSlot {
  num: number;
  /** null: the group has no question with this number; shown disabled and not scored. */
  questionId: string | null;
  /** The test on computer (docs/architecture.md, "The test on computer"): the question's stem and letters; null where absent. */
  prompt?: string | null;
  options?: ContentOption[] | null;
}
/** One lettered option of a group or a question (`{ letter: 'B', text: 'a museum' }`). */
export interface ContentOption {
  letter: string;
  text: string;
}
/** What a group asks for on the test on computer; `gap` (typed boxes) unless set. */
export type GroupType = 'gap' | 'choice' | 'multi' | 'match' | 'tfng' | 'ynng' | 'essay';
/** How a room is delivered: today's answer sheet, or the screen of the test on computer. */
export type Delivery = 'paper' | 'computer';
/** The content of the test on computer a group carries (docs/architecture.md); null where absent. */
export interface GroupContent {
  type?: GroupType;
  instructions?: string | null;
  options?: ContentOption[] | null;
  /** Markdown with gaps `[[14]]` where box 14 sits inline. */
  content?: string | null;
  /** An essay's minimum words (Writing). */
  min_words?: number | null;
  /** The box heading or the form's title, shown above the questions. */
  title?: string | null;
  /** The word limit of an answer, 1–5 (docs/architecture.md, "As an examiner marks"); null: none. */
  max_words?: number | null;
  /** "AND/OR A NUMBER": one number may stand beside the words. */
  number_allowed?: boolean;
}
export interface SheetGroup extends GroupContent {
  id: string;
  from_question: number;
  to_question: number;
  /** Absolute paths: /api/files/{collection}/{recordId}/{filename}. */
  media: string[];
  slots: SheetSlot[];
}
export interface SheetSection {
  id: string;
  name: string;
  media: string[];
  /** The section's listening audio: /api/files/sections/{id}/{file}, or null. */
  audio: string | null;
  /** The reading text (light Markdown), or null. */
  passage?: string | null;
  groups: SheetGroup[];
}
export interface SheetExam {
  id: string;
  name: string;
  /** What the screen calls the test ("Finish the Reading test"); null in a sheet cached before kinds. */
  kind?: ExamKind | null;
  sections: SheetSection[];
}
export interface GuestRoom {
  id: string;
  name: string;
  slug: string;
  detail: string;
  /** Number of bound slots (slots with a question). */
  total: number;
  /** The room's test conditions (docs/product.md, "Test conditions"). false: closed, no inputs. */
  accepting: boolean;
  /** Whole minutes each guest has from their own start; 0: untimed. */
  time_limit: number;
  audio: 'free' | 'once';
  delivery?: Delivery;
  exams: SheetExam[];
}
/**
 * This guest's clock in the room. Times are ISO as PocketBase writes them (`2026-11-22 23:40:00.123Z`).
 * `started` is null until "Let's go"; `deadline` is null then and in an untimed room; `now` is the server's
 * time, so the browser can correct its own clock.
 */
export interface GuestTiming {
  /** Minutes; 0: untimed. */
  limit: number;
  started: string | null;
  deadline: string | null;
  now: string;
  /** docs/architecture.md, "Exams one after another": present only in a computer room whose exams have minutes. */
  exams?: GuestExamTiming[];
  /**
   * docs/architecture.md, "Exam day": when the room was paused, null while it runs. While paused the
   * deadlines count the pause so far (the time left, deadline − now, stands still).
   */
  paused_at?: string | null;
  /**
   * docs/architecture.md, "Exam day": the whole minutes the student's extra time adds to their limit (the
   * parts' minutes in all, in a room without a limit); absent without extra time.
   */
  extra_minutes?: number;
}
/** One timed exam ("part") of a room, in sheet order; times as the server stores them. */
export interface GuestExamTiming {
  id: string;
  minutes: number;
  started: string | null;
  /** Its start plus its minutes, capped by the room's deadline; null before its start. */
  deadline: string | null;
  /** Finished, the next part started, or its deadline plus the grace passed. */
  ended: boolean;
}
export interface GuestSearchResponse {
  room: GuestRoom;
  timing: GuestTiming;
  /** `flags`: question ids flagged for review; read as none when absent. */
  pendingSubmission: { answers: Answer[]; flags?: string[]; updated: string } | null;
  submission: {
    id: string;
    created: string;
    answers: Answer[];
    /** What the room's `results` setting shows; read as null when absent (a 409's fallback). */
    result?: GuestResult | null;
  } | null;
}
/** An exam's estimated IELTS band: only for exams with 40 boxes on the sheet, else null. */
export type Band = number | null;
/** One box of a guest's own review (only while the room's `results` is `review`). */
export interface GuestReviewEntry {
  examId: string;
  num: number;
  answer: string;
  /** The accepted answers. */
  keys: string[];
  correct: boolean;
}
/**
 * What a guest sees of their own submission (docs/architecture.md, "HTTP routes"): null while the room's
 * `results` is `hidden`; the score for `score`; plus every box with its keys for `review`.
 */
export interface GuestResult {
  score: number;
  total: number;
  /**
   * A Writing exam's entry is a GuestWritingResult (section "Writing and marking" below): the screens that
   * show it narrow by the exam's kind.
   */
  exams: { id: string; name: string; score: number; total: number; band: Band }[];
  /**
   * The four skills' bands and the overall (docs/architecture.md, "Writing and marking"): Writing and Speaking
   * only once the marks are released. Absent from servers before it.
   */
  bands?: StudentBands;
  review?: GuestReviewEntry[];
  /** docs/architecture.md, "Exam day": a `review` room keeps the keys back until no one is still writing. */
  review_later?: true;
  /** The token of the student's own progress link (docs/product.md, "Students across mocks"). */
  progress?: string;
}
/**
 * Body of POST /api/exam/pending-submission and /api/exam/submission (header `guest-uuid` required).
 * - 401 when the header is missing, not a UUID or names no guest; 403 until the gate is finished
 *   (PATCH /api/exam/guest); 404 for an unknown Room; 409 once submitted (see SubmissionConflictBody).
 * - 400 field errors are keyed by path: `Room`, `raw`, `raw.answers`, `raw.answers.3`,
 *   `raw.answers.3.questionId` (missing, duplicate, or not a question of the room's active sheet),
 *   `raw.answers.3.value` (not a string, or over 50 characters — counted in Unicode code points).
 * - Values are stored as sent; any other field (Guest, score, …) is ignored: the guest comes from the
 *   header and the score is computed by the server.
 */
export interface SaveAnswersBody {
  Room: string;
  /** `flags`: question ids flagged for review (drafts and the submission; at most once each, questions of the
   *  room's exams). */
  raw: { answers: Answer[]; flags?: string[] };
}
export interface DraftSaved {
  id: string;
  updated: string;
  /** docs/architecture.md, "Exam day": the same timing as guest-search's. */
  timing?: GuestTiming;
}
export interface SubmissionCreated {
  id: string;
  created: string;
  result?: GuestResult | null;
}
/**
 * 409 of POST /api/exam/submission (a second submission) and of POST /api/exam/pending-submission (a
 * draft after submitting): PocketBase's error shape plus the existing submission's id at the top level.
 */
export interface SubmissionConflictBody extends ApiErrorBody {
  /** The id of the guest's submission for this room. */
  id: string;
  data: { submission: { code: 'already_submitted'; message: string } };
}
/**
 * 403 of a draft, a submission or a start when the room does not take answers (any more): `room_closed`
 * (the room is not accepting), `time_up` (a timed room, past the deadline and its grace) or `not_started` (a
 * submission in a timed room from a guest who never started), or `not_in_class` (guest-search or a start in
 * a class's room from a student not on its roster: "This test is for the class {name}. Ask your teacher to
 * add {email}."). The browser
 * keys on `data.Room.code` and shows `data.Room.message`.
 */
export interface RoomRefusalBody extends ApiErrorBody {
  data: { Room: { code: 'room_closed' | 'time_up' | 'not_started' | 'not_in_class'; message: string } };
}
/**
 * POST /api/exam/start (header `guest-uuid`): records the guest's start in the room (their draft, made if
 * missing); a later call answers the first start. 409 once submitted; 403 `room_closed`.
 */
export interface ExamStartBody {
  Room: string;
  /** The exam whose part starts (docs/architecture.md, "Exams one after another"); absent: the room's start. */
  exam?: string;
}
/** `deadline`: null in an untimed room. With `exam` in the body, that part's start and deadline, and `exam`, `ended`. */
export interface ExamStarted {
  exam?: string;
  started: string;
  deadline: string | null;
  ended?: boolean;
}
/** POST /api/exam/finish: "Finish this part". */
export interface ExamFinishBody {
  Room: string;
  exam: string;
}
export interface ExamFinished {
  exam: string;
  started: string;
  deadline: string | null;
  ended: true;
}
/** One slot of a scored sheet, in sheet order (stored in submissions.raw; visible to room members only). */
export interface ScoredSlot {
  num: number;
  /** null for a slot with no question: never correct. */
  questionId: string | null;
  /** What was sent for the question ('' when nothing was). */
  answer: string;
  /** The accepted key values. */
  keys: string[];
  correct: boolean;
}
/** submissions.raw as the server stores it; `score` is `correct.length`. */
export interface SubmissionRaw {
  answers: Answer[];
  /** One entry per slot of the active sheet at submission time. */
  all: ScoredSlot[];
  /** The entries of `all` that are correct. */
  correct: ScoredSlot[];
}
