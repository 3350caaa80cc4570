// An `essay` group (a Writing task, docs/architecture.md "Writing and marking"): a plain text box per question,
// without the browser's spelling or suggestions, up to ESSAY_MAX_LENGTH characters, with the task's minimum words
// and a live word count that stays on screen however far the essay runs (it says the minimum too: the task's
// text says it already, so no line of its own repeats it). The task itself (the section's passage and its
// chart) is in the passage pane.
import { ESSAY_MAX_LENGTH } from '@/rules/limits';
import { useAnswer } from '../../hooks/use-answers';
import { EssayWordCount } from '../../essay/essay-word-count';
import { withinEssayMax } from '../../lib/essay';
import { verdictOf } from '../../lib/review';
import type { SheetRow } from '../../lib/sheet';
import type { GroupControlProps } from './group-props';
import { boxIdOf, QuestionItem, TYPED_ANSWER, Verdict } from './question-item';

export function EssayGroup({ group, rows, readOnly, verdicts, onChange }: GroupControlProps) {
  return (
    <>
      {rows.map((row) => (
        <EssayBox
          key={row.key}
          group={group}
          row={row}
          readOnly={readOnly}
          verdicts={verdicts}
          onChange={onChange}
        />
      ))}
    </>
  );
}

/** One task's box and its word count: what a keystroke in it renders. */
function EssayBox({
  group,
  row,
  readOnly,
  verdicts,
  onChange,
}: Omit<GroupControlProps, 'rows'> & { row: SheetRow }) {
  const id = boxIdOf(row.key);
  const questionId = row.questionId ?? '';
  const value = useAnswer(questionId);
  return (
    <QuestionItem>
      <label htmlFor={id} className="font-semibold">
        Question {row.num}
      </label>
      <textarea
        id={id}
        data-question-ids={questionId}
        aria-describedby={`${id}-words`}
        value={value}
        disabled={readOnly}
        rows={16}
        {...TYPED_ANSWER}
        maxLength={ESSAY_MAX_LENGTH}
        onChange={(event) => onChange(questionId, withinEssayMax(event.target.value))}
        className="w-full rounded-md border border-input bg-background p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <EssayWordCount
        id={`${id}-words`}
        text={value}
        minWords={group.min_words ?? null}
        className="sticky bottom-0 border-t bg-background py-1"
      />
      <Verdict boxId={id} verdict={verdictOf(verdicts, row)} />
    </QuestionItem>
  );
}
