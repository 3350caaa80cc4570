// The bar at the foot of the test on computer: the parts with how many of each are answered, the current
// part's question numbers (current, answered, flagged "Review", unanswered: by mark and words, not colour
// alone), previous and next, and the "Review" tick box of the current question. Only the current exam's parts
// are in it, as in the real test; they scroll between the arrows and Review, which stay on screen at any width.
import { Check, ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useBlankIds, useFlags } from '../../hooks/use-answers';
import { useStoreValue } from '../../lib/value-store';
import type { Parts } from '../hooks/use-parts';
import { partsOfExam, type Part } from '../lib/parts';

interface Props {
  parts: Parts;
  /** No flag can change (locked, submitted). */
  readOnly: boolean;
  onToggleFlag: (questionId: string) => void;
}

// The same elements at every render, so React leaves the icons as they are when the focus moves the current
// question (a keystroke's neighbour on a slow laptop: docs/performance-log.md, 2026-11-29, afternoon).
const previousIcon = <ChevronLeft aria-hidden="true" />;
const nextIcon = <ChevronRight aria-hidden="true" />;
const answeredIcon = <Check className="size-3" />;
const flaggedIcon = <Flag className="size-3 fill-current" />;

/** "Question 14, answered, flagged for review" (and "current"). */
export function questionLabel(num: number, answered: boolean, flagged: boolean, current: boolean) {
  return [
    `Question ${num}`,
    answered ? 'answered' : 'unanswered',
    flagged ? 'flagged for review' : null,
    current ? 'current' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

interface QuestionNumberProps {
  questionId: string;
  num: number;
  answered: boolean;
  flagged: boolean;
  current: boolean;
  goTo: (questionId: string) => void;
}

/** One number of the bar: renders again only when its own state does, not with each box that fills. */
const QuestionNumber = memo(function QuestionNumber({
  questionId,
  num,
  answered,
  flagged,
  current,
  goTo,
}: QuestionNumberProps) {
  return (
    <button
      type="button"
      aria-label={questionLabel(num, answered, flagged, current)}
      aria-current={current ? 'true' : undefined}
      onClick={() => goTo(questionId)}
      className={cn(
        'relative flex h-9 min-w-9 shrink-0 flex-col items-center justify-center rounded-md border px-1 text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        answered ? 'border-foreground bg-muted' : 'border-dashed border-border',
        current && 'border-2 border-primary font-bold',
      )}
    >
      <span>{num}</span>
      <span aria-hidden="true" className="flex h-3 items-center gap-0.5">
        {answered ? answeredIcon : null}
        {flagged ? flaggedIcon : null}
      </span>
    </button>
  );
});

export function QuestionBar({ parts, readOnly, onToggleFlag }: Props) {
  const { position, currentQuestion } = parts;
  // The focus moving between questions renders the bar alone (hooks/use-parts.ts).
  const currentId = useStoreValue(currentQuestion);
  const shown = partsOfExam(parts.parts, parts.current?.exam.id);
  // The bar reads whether each box is blank, not what it holds: it renders again when a box fills or
  // empties, not on every keystroke, and in the task after the key's (docs/architecture.md, "The answers
  // store").
  const blank = useBlankIds(
    shown.flatMap(({ part }) => part.rows.map((row) => row.questionId ?? '')),
    'after',
  );
  const flagList = useFlags();
  const flags = useMemo(() => new Set(flagList), [flagList]);
  const isAnswered = (id: string) => id !== '' && !blank.has(id);
  const answeredOf = (part: Part) => part.rows.filter((row) => isAnswered(row.questionId ?? '')).length;
  // The current part's numbers are scrolled into the bar's view when the student moves (the bar scrolls at 360 px).
  const currentGroup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    currentGroup.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [position.part]);
  return (
    <nav aria-label="Questions" className="border-t bg-background print:hidden">
      <div className="flex items-center gap-2 px-2 py-2">
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label="Previous question"
          disabled={parts.atEdge(-1, currentId)}
          onClick={() => parts.step(-1)}
          className="shrink-0"
        >
          {previousIcon}
        </Button>
        <div className="flex min-w-0 flex-1 items-center gap-2 overflow-x-auto">
          {shown.map(({ part, index }) =>
            index === position.part ? (
              <div
                key={part.section.id}
                ref={currentGroup}
                className="flex shrink-0 items-center gap-1"
                role="group"
                aria-label={part.label}
              >
                <span className="shrink-0 px-1 text-sm" aria-current="step">
                  <span className="block font-semibold">{part.label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {answeredOf(part)} of {part.rows.length} answered
                  </span>
                </span>
                {part.rows.map((row) => {
                  const id = row.questionId ?? '';
                  return (
                    <QuestionNumber
                      key={row.key}
                      questionId={id}
                      num={row.num}
                      answered={isAnswered(id)}
                      flagged={flags.has(id)}
                      current={id === currentId}
                      goTo={parts.goTo}
                    />
                  );
                })}
              </div>
            ) : (
              <button
                key={part.section.id}
                type="button"
                disabled={!parts.isOpen(index)}
                onClick={() => parts.showPart(index)}
                className="shrink-0 rounded-md border px-2 py-1 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:opacity-60"
              >
                <span className="block font-semibold">
                  {part.label}
                  {parts.isOpen(index) ? null : <span className="sr-only"> (closed)</span>}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {answeredOf(part)} of {part.rows.length} answered
                </span>
              </button>
            ),
          )}
        </div>
        <label
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-1.5 text-sm',
            (!currentId || readOnly) && 'opacity-60',
          )}
        >
          <input
            type="checkbox"
            checked={currentId ? flags.has(currentId) : false}
            disabled={!currentId || readOnly}
            onChange={() => currentId && onToggleFlag(currentId)}
            className="size-4 accent-primary"
          />
          Review
        </label>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label="Next question"
          disabled={parts.atEdge(1, currentId)}
          onClick={() => parts.step(1)}
          className="shrink-0"
        >
          {nextIcon}
        </Button>
      </div>
    </nav>
  );
}
