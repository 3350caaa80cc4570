// The HTTP contract of the custom routes (docs/architecture.md, "HTTP routes"), as the browser sees it. pb_hooks/ implements it;
// tests on both sides hold each to it.
import type { BankCriterion } from '@/rules/comment-bank';

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

// ── Admin (records with PocketBase's shape) ─────────────────────────────────────────────────────────
export interface ExamConfig {
  disabled_exam_sections?: string[];
  disabled_section_questions?: string[];
  order_exam_sections?: string[];
  /** The exam's own time in whole minutes, 0–600; 0 or absent: none (docs/architecture.md, "Exams one after another"). */
  minutes?: number;
}
/** Keyed by exam id. */
export type RoomConfig = Record<string, ExamConfig>;

export interface KeyRecord {
  id: string;
  value: string;
}
export interface QuestionRecord {
  id: string;
  num: number;
  Keys: string[];
  expand?: { Keys?: KeyRecord[] };
}
export interface GroupRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  from_question: number;
  to_question: number;
  Questions: string[];
  media: string[];
  /** room/search only: slots of this group that have a question. */
  question_count?: number;
  /** room/search only: to_question - from_question + 1. */
  slot_count?: number;
  expand?: { Questions?: QuestionRecord[] };
}
export interface SectionRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  name: string;
  media: string[];
  SectionQuestions: string[];
  /** room/search only: questions in the section's active groups. */
  question_count?: number;
  expand?: { SectionQuestions?: GroupRecord[] };
}
export interface ExamRecord {
  id: string;
  name: string;
  /** Every stored exam has one (§9); absent only in records made before kinds. */
  kind?: ExamKind;
  Sections: string[];
  expand?: { Sections?: SectionRecord[] };
}
/**
 * Where a room or an exam came from (docs/product.md, "Duplicate and import"): the original's name and when
 * it was duplicated, or the file it was imported from and when; null (or absent) for what a teacher made.
 */
export type Origin =
  { kind: 'duplicate'; from: string; at: string } | { kind: 'import'; file: string; at: string };
export interface RoomRecord extends Partial<RoomSettings> {
  origin?: Origin | null;
  id: string;
  collectionId: string;
  collectionName: string;
  name: string;
  slug: string;
  detail: string;
  config: RoomConfig | null;
  Exams: string[];
  Users: string[];
  created: string;
  updated: string;
  /** room/search only: the guest sheet's total. */
  total?: number;
  /** room/list only (docs/architecture.md, "The dashboard's room cards"). */
  counts?: RoomCounts;
  /** room/list only: the earliest deadline of a student still writing, as stored; null when none. */
  next_deadline?: string | null;
  /** room/list only (docs/architecture.md, "Turnaround"): null unless released with a date due. */
  released_on_time?: boolean | null;
  /** docs/architecture.md, "Exam day": when the room was paused, '' while it runs. */
  paused_at?: string;
  /** docs/product.md, "Classes": the class whose roster alone may sit the room; '' for none. */
  Class?: string;
  /** `Users`: room/search, share and unshare only. */
  expand?: { Exams?: ExamRecord[]; Users?: RoomMember[] };
}
/** The settings of a room (docs/product.md, "Room detail", "Test conditions"): what guests may do and see. */
export interface RoomSettings {
  /** false: the room is closed; guests see it but cannot answer. */
  accepting: boolean;
  /** Whole minutes each guest has from their own start, 0–600; 0 is untimed. */
  time_limit: number;
  /** `once`: the IELTS way, one play without pause or seeking. */
  audio: 'free' | 'once';
  /** What a guest sees after submitting. */
  results: 'hidden' | 'score' | 'review';
  /** `computer` for rooms made from now on (docs/architecture.md, "The test on computer"). */
  delivery?: Delivery;
  /** Scripts are marked without names until the marks are released (docs/architecture.md, "Writing and marking"). */
  anonymous_marking?: boolean;
  /** Set by POST /api/room/marking/{id}/release, not by the room patch. */
  marks_released?: boolean;
  /** Each Writing script marked by two members, blind (docs/architecture.md, "Double marking"). */
  double_marking?: boolean;
  /** A `review` room shows the keys at once (homework); off: only once no one is still writing
   *  (docs/architecture.md, "Exam day"). */
  review_at_once?: boolean;
  /** docs/architecture.md, "Times in the room's zone": an IANA name; '' (null in a patch) for none. */
  time_zone?: string;
  /** docs/architecture.md, "Turnaround": the date marks are due, YYYY-MM-DD; '' (null in a patch) for none. */
  marks_due?: string;
}
export interface RoomListResponse {
  items: RoomRecord[];
}
/**
 * PATCH /api/room/patch/{id}. `config` replaces the whole config; `Exams` may reorder, drop and add exams
 * (an added one must be yours: else 400 `validation_not_your_exam` on `Exams`; a dropped exam's config goes
 * with it). 400 field errors name `name`, `slug` (pattern, or `validation_not_unique`), `detail`,
 * `Exams`, a setting (`accepting`, `time_limit`, `audio`, `results`), `config`, `config.{examId}`, `config.{examId}.{key}`, or any field not listed here (`Users`…).
 * A patch that changes nothing writes nothing.
 */
