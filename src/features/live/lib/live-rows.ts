// The live screen's table (docs/architecture.md, "Exam day"): one row per student with the values its
// columns sort by, and the words and times it shows. Pure, so sorting 2,000 rows is tested without a screen.
import type { LiveStatus, LiveStudent } from '@/lib/api-types';
import { parseServerTime } from '@/lib/server-time';
import { plural } from '@/lib/plural';
import { sortStudents, type SortState } from '@/lib/student-sort';

export type LiveColumn = 'name' | 'status' | 'answered' | 'updated' | 'left' | 'extra' | 'away' | 'pastes';
export type LiveSort = SortState<LiveColumn>;

export interface LiveRow {
  /** The guest id: one row per guest in a room. */
  key: string;
  student: LiveStudent;
  /** Epoch ms; null when none. */
  updated: number | null;
  deadline: number | null;
}

/** Writing first, then those between parts or out of time, then those not started, the submitted last. */
const STATUS_RANK: Record<LiveStatus, number> = {
  writing: 0,
  paused: 0,
  finished_part: 1,
  time_up: 2,
  not_started: 3,
  submitted: 4,
};

export function statusLabel({ status, part }: Pick<LiveStudent, 'status' | 'part'>): string {
  switch (status) {
    case 'not_started':
      return 'Not started';
    case 'writing':
      return part ? `Writing part ${part}` : 'Writing';
    case 'paused':
      return 'Paused';
    case 'finished_part':
      return `Finished part ${part ?? 1}`;
    case 'time_up':
      return 'Time up';
    case 'submitted':
      return 'Submitted';
  }
}

const timeOf = (value: string | null) => {
  const ms = parseServerTime(value);
  return Number.isNaN(ms) ? null : ms;
};

export function toLiveRow(student: LiveStudent): LiveRow {
  return {
    key: student.guest.id,
    student,
    updated: timeOf(student.updated),
    deadline: timeOf(student.deadline),
  };
}

/** Whether a row's clock runs: a deadline ends what they write now. */
export const hasClock = (row: LiveRow) =>
  row.deadline !== null && row.student.status !== 'submitted' && row.student.status !== 'not_started';

function valueOf(row: LiveRow, column: LiveColumn): string | number | null {
  const { student } = row;
  switch (column) {
    case 'name':
      return student.guest.name;
    case 'status':
      return STATUS_RANK[student.status] * 1000 + (student.part ?? 0);
    case 'answered':
      return student.answered;
    case 'updated':
      return row.updated;
    case 'left':
      // Every running clock counts down together: the deadline orders them as the time left does.
      return hasClock(row) ? row.deadline : null;
    case 'extra':
      // Minutes and percents do not compare: minutes first, each by its amount.
      return student.extra_minutes ? 1000 + student.extra_minutes : student.extra_percent;
    case 'away':
      return student.away.seconds * 10000 + student.away.count;
    case 'pastes':
      return student.pastes;
  }
}

/** Rows sorted by one column (lib/student-sort.ts): no save or no clock goes last. */
export function sortLiveRows(rows: LiveRow[], sort: LiveSort): LiveRow[] {
  return sortStudents(rows, sort, valueOf);
}

/**
 * "12 writing · 3 submitted · 5 not started", with the other states when any student is in them: a paused
 * student is counted as paused, as the Status column says (while the room is paused, "12 paused").
 */
export function liveSummary(students: LiveStudent[]): string {
  const count: Record<LiveStatus, number> = {
    not_started: 0,
    writing: 0,
    paused: 0,
    finished_part: 0,
    time_up: 0,
    submitted: 0,
  };
  for (const student of students) count[student.status] += 1;
  const parts = [
    ...(count.writing || !count.paused ? [`${count.writing} writing`] : []),
    ...(count.paused ? [`${count.paused} paused`] : []),
    ...(count.finished_part ? [`${count.finished_part} between parts`] : []),
    ...(count.time_up ? [`${count.time_up} out of time`] : []),
    `${count.submitted} submitted`,
    `${count.not_started} not started`,
  ];
  return `${plural(students.length, 'student')}: ${parts.join(' · ')}`;
}

/** A countdown: "1:05:09", "42:07", "0:09"; "0:00" once past. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long ago: "just now", "35 s ago", "4 min ago", "2 h ago". */
export function formatAgo(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** A total time away: "45 s", "3 min 05 s", "1 h 02 min". */
export function formatAway(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "Paused since 10:05": the local time of day. */
export function clockTime(ms: number): string {
  const at = new Date(ms);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}
