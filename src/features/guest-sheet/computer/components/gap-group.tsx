// A `gap` group (or one without a type): its content with a box in each gap `[[n]]`, numbers the content
// does not place as boxes after it; without content, numbered boxes with their prompts.
import { lazy, Suspense } from 'react';
import type { GuestReviewEntry } from '@/lib/api-types';
import { Input } from '@/components/ui/input';
import { gapNumbers } from '@/rules/computer-content';
import { cn } from '@/lib/utils';
import { useAnswer } from '../../hooks/use-answers';
import { verdictOf } from '../../lib/review';
import type { SheetRow } from '../../lib/sheet';
import { promptOf, type GroupControlProps } from './group-props';
import { boxIdOf, QuestionItem, TYPED_ANSWER, Verdict, verdictDescription } from './question-item';

const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((m) => ({ default: m.LightMarkdown })),
);

export function GapGroup({ group, rows, readOnly, verdicts, onChange }: GroupControlProps) {
  const box = (row: SheetRow, inline: boolean) => {
    const id = boxIdOf(row.key);
    const verdict = verdictOf(verdicts, row);
    return (
      <>
        <GapBox id={id} row={row} inline={inline} verdict={verdict} readOnly={readOnly} onChange={onChange} />
        {/* An inline box's verdict goes under the content (placedVerdicts). */}
        {inline ? null : <Verdict boxId={id} verdict={verdict} />}
      </>
    );
  };

  const placed = new Set(group.content ? gapNumbers(group.content) : []);
  const byNum = new Map(rows.map((row) => [row.num, row]));
  const rest = rows.filter((row) => !placed.has(row.num));
  return (
    <>
      {group.content ? (
        <Suspense fallback={null}>
          <LightMarkdown
            source={group.content}
            renderGap={(num) => {
              const row = byNum.get(num);
              return row ? box(row, true) : `(${num})`;
            }}
          />
        </Suspense>
      ) : null}
      {rows
        .filter((row) => placed.has(row.num) && verdictOf(verdicts, row))
        .map((row) => (
          <div key={row.key} className="flex flex-wrap items-center">
            <span className="text-sm font-semibold">Question {row.num}</span>
            <Verdict boxId={boxIdOf(row.key)} verdict={verdictOf(verdicts, row)} />
          </div>
        ))}
      {rest.map((row) => (
        <QuestionItem key={row.key}>
          <label
            htmlFor={boxIdOf(row.key)}
            className="w-8 shrink-0 pt-2 text-right font-semibold tabular-nums"
          >
            {row.num}
          </label>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {promptOf(group, row) ? <p>{promptOf(group, row)}</p> : null}
            <div className="flex flex-wrap items-center gap-x-3">{box(row, false)}</div>
          </div>
        </QuestionItem>
      ))}
    </>
  );
}

interface GapBoxProps {
  id: string;
  row: SheetRow;
  /** In the group's content, numbered by its placeholder. */
  inline: boolean;
  verdict?: GuestReviewEntry;
  readOnly: boolean;
  onChange: (questionId: string, value: string) => void;
}

/** One gap's box: the one thing a keystroke in it renders (the content around it stays as it is). */
function GapBox({ id, row, inline, verdict, readOnly, onChange }: GapBoxProps) {
  const questionId = row.questionId ?? '';
  const value = useAnswer(questionId);
  return (
    <Input
      id={id}
      aria-label={`Question ${row.num}`}
      aria-describedby={verdictDescription(id, verdict)}
      data-question-ids={questionId}
      placeholder={inline ? String(row.num) : undefined}
      className={cn(inline ? 'mx-1 inline-flex h-8 w-40 align-baseline' : 'h-9 min-w-0 flex-1')}
      value={value}
      disabled={readOnly}
      {...TYPED_ANSWER}
      onChange={(event) => onChange(questionId, event.target.value)}
    />
  );
}
