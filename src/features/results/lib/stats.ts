// The class at a glance: how many opened, are writing and submitted, and each exam's mean, median and
// distribution of scores (over submitted students).
import type { ResultsExam, ResultsStudent } from '@/lib/api-types';
import { isWritingKind } from '@/lib/exam-kinds';
import { isWritingEntry, type ExamEntry } from './format';

export function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface ScoreBin {
  from: number;
  to: number;
  count: number;
}

/** At most this many bars per chart: readable at 360 px. */
const MAX_BINS = 10;

/** Scores 0…total counted in at most ten nearly equal ranges, lowest first (0–3, 4–7, …, 36–40 for 40). */
export function scoreBins(scores: number[], total: number): ScoreBin[] {
  const count = Math.max(1, Math.min(MAX_BINS, total + 1));
  const width = (total + 1) / count;
  const bins: ScoreBin[] = Array.from({ length: count }, (_, index) => ({
    from: Math.floor(index * width),
    to: Math.floor((index + 1) * width) - 1,
    count: 0,
  }));
  for (const score of scores) {
    const bin = bins.find((candidate) => score <= candidate.to) ?? bins[bins.length - 1]!;
    bin.count++;
  }
  return bins;
}

export interface ExamSummary {
  exam: ResultsExam;
  count: number;
  mean: number | null;
  median: number | null;
  bins: ScoreBin[];
}

export interface ClassSummary {
  opened: number;
  inProgress: number;
  submitted: number;
  exams: ExamSummary[];
}

export function classSummary(students: ResultsStudent[], exams: ResultsExam[]): ClassSummary {
  const submitted = students.filter((student) => student.submission);
  return {
    opened: students.length,
    inProgress: students.length - submitted.length,
    submitted: submitted.length,
    exams: exams.map((exam) => {
      // A Writing exam's entry has no score, only a band (lib/format.ts's ExamEntry): it counts its bands.
      const scores = submitted.flatMap((student) => {
        const entry: ExamEntry | undefined = student.submission?.exams[exam.id];
        if (!entry) return [];
        if (isWritingEntry(entry)) return entry.band === null ? [] : [entry.band];
        return [entry.score];
      });
      return {
        exam,
        count: scores.length,
        mean: mean(scores),
        median: median(scores),
        bins: isWritingKind(exam.kind) ? scoreBins(scores.map(Math.floor), 9) : scoreBins(scores, exam.total),
      };
    }),
  };
}
