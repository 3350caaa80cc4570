// The class at a glance: how many opened, are writing and submitted, and each exam's mean, median and
// distribution of scores (over submitted students).
import type { ResultsExam, ResultsStudent } from '@/lib/api-types';

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

/** Scores 0…total counted in equal ranges (the last may be shorter), lowest first. */
export function scoreBins(scores: number[], total: number): ScoreBin[] {
  const width = Math.max(1, Math.ceil((total + 1) / MAX_BINS));
  const bins: ScoreBin[] = [];
  for (let from = 0; from <= total; from += width) {
    bins.push({ from, to: Math.min(total, from + width - 1), count: 0 });
  }
  for (const score of scores) {
    const bin = bins[Math.min(bins.length - 1, Math.max(0, Math.floor(score / width)))];
    if (bin) bin.count++;
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
      const scores = submitted.flatMap((student) => {
        const score = student.submission?.exams[exam.id]?.score;
        return score === undefined ? [] : [score];
      });
      return {
        exam,
        count: scores.length,
        mean: mean(scores),
        median: median(scores),
        bins: scoreBins(scores, exam.total),
      };
    }),
  };
}
