import { useMemo, useState } from 'react';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { QuestionAnalysis, ResultsExam } from '@/lib/api-types';
import { useAcceptAnswer } from '../api/accept-answer';
import { useItemAnalysis } from '../api/get-item-analysis';
import { hardestFirst, shareCorrect } from '../lib/item-analysis';
import { isPreparing } from '../lib/preparing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Verdict } from './verdict';
import { TypeSummary } from './type-summary';

interface Candidate {
  item: QuestionAnalysis;
  examName: string;
  answer: string;
  count: number;
}

/** Each box: share correct, blanks and the most common answers, with Accept next to a wrong one. */
export function ItemAnalysis({ roomId, exams }: { roomId: string; exams: ResultsExam[] }) {
  const analysis = useItemAnalysis(roomId);
  const accept = useAcceptAnswer(roomId);
  const [hardest, setHardest] = useState(false);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const examNames = useMemo(() => new Map(exams.map((exam) => [exam.id, exam.name])), [exams]);
  const items = useMemo(
    () => (analysis.data && hardest ? hardestFirst(analysis.data.items) : analysis.data?.items),
    [analysis.data, hardest],
  );

  if (analysis.isPending) {
    return (
      <div role="status" aria-label="Loading questions" className="grid gap-2">
        {isPreparing(analysis.failureReason) ? (
          <p className="text-sm text-muted-foreground">Preparing the questions…</p>
        ) : null}
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (analysis.isError || !items) {
    return (
      <LoadError
        title="Could not load the questions"
        error={analysis.error}
        onRetry={() => void analysis.refetch()}
        retrying={analysis.isFetching}
      />
    );
  }

  const confirmAccept = () => {
    if (!candidate) return;
    const { item, answer } = candidate;
    accept.mutate(
      { questionId: item.questionId, answer },
      {
        onSuccess: ({ regraded, changed }) =>
          toast.success(
            `Accepted “${answer}”: ${plural(regraded, 'submission')} regraded, ${changed} changed score.`,
          ),
      },
    );
    setCandidate(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="hardest-first"
          checked={hardest}
          onCheckedChange={(checked) => setHardest(checked === true)}
        />
        <Label htmlFor="hardest-first">Hardest first</Label>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">This sheet has no questions.</p>
      ) : (
        <div className="grid items-start gap-3 xl:grid-cols-[18rem_1fr]">
          <TypeSummary types={analysis.data.types} />
          <ol aria-label="Questions" className="grid gap-3 lg:grid-cols-2">
            {items.map((item) => {
              const examName = examNames.get(item.examId) ?? '';
              return (
                <QuestionItem
                  key={item.questionId}
                  item={item}
                  examName={exams.length > 1 ? examName : ''}
                  pending={accept.isPending}
                  onAccept={(answer, count) => setCandidate({ item, examName, answer, count })}
                />
              );
            })}
          </ol>
        </div>
      )}
      <ConfirmDialog
        open={candidate !== null}
        title="Accept this answer?"
        confirmLabel="Accept"
        onConfirm={confirmAccept}
        onCancel={() => setCandidate(null)}
      >
        {candidate ? (
          <>
            <p>
              “{candidate.answer}” becomes an accepted answer to question {candidate.item.num}
              {candidate.examName ? ` of ${candidate.examName}` : ''}.
            </p>
            <p>
              This changes {plural(candidate.count, 'submission')} in this room. Submissions in other rooms
              that use this exam are scored again too.
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

function QuestionItem({
  item,
  examName,
  pending,
  onAccept,
}: {
  item: QuestionAnalysis;
  examName: string;
  pending: boolean;
  onAccept: (answer: string, count: number) => void;
}) {
  const share = shareCorrect(item);
  const percent = share === null ? null : Math.round(share * 100);
  const title = `${examName ? `${examName} ` : ''}Question ${item.num}`;
  return (
    <li aria-label={title} className="rounded-lg border bg-card p-3 text-card-foreground">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="text-sm tabular-nums">
          {percent === null ? 'No submissions' : `${percent}% correct (${item.correct} of ${item.submitted})`}
          {' · '}
          {item.blank} blank
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary" style={{ width: `${percent ?? 0}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">Accepted: {item.keys.join(' / ')}</p>
      {item.answers.length > 0 ? (
        <ul aria-label={`Answers to ${title}`} className="mt-2 grid gap-1 text-sm">
          {item.answers.map((given) => (
            <li key={given.answer} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 break-words font-medium">{given.answer}</span>
              <span className="tabular-nums text-muted-foreground">×{given.count}</span>
              <Verdict correct={given.correct} className="text-xs" />
              {!given.correct ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto h-7 px-2"
                  disabled={pending}
                  aria-label={`Accept “${given.answer}” for ${title}`}
                  onClick={() => onAccept(given.answer, given.count)}
                >
                  Accept
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
