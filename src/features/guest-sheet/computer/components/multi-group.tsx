// A `multi` group: the group's options as tick boxes, exactly as many ticks as the group has questions
// (further ticks are disabled, and said so). The ticks go to the questions in letter order (lib/multi.ts),
// and are read back from the stored values after a reload.
import { plural } from '@/lib/plural';
import { useAnswerValues } from '../../hooks/use-answers';
import { verdictOf } from '../../lib/review';
import { multiValues, tickedOf, toggleTick } from '../lib/multi';
import type { GroupControlProps } from './group-props';
import { boxIdOf, Verdict } from './question-item';

export function MultiGroup({ group, rows, readOnly, verdicts, onChange }: GroupControlProps) {
  const ids = rows.map((row) => row.questionId ?? '');
  const values = useAnswerValues(ids);
  const limit = ids.length;
  const ticked = tickedOf(ids, values);
  const full = ticked.length >= limit;
  const id = boxIdOf(rows[0]?.key ?? group.id);
  const first = rows[0]?.num;
  const last = rows[rows.length - 1]?.num;

  const toggle = (letter: string) => {
    const next = multiValues(ids, toggleTick(ticked, letter, limit));
    for (const questionId of ids)
      if ((values[questionId] ?? '') !== (next[questionId] ?? ''))
        onChange(questionId, next[questionId] ?? '');
  };

  return (
    <fieldset id={id} data-question-ids={ids.join(' ')} className="flex flex-col gap-1 py-2">
      <legend className="mb-1 font-semibold">
        Questions {first}
        {last !== first ? `–${last}` : ''}: choose {plural(limit, 'letter')}
      </legend>
      {(group.options ?? []).map((option) => {
        const checked = ticked.includes(option.letter);
        return (
          <label key={option.letter} className="flex items-start gap-2 py-0.5">
            <input
              type="checkbox"
              value={option.letter}
              checked={checked}
              disabled={readOnly || (full && !checked)}
              onChange={() => toggle(option.letter)}
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="font-semibold">{option.letter}</span> {option.text}
            </span>
          </label>
        );
      })}
      <p aria-live="polite" data-annotation-skip="" className="text-sm text-muted-foreground empty:hidden">
        {full && !readOnly ? `You have chosen ${plural(limit, 'letter')}. Untick one to choose another.` : ''}
      </p>
      {rows.map((row) => (
        <Verdict key={row.key} boxId={boxIdOf(row.key)} verdict={verdictOf(verdicts, row)} />
      ))}
    </fieldset>
  );
}