export interface RoomPatchBody extends Partial<RoomSettings>, ExamDayRoomPatch {
  /** docs/architecture.md, "Double marking". */
  double_marking?: boolean;
  /** One of the caller's classes, or '' (or null) for none; 400 `validation_not_your_class` at `Class` for any other. */
  Class?: string;
  name?: string;
  slug?: string;
  detail?: string;
  Exams?: string[];
  config?: RoomConfig;
}
/**
 * POST /api/room/share/{id} → the room record with `expand.Users`; 400 bad e-mail, 400 at `email` "{email}
 * cannot be added. Ask an admin to invite them." without an account (e-mails are compared without case).
 */
export interface RoomShareBody {
  email: string;
}
/**
 * POST /api/room/unshare/{id} → the room record with `expand.Users`, that member removed; 400 on `user` for
 * one who is not a member (`validation_not_member`) or the last member (`validation_last_member`).
 */
export interface RoomUnshareBody {
  user: string;
}
/** A member of a room, as room/search, share and unshare expand `Users`. */
export interface RoomMember {
  id: string;
  name: string;
  email: string;
}
/**
 * POST /api/room/collect/{id}: every open draft of the room submitted (scored as usual), then the room
 * closed (`accepting` false). A second call collects 0.
 */
export interface RoomCollected {
  collected: number;
}
/** POST /api/room/delete/{id} → 204 (the room only; its exams stay); 400 `confirm` when it differs. */
export interface RoomDeleteBody {
  /** The room's name, typed by the user to confirm. */
  confirm: string;
}

/**
 * PocketBase's error shape, used by every custom route: 400 bad input (malformed JSON, wrong types,
 * missing fields), 401 no valid token / no known guest, 403 not yours, 404 unknown, 409 conflict,
 * 413 a body over 64 KB.
 */
export interface ApiErrorBody {
  status: number;
  message: string;
  data: Record<string, { code: string; message: string }>;
}

// ── Results (members of the room; docs/architecture.md, "HTTP routes") ─────────────────────────────────
export type ExamKind =
  'listening' | 'academic_reading' | 'general_reading' | 'academic_writing' | 'general_writing' | 'other';
export interface ExamScore {
  score: number;
  total: number;
  band: Band;
}
export interface ResultsExam {
  id: string;
  name: string;
  kind: ExamKind;
  /** Bound boxes of this exam on the sheet. */
  total: number;
}
export interface StudentSubmission {
  id: string;
  created: string;
  /** When the student pressed "Let's go" (null for submissions older than timing). */
  started: string | null;
  score: number;
  total: number;
  /**
   * A Writing exam's entry is a WritingExamScore (section "Writing and marking" below): the screens that
   * show it narrow by the exam's kind.
   */
  exams: Record<string, ExamScore>;
}
export interface ResultsStudent extends ExamDayResultsStudent {
  /** The name and e-mail at submitting time for a submission; the guest's current ones while in progress. */
  guest: { id: string; name: string; email: string };
  /** The four skills' bands and the overall (all null while in progress). */
  bands: StudentBands;
  status: 'in_progress' | 'submitted';
  /** Boxes answered so far (in progress); null once submitted. */
  answered: number | null;
  total: number;
  started: string | null;
  updated: string;
  submission: StudentSubmission | null;
}
/** GET /api/room/results/{id}: every guest with a draft or a submission in the room. */
/** Students writing now and submitted, and scripts no teacher has marked. */
export interface RoomCounts {
  writing: number;
  submitted: number;
  to_mark: number;
  /** Unmarked scripts past the room's marks_due (docs/architecture.md, "Turnaround"). */
  overdue?: number;
}
export interface RoomResults {
  room: { id: string; name: string; slug: string; time_zone?: string };
  exams: ResultsExam[];
  students: ResultsStudent[];
  /**
   * A class's students who have not opened the room (docs/product.md, "Classes"): sent among `students`
   * with `guest: null`, kept apart here by getResults.
   */
  notStarted?: NotStartedStudent[];
}
/** A student of the room's class who has not opened it, as the live and results routes list them. */
export interface NotStartedStudent {
  guest: null;
  student: { id: string; name: string; email: string };
  status: 'not_started';
}
/**
 * GET /api/room/results/{id}?since=<cursor>: the students changed since the answer that gave the cursor
 * (its Results-Cursor header), or all of them when `full`; `totals` counts the room's now.
 */
