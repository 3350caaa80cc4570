// The student's own result in the recorded dialog, as far as the room's results setting shows it.
import { lazy, Suspense } from 'react';
import type { GuestResult, GuestWritingResult } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';
import { paths } from '@/lib/paths';

// Only a released Writing result shows its marks: loaded then, not with the sheet.
const WritingMarks = lazy(() => import('../marks/writing-marks').then((m) => ({ default: m.WritingMarks })));

type ExamResult = GuestResult['exams'][number];

/** A Writing exam's entry has no score: it is marked, not counted (docs/architecture.md, "Writing and marking"). */
const isWriting = (exam: ExamResult | GuestWritingResult): exam is GuestWritingResult =>
  typeof (exam as Partial<ExamResult>).score !== 'number';

/** "Band 7 · 30 of 40": the band where the exam has one, the raw score beside it; never a share. */
function bandAndScore({ score, total, band }: ExamResult): string {
  return band !== null ? `Band ${formatBand(band)} · ${score} of ${total}` : `${score} of ${total}`;
}

interface Props {
  result: GuestResult;
  /** The essay the student submitted for a task of a Writing exam (for its marks). */
  essayOf?: (examId: string, task: number) => string;
}

export function GuestResultSummary({ result, essayOf = () => '' }: Props) {
  const exams: (ExamResult | GuestWritingResult)[] = result.exams;
  const writing = exams.filter(isWriting).filter((exam) => exam.tasks && exam.tasks.length > 0);
  const { bands } = result;
  return (
    <div data-slot="guest-result" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {/* As IELTS gives it (docs/product.md, "The test on computer"): a band per test with its raw score
          beside it, the overall where the four skills are there; never a sum across tests. */}
      {exams.length > 0 ? (
        <ul aria-label="Band per test" className="grid gap-1">
          {exams.map((exam) => (
            <li key={exam.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{exam.name}</span>
              <span className="tabular-nums">
                {isWriting(exam)
                  ? exam.tasks
                    ? `Band ${formatBand(exam.band)}`
                    : 'Marked by your teacher'
                  : bandAndScore(exam)}
              </span>
            </li>
          ))}
          {bands?.speaking != null ? (
            <li className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">Speaking</span>
              <span className="tabular-nums">Band {formatBand(bands.speaking)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {bands?.overall != null ? (
        <p>
          Overall band:{' '}
          <span className="text-lg font-semibold tabular-nums">{formatBand(bands.overall)}</span>
        </p>
      ) : null}
      {exams.some((exam) => !isWriting(exam) && exam.band !== null) ? (
        <p className="text-xs text-muted-foreground">Bands are estimates from the raw score.</p>
      ) : null}
      {writing.length > 0 ? (
        <Suspense fallback={<p className="text-muted-foreground">Loading your Writing marks…</p>}>
          {writing.map((exam) => (
            <WritingMarks key={exam.id} exam={exam} essayOf={essayOf} />
          ))}
        </Suspense>
      ) : null}
      {result.progress ? (
        <p>
          <a href={paths.progress(result.progress)} className="text-primary underline underline-offset-4">
            Your progress across mocks
          </a>{' '}
          <span className="text-muted-foreground">(keep this link: it is yours alone)</span>
        </p>
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
