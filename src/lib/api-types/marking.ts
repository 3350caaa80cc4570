// Writing and marking, and the report card (members of the room; docs/architecture.md, "Writing and marking",
// "The report card"). Part of the HTTP contract of the custom routes (src/lib/api-types/index.ts).
import type { BankCriterion } from '@/rules/comment-bank';
import type { Band } from './guest-sheet';
import type { ExamKind, ExamScore } from './results';

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
