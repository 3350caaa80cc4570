// Students across rooms (members of a room of theirs; docs/product.md, "Students across mocks"). Part of the
// HTTP contract of the custom routes (src/lib/api-types/index.ts).
import type { Band } from './guest-sheet';
import type { SpeakingCriteria, StudentBands, WritingCriteria } from './marking';
import type { ExamKind } from './results';

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
