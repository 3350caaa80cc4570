// `choice`, `tfng` and `ynng` groups: per question its prompt and a radio group (native radios: arrow keys
// move between them). A choice sends its letter, the others the words themselves.
import type { ContentOption, SheetGroup } from '@/lib/api-types';
import { useAnswerValues } from '../../hooks/use-answers';
import { verdictOf } from '../../lib/review';
import { promptOf, type GroupControlProps } from './group-props';
import { boxIdOf, QuestionItem, Verdict, verdictDescription } from './question-item';

const words = (list: string[]): ContentOption[] => list.map((word) => ({ letter: word, text: '' }));
const FIXED: Partial<Record<NonNullable<SheetGroup['type']>, ContentOption[]>> = {
  tfng: words(['TRUE', 'FALSE', 'NOT GIVEN']),
  ynng: words(['YES', 'NO', 'NOT GIVEN']),
};

export function ChoiceGroup({ group, rows, readOnly, verdicts, onChange }: GroupControlProps) {
  const values = useAnswerValues(rows.map((row) => row.questionId ?? ''));
  return (
    <>
      {rows.map((row) => {
        const id = boxIdOf(row.key);
        const questionId = row.questionId ?? '';
        const slot = group.slots.find((s) => s.num === row.num);
        const options = FIXED[group.type ?? 'gap'] ?? slot?.options ?? group.options ?? [];
        const verdict = verdictOf(verdicts, row);
        const prompt = promptOf(group, row);
        return (
          <QuestionItem key={row.key}>
            <fieldset
              id={id}
              data-question-ids={questionId}
              aria-describedby={verdictDescription(id, verdict)}
              className="flex min-w-0 flex-1 flex-col gap-1"
            >
              <legend className="mb-1 font-semibold">
                <span className="tabular-nums">{row.num}</span>
                {prompt ? <span className="ml-2 font-normal">{prompt}</span> : null}
                {prompt ? null : <span className="sr-only">Question {row.num}</span>}
              </legend>
              {options.map((option) => (
                <label key={option.letter} className="flex items-start gap-2 py-0.5">
                  <input
                    type="radio"
                    name={id}
                    value={option.letter}
                    checked={(values[questionId] ?? '') === option.letter}
                    disabled={readOnly}
                    onChange={() => onChange(questionId, option.letter)}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span>
                    {option.text ? (
                      <>
                        <span className="font-semibold">{option.letter}</span> {option.text}
                      </>
                    ) : (
                      option.letter
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
            <Verdict boxId={id} verdict={verdict} />
          </QuestionItem>
        );
      })}
    </>
  );
}
