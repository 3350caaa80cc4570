// A room's results (members of the room; docs/architecture.md, "HTTP routes"). Part of the HTTP contract of
// the custom routes (src/lib/api-types/index.ts).
import type { ExamDayResultsStudent, ExamDaySubmissionReview } from './exam-day';
import type { Band, GroupType } from './guest-sheet';
import type { StudentBands } from './marking';
import type { ExamKind } from '@/rules/exam-kinds';

export type { ExamKind } from '@/rules/exam-kinds';
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
