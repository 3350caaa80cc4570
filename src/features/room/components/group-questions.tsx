import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useGroupQuestions } from '../api/get-group-questions';

/** A group's questions, numbered, each with its accepted keys joined by " / ". */
export function GroupQuestions({ groupId }: { groupId: string }) {
  const group = useGroupQuestions(groupId);
  if (group.isPending) return <Spinner label="Loading questions" className="py-2 text-muted-foreground" />;
  if (group.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 py-2 text-destructive">
        <p role="alert">{errorMessage(group.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void group.refetch()}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  const questions = [...(group.data.expand?.Questions ?? [])].sort((a, b) => a.num - b.num);
  if (questions.length === 0)
    return <p className="py-2 text-muted-foreground">No questions in this group.</p>;
  return (
    <ol aria-label="Questions and answer keys" className="flex list-none flex-col gap-1 py-1">
      {questions.map((question) => {
        const keys = (question.expand?.Keys ?? []).map((key) => key.value).join(' / ');
        return (
          <li key={question.id} className="flex gap-2">
            <span className="w-8 shrink-0 text-right font-medium tabular-nums">{question.num}.</span>
            {keys ? <span>{keys}</span> : <span className="italic text-muted-foreground">no key</span>}
          </li>
        );
      })}
    </ol>
  );
}
