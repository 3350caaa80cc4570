// Rooms and exams as records (PocketBase's shape), and the room routes. Part of the HTTP contract of the
// custom routes (src/lib/api-types/index.ts).
import type { ExamDayRoomPatch } from './exam-day';
import type { Delivery } from './guest-sheet';
import type { ExamKind, RoomCounts } from './results';
import type { AudioMode, ResultsSetting } from '@/rules/room-settings';

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
  audio: AudioMode;
  /** What a guest sees after submitting. */
  results: ResultsSetting;
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
