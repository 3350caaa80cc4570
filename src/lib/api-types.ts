// The HTTP contract of the custom routes (DESIGN.md §5), as the browser sees it. pb_hooks/ implements it;
// tests on both sides hold each to it.

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
}
export interface SheetGroup {
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
  groups: SheetGroup[];
}
export interface SheetExam {
  id: string;
  name: string;
  sections: SheetSection[];
}
export interface GuestRoom {
  id: string;
  name: string;
  slug: string;
  detail: string;
  /** Number of bound slots (slots with a question). */
  total: number;
  exams: SheetExam[];
}
export interface GuestSearchResponse {
  room: GuestRoom;
  pendingSubmission: { answers: Answer[]; updated: string } | null;
  submission: { id: string; created: string; answers: Answer[] } | null;
}
export interface SaveAnswersBody {
  Room: string;
  raw: { answers: Answer[] };
}
export interface DraftSaved {
  id: string;
  updated: string;
}
export interface SubmissionCreated {
  id: string;
  created: string;
}

// ── Admin (records with PocketBase's shape) ─────────────────────────────────────────────────────────
export interface ExamConfig {
  disabled_exam_sections?: string[];
  disabled_section_questions?: string[];
  order_exam_sections?: string[];
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
  Sections: string[];
  expand?: { Sections?: SectionRecord[] };
}
export interface RoomRecord {
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
  expand?: { Exams?: ExamRecord[] };
}
export interface RoomListResponse {
  items: RoomRecord[];
}
export interface RoomPatchBody {
  name?: string;
  slug?: string;
  detail?: string;
  Exams?: string[];
  config?: RoomConfig;
}
export interface RoomShareBody {
  email: string;
}
export interface RoomDeleteBody {
  /** The room's name, typed by the user to confirm. */
  confirm: string;
}

/** PocketBase's error shape. */
export interface ApiErrorBody {
  status: number;
  message: string;
  data: Record<string, { code: string; message: string }>;
}
