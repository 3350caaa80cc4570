// Authoring: an exam's authors, a room's members (docs/architecture.md, "Authoring"). Part of the HTTP
// contract of the custom routes (src/lib/api-types/index.ts).
import type { ContentOption, GroupContent } from './guest-sheet';
import type { ExamKind } from './results';
import type { Origin } from './rooms';

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