export interface ResultsDelta extends RoomResults {
  cursor: string;
  full: boolean;
  totals: { students: number; submitted: number };
}
export interface ReviewEntry {
  /** null: the box has since been taken off the sheet. */
  examId: string | null;
  num: number;
  questionId: string;
  answer: string;
  keys: string[];
  correct: boolean;
}
/** GET /api/room/results/{id}/submission/{submissionId}: every box, in sheet order, and when they left the test. */
export interface SubmissionReview extends ExamDaySubmissionReview {
  guest: { id: string; name: string; email: string };
  submission: StudentSubmission;
  review: ReviewEntry[];
}
/** GET /api/room/results/{id}/questions: one entry per bound box, in sheet order. */
export interface QuestionAnalysis {
  examId: string;
  num: number;
  questionId: string;
  keys: string[];
  /** Submissions that hold this box. */
  submitted: number;
  correct: number;
  blank: number;
  /** Answers grouped by normal form, most common first, at most 10. */
  answers: { answer: string; count: number; correct: boolean }[];
}
/** docs/architecture.md, "Item analysis by type": the class's right answers of a question type in a skill. */
export interface TypeAnalysis {
  /** listening, reading, writing or other (the exam's kind). */
  skill: string;
  type: GroupType;
  right: number;
  /** Every box of the type the class was given, blanks included. */
  total: number;
}
/** GET /api/room/results/{id}/questions?with=types. */
export interface ItemAnalysisAnswer {
  items: QuestionAnalysis[];
  types: TypeAnalysis[];
}
/** POST /api/room/results/{id}/accept: 400 when the answer is blank or already accepted. */
export interface AcceptAnswerBody {
  questionId: string;
  answer: string;
}
/** Every submission (in every room) holding the question was scored again; `changed` moved. */
export interface AcceptAnswerResult {
  regraded: number;
  changed: number;
}

// ── Authoring (an exam's authors, a room's members; docs/architecture.md, "Authoring") ─────────────────
/** One accepted-answer list per question; `id` kept while the number stays, so answers stay bound to it. */
export interface DocumentQuestion {
  id?: string;
  num: number;
  keys: string[];
  prompt?: string | null;
  options?: ContentOption[] | null;
}
export interface DocumentGroup extends GroupContent {
  id?: string;
  from: number;
  to: number;
  /** Sets of this group's question numbers answered "in either order". */
  either_order: number[][];
  questions: DocumentQuestion[];
  /** Read only: files are uploaded and removed through the files route, never sent in a PUT. */
  media?: string[];
}
export interface DocumentSection {
  id?: string;
  name: string;
  passage?: string | null;
  groups: DocumentGroup[];
  /** Read only, as `media` of a group. */
  media?: string[];
  audio?: string | null;
}
/** An exam as one document: the import format's exam entry, with ids on the parts that exist. */
export interface ExamDocument {
  name: string;
  kind: ExamKind;
  /** [minScore, band] rows, highest first; null: the built-in table of the kind. */
  bands: [number, number][] | null;
  /** T, F, NG, Y, N score for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO. */
  accept_initials: boolean;
  sections: DocumentSection[];
}
/** Where an exam is used: the editor says so before a save changes it for every room. */
export interface ExamUsage {
  rooms: { id: string; name: string; slug: string }[];
  /** Submissions, in all those rooms, that a change of keys may regrade. */
  submissions: number;
}
/** GET/POST /api/library/exams[/{id}]: the document with its ids and media URLs. */
export interface SavedExam extends ExamDocument {
  origin?: Origin | null;
  id: string;
  updated: string;
  usage: ExamUsage;
}
/** PUT /api/library/exams/{id}. */
export interface ExamSaved {
  exam: SavedExam;
  regraded: number;
}
/** GET /api/library/exams: the exams you author, newest first. */
export interface LibraryExam {
  id: string;
  name: string;
  kind: ExamKind;
  /** Questions (bound boxes) in the exam. */
  total: number;
  rooms: { id: string; name: string; slug: string }[];
  updated: string;
}
export interface LibraryList {
  items: LibraryExam[];
}
/**
 * POST /api/library/exams/{id}/files (multipart: part, partId, field, file) adds a file; DELETE with this
 * body removes one by name. Both answer the whole SavedExam.
 */
