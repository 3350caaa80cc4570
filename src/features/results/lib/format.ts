// How results read on screen.
import type { ExamScore } from '@/lib/api-types';

/** One decimal at most: 27, 27.5, 27.3. */
export function formatNumber(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The band when the exam has one (40 boxes on the sheet), else the share correct. */
export function bandOrPercent({ score, total, band }: Pick<ExamScore, 'score' | 'total' | 'band'>): string {
  if (band !== null) return `Band ${formatNumber(band)}`;
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
