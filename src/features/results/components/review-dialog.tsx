import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { ResultsExam, ResultsStudent, ReviewEntry } from '@/lib/api-types';
import { useSubmissionReview } from '../api/get-submission-review';
import { isWritingKind } from '@/lib/exam-kinds';
import { examEntryParts } from '../lib/format';
import { AwayLog } from './away-log';
import { Verdict } from './verdict';

interface Props {
  roomId: string;
  exams: ResultsExam[];
  /** The student whose submission is shown; null: closed. */
  student: ResultsStudent | null;
  onClose: () => void;
  onReopen: (student: ResultsStudent) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The room's time zone (docs/product.md, "Times in the room's zone"); none: the browser's. */
  timeZone?: string;
}

/** A student's submission box by box: their answer, the accepted answers and the verdict, in sheet order. */
export function ReviewDialog({
  roomId,
  exams,
  student,
  onClose,
  onReopen,
  onCloseAutoFocus,
  timeZone,
}: Props) {
  const name = student?.guest.name || 'Unnamed student';
  return (
    <Dialog open={Boolean(student)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl gap-3 p-4 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        {/* Clear of the close button. */}
        <DialogHeader className="pr-6">
          <DialogTitle>{name}’s answers</DialogTitle>
          <DialogDescription>{student?.guest.email}</DialogDescription>
        </DialogHeader>
        {student?.submission ? (
          <ReviewBody
            roomId={roomId}
            exams={exams}
            submissionId={student.submission.id}
            timeZone={timeZone}
          />
        ) : null}
        <DialogFooter>
          {student?.submission ? (
            <Button variant="outline" onClick={() => onReopen(student)}>
              Reopen submission
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReviewBody({
  roomId,
  exams,
  submissionId,
  timeZone,
}: {
  roomId: string;
  exams: ResultsExam[];
  submissionId: string;
  timeZone?: string;
}) {
  const review = useSubmissionReview(roomId, submissionId);
  if (review.isPending) {
    return (
      <div role="status" aria-label="Loading answers" className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (review.isError) {
    return (
      <LoadError
        title="Could not load these answers"
        error={review.error}
        onRetry={() => void review.refetch()}
        retrying={review.isFetching}
      />
    );
  }
  const { submission, review: entries, events } = review.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Score <span className="font-semibold tabular-nums">{submission.score}</span> of {submission.total}
        {exams.map((exam) => {
          const entry = submission.exams[exam.id];
          if (!entry) return null;
          const { main, detail } = examEntryParts(entry);
          return (
            <span key={exam.id} className="block text-muted-foreground">
              {exam.name}: {main} · {detail}
            </span>
          );
        })}
      </p>
      {/* Essays are not right or wrong: they are marked on the marking screen. */}
      {exams
        .filter((exam) => !isWritingKind(exam.kind))
        .map((exam) => (
          <ReviewTable
            key={exam.id}
            title={exam.name}
            entries={entries.filter((entry) => entry.examId === exam.id)}
          />
        ))}
      {/* Boxes the teacher has since taken off the sheet still show what was answered. */}
      <ReviewTable
        title="No longer on the sheet"
        entries={entries.filter((entry) => !exams.some((exam) => exam.id === entry.examId))}
      />
      <AwayLog events={events} timeZone={timeZone} />
    </div>
  );
}

function ReviewTable({ title, entries }: { title: string; entries: ReviewEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-10 py-1 pr-2 font-medium">
              No.
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Answer
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Accepted
            </th>
            <th scope="col" className="py-1 font-medium">
              Verdict
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.questionId} className="border-b align-top last:border-b-0">
              <th scope="row" className="py-1 pr-2 text-left font-semibold tabular-nums">
                {entry.num}
              </th>
              <td className="break-words py-1 pr-2">
                {entry.answer.trim() ? entry.answer : <span className="text-muted-foreground">(blank)</span>}
              </td>
              <td className="break-words py-1 pr-2 text-muted-foreground">{entry.keys.join(' / ')}</td>
              <td className="py-1">
                <Verdict correct={entry.correct} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