export interface ExamFileTarget {
  part: 'section' | 'group';
  partId: string;
  /** `audio` exists on sections only; a new audio file replaces the old one. */
  field: 'media' | 'audio';
}
export interface ExamFileRemoval extends ExamFileTarget {
  /** The stored file name: the last segment of its URL. */
  name: string;
}
/** POST /api/room/create: a taken slug is a 400 field error on `slug`. */
export interface RoomCreateBody {
  name: string;
  slug: string;
  detail: string;
}
/** POST /api/room/slug-check { slug }: whether it is free, and a free one like it. */
export interface SlugCheck {
  available: boolean;
  suggestion: string;
}

// ── Writing and marking (members of the room; docs/architecture.md, "Writing and marking") ────────────
/** A Writing task's criteria: Task Achievement (Task 1) or Task Response (Task 2), then CC, LR, GRA; whole bands 0–9. */
export interface WritingCriteria {
  ta: number;
  cc: number;
  lr: number;
  gra: number;
}
/** Speaking's criteria: Fluency and Coherence, LR, GRA, Pronunciation; whole bands 0–9. */
export interface SpeakingCriteria {
  fc: number;
  lr: number;
  gra: number;
  p: number;
}
/** A comment on the characters start … end (code points, end excluded) of an essay. */
export interface EssayNote {
  start: number;
  end: number;
  text: string;
}
/** Who saved a mark: a member; null for a superuser. */
export type Marker = { id: string; name: string } | null;
/** A Writing exam's entry in a submission's results: `band` null until both tasks are marked. */
export interface WritingExamScore {
  band: Band;
  marked: number;
  total: number;
}
/** A student's bands; null where missing, `overall` only with all four. */
export interface StudentBands {
  listening: Band;
  reading: Band;
  writing: Band;
  speaking: Band;
  overall: Band;
}
/** One essay of the marking list (GET /api/room/marking/{id}). */
export interface MarkingScript {
  /** The submission's id. */
  submission: string;
  question: { id: string; examId: string; num: number };
  /** "Script {n}": its place in the room's stable shuffled order. */
  label: string;
  /** null while the room's marking is anonymous and its marks are not released. */
  student: { name: string; email: string } | null;
  words: number;
  /** When its submission was sent, as stored (docs/architecture.md, "Turnaround"). */
  submitted: string;
  /** The mark in use: with double marking, null until the final mark exists (the agreed one or the mean). */
  mark: { band: number; updated: string; marker: Marker } | null;
  /** The caller's own mark (round 1 or 2), or null. (Optional here and below: every answer carries them.) */
  mine?: { band: number; updated: string; marker: Marker; round: MarkRound } | null;
  agreement?: ScriptAgreement;
}
/** 1 and 2 the two markers' own, 3 the agreed mark (docs/architecture.md, "Double marking"). */
export type MarkRound = 1 | 2 | 3;
/** `needed`: the two marks differ beyond the limits; `final`: the task band in use, or null. */
export interface ScriptAgreement {
  needed: boolean;
  final: number | null;
}
/** The agreement figures of two markers' double-marked scripts; `within_one` a share 0–1. */
export interface MarkerPair {
  markers: [string, string];
  names: [string, string];
  scripts: number;
  within_one: number;
  mean_difference: number;
}
export interface MarkingList {
  scripts: MarkingScript[];
  marked: number;
  total: number;
  pairs?: MarkerPair[];
  /** Unmarked scripts past the room's marks_due; 0 without one (docs/architecture.md, "Turnaround"). */
  overdue?: number;
  /** null unless the marks are released and a date is due. */
  released_on_time?: boolean | null;
}
/** A comment in a teacher's bank (docs/architecture.md, "Comment bank"). */
export interface BankComment {
  id: string;
  criterion: BankCriterion;
  text: string;
  uses: number;
}
/** A Writing task's mark; `band` the exact mean of the criteria (5.75 stays 5.75). */
export interface WritingMark {
  criteria: WritingCriteria;
  comment: string;
  notes: EssayNote[];
  band: number;
  updated: string;
  marker: Marker;
  /** Its round; none for the mean of two marks. */
  round?: MarkRound;
}
/** GET /api/room/marking/{id}/script/{submissionId}/{questionId}. */
export interface MarkingScriptDetail {
  label: string;
  student: { name: string; email: string } | null;
  /** The task's text (its section's passage). */
  prompt: string | null;
  text: string;
  words: number;
  minWords: number | null;
  mark: WritingMark | null;
  mine?: WritingMark | null;
  agreement?: ScriptAgreement;
  /** Both markers' marks once both are in (blind marking is over); null before. */
  rounds?: [WritingMark, WritingMark] | null;
}
/**
 * PUT …/script/{submissionId}/{questionId}: 400 keyed `criteria.ta`, `comment`, `notes.3`, `notes.3.text`,
 * `round`; 409 keyed `round` (`not_needed`, `double_marked`).
 */
