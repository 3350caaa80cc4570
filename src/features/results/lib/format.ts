// How results read on screen.
import type { ExamScore, WritingExamScore } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';

/** One decimal at most: 27, 27.5, 27.3 (a class's mean or median; a band is lib/marks.ts's formatBand). */
export function formatNumber(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The band when the exam has one (40 boxes on the sheet), else the share correct. */
export function bandOrPercent({ score, total, band }: Pick<ExamScore, 'score' | 'total' | 'band'>): string {
  if (band !== null) return `Band ${formatBand(band)}`;
  return total > 0 ? `${Math.round((score / total) * 100)}%` : '—';
}

/** "1 h 05 min", "42 min", "35 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * A submission's entry for one exam as the server sends it: a Writing exam's is `{ band, marked, total }`
 * (docs/architecture.md, "Writing and marking"), every other one `{ score, total, band }`.
 */
export type ExamEntry = ExamScore | WritingExamScore;

export const isWritingEntry = (entry: ExamEntry): entry is WritingExamScore => !('score' in entry);

/** An exam's entry in a line: "31/40" with its band or share, or a Writing exam's band or marking state. */
export function examEntryParts(entry: ExamEntry): { main: string; detail: string } {
  if (isWritingEntry(entry)) {
    return entry.band !== null
      ? { main: `Band ${formatBand(entry.band)}`, detail: 'Writing' }
      : { main: '—', detail: `${entry.marked} of ${entry.total} tasks marked` };
  }
  return { main: `${entry.score}/${entry.total}`, detail: bandOrPercent(entry) };
}
