// An `essay` group: a plain text area per question for now (Writing has its own screen to come).
import { verdictOf } from '../../lib/review';
import type { GroupControlProps } from './group-props';
import { boxIdOf, QuestionItem, TYPED_ANSWER, Verdict } from './question-item';

export function EssayGroup({ rows, values, readOnly, verdicts, onChange }: GroupControlProps) {
  return (
    <>
      {rows.map((row) => {
        const id = boxIdOf(row.key);
        const questionId = row.questionId ?? '';
        return (
          <QuestionItem key={row.key}>
            <label htmlFor={id} className="font-semibold">
              Question {row.num}
            </label>
            <textarea
              id={id}
              data-question-ids={questionId}
              value={values[questionId] ?? ''}
              disabled={readOnly}
              rows={8}
              {...TYPED_ANSWER}
              onChange={(event) => onChange(questionId, event.target.value)}
              className="w-full rounded-md border border-input bg-background p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <Verdict boxId={id} verdict={verdictOf(verdicts, row)} />
          </QuestionItem>
        );
      })}
    </>
  );
}