export interface WritingMarkBody {
  criteria: WritingCriteria;
  comment?: string;
  notes?: EssayNote[];
  /** Only 3, the agreed mark, while the script needs agreement. */
  round?: 3;
}
/** What an audit row records (docs/architecture.md, "Audit trail"). */
export type AuditAction =
  | 'accept'
  | 'key_edit'
  | 'reopen'
  | 'mark'
  | 'release'
  | 'speaking'
  | 'extra_time'
  | 'pause'
  | 'resume'
  | 'collect';
/** One row of GET /api/room/audit/{id}, newest first; `user` null for a superuser. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  user: { id: string; name: string } | null;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}
/** POST /api/room/marking/{id}/release. */
export interface MarksRelease {
  released: boolean;
}
/** PUT /api/room/results/{id}/speaking/{guestId} (409 before the student submits); answers SpeakingMark. */
export interface SpeakingMarkBody {
  criteria: SpeakingCriteria;
  comment?: string;
}
export interface SpeakingMark {
  criteria: SpeakingCriteria;
  comment: string;
  /** roundBand of the mean of the four. */
  band: number;
  updated: string;
  marker: Marker;
}
/** A Writing task in the guest's result, once marks are released. */
export interface GuestWritingTask {
  num: number;
  band: number;
  criteria: WritingCriteria;
  comment: string;
  notes: EssayNote[];
}
/**
 * A Writing exam in the guest's result: `tasks` (their own marked tasks) only once the room's marks are
 * released; before, no mark at all.
 */
export interface GuestWritingResult {
  id: string;
  name: string;
  band: Band;
  tasks?: GuestWritingTask[];
}

// ── The report card (members of the room; docs/architecture.md, "The report card") ─────────────────────
/** An exam on the report: a Writing exam's entry is a WritingExamScore, any other an ExamScore. */
export type ReportExam = { id: string; name: string; kind: ExamKind } & (ExamScore | WritingExamScore);
/**
 * GET /api/room/results/{id}/report/{guestId}: everything one student's printed report needs; 404 for a
 * student with neither a draft nor a submission in the room, 409 (`guestId`) before they submit.
 */
export interface StudentReport {
  room: { id: string; name: string };
  student: { id: string; name: string; email: string };
  submitted: string;
  /** The token of the student's own progress link (docs/product.md, "Students across mocks"); null if unlinked. */
  progress: string | null;
  score: number;
  bands: StudentBands;
  exams: ReportExam[];
  /** Every essay of the room's sheet, in sheet order, with its mark (null until marked). */
  writing: { examId: string; num: number; mark: WritingMark | null }[];
  speaking: SpeakingMark | null;
  /** The boxes answered wrongly or left blank, in sheet order (essays are never among them). */
  wrong: { examId: string | null; num: number; answer: string; keys: string[] }[];
}

