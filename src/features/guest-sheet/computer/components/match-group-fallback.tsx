// A `match` group's simple control: the options listed once, and per question a select of the letters. The
// drag-and-drop control (computer/match/) takes its place later: same props (GroupControlProps).
import { NativeSelect } from '@/components/ui/native-select';
import { verdictOf } from '../../lib/review';
import { promptOf, type GroupControlProps } from './group-props';
import { boxIdOf, QuestionItem, Verdict, verdictDescription } from './question-item';

export function MatchGroupFallback({ group, rows, values, readOnly, verdicts, onChange }: GroupControlProps) {
  const options = group.options ?? [];
  return (
    <>
      <ul className="mb-2 flex flex-col gap-0.5 rounded-md border p-3" aria-label="Options">
        {options.map((option) => (
          <li key={option.letter}>
            <span className="font-semibold">{option.letter}</span> {option.text}
          </li>
        ))}
      </ul>
      {rows.map((row) => {
        const id = boxIdOf(row.key);
        const questionId = row.questionId ?? '';
        const verdict = verdictOf(verdicts, row);
        const prompt = promptOf(group, row);
        return (
          <QuestionItem key={row.key}>
            <label htmlFor={id} className="min-w-0 flex-1">
              <span className="font-semibold tabular-nums">{row.num}</span>
              {prompt ? <span className="ml-2">{prompt}</span> : null}
              {prompt ? null : <span className="sr-only"> Question {row.num}</span>}
            </label>
            <div className="w-28">
              <NativeSelect
                id={id}
                aria-describedby={verdictDescription(id, verdict)}
                data-question-ids={questionId}
                value={values[questionId] ?? ''}
                disabled={readOnly}
                onChange={(event) => onChange(questionId, event.target.value)}
              >
                <option value="">–</option>
                {options.map((option) => (
                  <option key={option.letter} value={option.letter}>
                    {option.letter}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Verdict boxId={id} verdict={verdict} />
          </QuestionItem>
        );
      })}
    </>
  );
}
