import { memo, type ReactNode } from 'react';
import { formatNumber } from '../lib/format';
import type { ClassSummary as Summary } from '../lib/stats';
import { ScoreChart } from './score-chart';
import { isWritingKind } from '@/lib/exam-kinds';
import { plural } from '@/lib/plural';

/** Counts of the class and, per exam, mean, median and the spread of scores. */
export const ClassSummary = memo(function ClassSummary({
  summary,
  actions,
}: {
  summary: Summary;
  /** Beside the counts (the export). */
  actions?: ReactNode;
}) {
  return (
    <section aria-label="Summary" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Read out when someone opens the room or submits, not on every poll. */}
        <p aria-live="polite" className="text-sm">
          <span className="font-semibold">{summary.opened}</span> opened ·{' '}
          <span className="font-semibold">{summary.inProgress}</span> in progress ·{' '}
          <span className="font-semibold">{summary.submitted}</span> submitted
        </p>
        {actions}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {summary.exams.map(({ exam, count, mean, median, bins }) => (
          <div key={exam.id} className="rounded-lg border bg-card p-3 text-card-foreground">
            <h3 className="text-sm font-semibold">{exam.name}</h3>
            {isWritingKind(exam.kind) ? (
              <p className="text-sm text-muted-foreground">
                Mean band {formatNumber(mean)} · Median band {formatNumber(median)}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Mean {formatNumber(mean)} · Median {formatNumber(median)} of {exam.total}
              </p>
            )}
            <ScoreChart
              bins={bins}
              label={
                isWritingKind(exam.kind)
                  ? `Bands in ${exam.name} of ${plural(count, 'marked student')}`
                  : `Scores in ${exam.name} of ${plural(count, 'submitted student')}`
              }
            />
          </div>
        ))}
      </div>
    </section>
  );
});