// ---- Exam day (docs/architecture.md, "Exam day") ----

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

/** An account as the People routes show it (docs/architecture.md, "People and invitations"). */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'teacher';
  disabled: boolean;
}
/** GET /api/people (active admins and superusers; 404 to a teacher). */
export interface PeopleList {
  items: Person[];
}
/** POST /api/people; 400 at `email` when an account has it. */
export interface PersonInviteBody {
  email: string;
  name: string;
  role: Person['role'];
}
/** A one-time set-password link (`/_/welcome/{token}`, 7 days) and whether it was e-mailed too. */
export interface InviteLink {
  link: string;
  emailed: boolean;
}
/** POST /api/people → the account and its first link. */
export interface PersonInvited extends InviteLink {
  user: Person;
}
/** PATCH /api/people/{id} → { user }; 400 at the field for the last active admin or one's own account. */
export interface PersonPatchBody {
  role?: Person['role'];
  disabled?: boolean;
}
/** GET /api/welcome/{token} (no sign-in): whose link it is; 404 saying why a link no longer works. */
export interface WelcomeInfo {
  email: string;
  name: string;
}
// ── Students across rooms (members of a room of theirs; docs/product.md, "Students across mocks") ──────
/** A row of GET /api/students: `rooms` the caller's rooms they sat, `last` their newest submission there. */
export interface StudentListItem {
  id: string;
  name: string;
  email: string;
  rooms: number;
  last: string | null;
  overall: Band;
}
/** GET /api/students?q=&class=&page= (50 a page, `page` from 1). */
export interface StudentsPage {
  items: StudentListItem[];
  page: number;
  total: number;
}
/** One room of a student's history: their submission there (`date`) with its scores, marks and overall. */
export interface StudentRoom {
  id: string;
  name: string;
  slug: string;
  date: string;
  exams: { id: string; name: string; kind: ExamKind; score: number; total: number; band: Band }[];
  writing: { band: Band; tasks: { num: number; band: number; criteria: WritingCriteria }[] } | null;
  speaking: { band: number; criteria: SpeakingCriteria } | null;
  overall: Band;
}
/** A question type's right boxes out of every box of it (blanks included); `recent` over the newest 5 rooms. */
export interface StudentType {
  skill: 'listening' | 'reading';
  type: 'tfng' | 'ynng' | 'choice' | 'multi' | 'match' | 'gap';
  right: number;
  total: number;
  recent: { right: number; total: number };
}
/** GET /api/students/{id}: rooms newest first. 404 for a student the caller may not see. */
export interface StudentHistory {
  student: { id: string; name: string; email: string; token: string };
  rooms: StudentRoom[];
  types: StudentType[];
}
/** GET /api/progress/{token} (no sign-in): what each room lets the student see. 404 for an unknown token. */
export interface StudentProgress {
  student: { name: string };
  rooms: StudentRoom[];
  types: StudentType[];
}
/** A class (docs/product.md, "Classes"): GET/POST /api/classes, GET/PATCH/DELETE /api/classes/{id}. */
export interface SchoolClass {
  id: string;
  name: string;
  /** Who manage it (at least one). */
  Users: string[];
  /** The roster, by name; e-mails lower-cased. */
  students: { id: string; email: string; name: string }[];
}
/**
 * POST and PATCH: `students` replaces the roster, or `roster` (one student a line, "Name <email>" or
 * "email, name"); a bad entry is a 400 at `students.{i}` or `roster.{line}` (from 0), and nothing changes.
 */
export type ClassBody =
  | { name?: string; Users?: string[]; students?: { email: string; name: string }[] }
  | { name?: string; Users?: string[]; roster: string };
/** GET /api/classes/{id}/progress: the class across the caller's rooms where one of it submitted. */
export interface ClassProgress {
  /** Oldest first; `date` the class's first submission there. */
  rooms: { id: string; name: string; slug: string; date: string }[];
  /** The roster, each with their bands by room id (absent: did not sit it). */
  students: { id: string; email: string; name: string; bands: Record<string, StudentBands> }[];
  /** The class's share right by question type and skill over those rooms (essays left out). */
  types: { skill: string; type: string; right: number; total: number }[];
}
