// A question of a match group with its numbered gap: the chosen option (letter and text), a drop target for a
// dragged option and a place for a picked one, and a button to clear it.
import { useDroppable } from '@dnd-kit/core';
import { X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ContentOption, GuestReviewEntry, SheetSlot } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { gapDropId } from '../../lib/match-ids';
import { OptionLabel } from './match-option';

// Only a reviewed sheet marks its gaps: loaded then.
const SlotVerdict = lazy(() =>
  import('../../../components/slot-verdict').then((m) => ({ default: m.SlotVerdict })),
);

interface Props {
  slot: SheetSlot & { questionId: string };
  value: string;
  /** The option the value names; absent for none, or a letter the group does not list. */
  option: ContentOption | undefined;
  picked: ContentOption | null;
  readOnly: boolean;
  verdict?: GuestReviewEntry;
  onPlace: (questionId: string, num: number) => void;
  onClear: (questionId: string) => void;
}

export function MatchGap({ slot, value, option, picked, readOnly, verdict, onPlace, onClear }: Props) {
  const { questionId, num, prompt } = slot;
  const { setNodeRef, isOver } = useDroppable({ id: gapDropId(questionId), disabled: readOnly });
  const boxId = `match-gap-${questionId}`;
  const shown = option ? (
    <OptionLabel option={option} />
  ) : value ? (
    <span className="font-semibold">{value}</span>
  ) : null;
  const answer = option ? `${option.letter}, ${option.text}` : value || 'no answer';
  const gapClass = cn(
    'flex min-h-[2.5em] min-w-[6em] flex-1 items-center rounded-md border-2 border-dashed px-[0.75em] py-[0.25em] text-left',
    value ? 'border-solid border-input bg-background' : 'border-muted-foreground/50 bg-muted/40',
    isOver && 'border-primary bg-accent',
    picked && !readOnly && 'border-primary',
  );
  return (
    // The number in its own column; the prompt and the gap share the other, the gap wrapping under the prompt
    // on a narrow screen.
    <div className="grid grid-cols-[2em_minmax(0,1fr)] items-start gap-x-[0.75em]">
      <span className="pt-[0.5em] text-right font-semibold tabular-nums">{num}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-x-[0.75em] gap-y-[0.25em]">
        {prompt ? <span className="min-w-0">{prompt}</span> : null}
        <div
          ref={setNodeRef}
          data-match-gap={questionId}
          // The answer shown changes: not text to highlight.
          data-annotation-skip=""
          className="flex min-w-0 flex-1 basis-[12em] items-center gap-[0.25em]"
        >
          {readOnly ? (
            <div
              id={boxId}
              role="group"
              aria-label={`Question ${num}: ${answer}`}
              aria-describedby={verdict ? `${boxId}-verdict ${boxId}-keys` : undefined}
              className={cn(gapClass, 'bg-muted')}
            >
              {shown}
            </div>
          ) : (
            <button
              type="button"
              id={boxId}
              data-question-ids={questionId}
              aria-label={picked ? `Place ${picked.letter} in question ${num}` : `Question ${num}: ${answer}`}
              onClick={() => onPlace(questionId, num)}
              className={cn(
                gapClass,
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              )}
            >
              {shown}
            </button>
          )}
          {value && !readOnly ? (
            <button
              type="button"
              aria-label={`Remove answer from question ${num}`}
              title="Remove answer"
              onClick={() => onClear(questionId)}
              className="flex size-[2.25em] shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-[1em]" />
            </button>
          ) : null}
        </div>
      </div>
      {verdict ? (
        <div className="col-span-2">
          <Suspense fallback={null}>
            <SlotVerdict boxId={boxId} entry={verdict} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
