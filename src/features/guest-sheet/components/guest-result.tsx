// The student's own result in the recorded dialog, as far as the room's results setting shows it.
import type { GuestResult } from '@/lib/api-types';

/** "Band 7" when the exam has 40 boxes, else the share correct. */
function bandOrPercent({ score, total, band }: GuestResult['exams'][number]): string {
  if (band !== null) return `Band ${band}`;
  return total > 0 ? `${Math.round((score / total) * 100)}%` : '';
}

export function GuestResultSummary({ result }: { result: GuestResult }) {
  return (
    <div data-slot="guest-result" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        Your score:{' '}
        <span className="text-lg font-semibold tabular-nums">
          {result.score} of {result.total}
        </span>
      </p>
      {result.exams.length > 0 ? (
        <ul aria-label="Score per exam" className="grid gap-1">
          {result.exams.map((exam) => (
            <li key={exam.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{exam.name}</span>
              <span className="tabular-nums">
                {exam.score} of {exam.total}
                {bandOrPercent(exam) ? ` · ${bandOrPercent(exam)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.exams.some((exam) => exam.band !== null) ? (
        <p className="text-xs text-muted-foreground">Bands are estimates from the raw score.</p>
      ) : null}
      {result.review ? (
        <p className="text-muted-foreground">
          View again to see each answer marked, with the accepted answers.
        </p>
      ) : null}
      {/* docs/architecture.md, "Exam day": the keys wait until no one is still writing. */}
      {result.review_later ? (
        <p className="text-muted-foreground">
          The accepted answers show here once everyone has finished: open this page again later.
        </p>
      ) : null}
    </div>
  );
}
