import { Flag } from 'lucide-react';
import { lazy, memo, Suspense, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import type { GuestReviewEntry } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { ANSWER_MAX_LENGTH } from '../lib/answers';
import type { SheetRow } from '../lib/sheet';

// Only a reviewed sheet marks its boxes: loaded then, not with the sheet.
const SlotVerdict = lazy(() => import('./slot-verdict').then((m) => ({ default: m.SlotVerdict })));

interface Props {
  row: SheetRow;
  value: string;
  readOnly: boolean;
  verdict?: GuestReviewEntry;
  onChange: (questionId: string, value: string) => void;
  /** Flagged for review (docs/product.md, "Test conditions"). */
  flagged?: boolean;
  /** Absent on a sheet that takes no answers: no flag button. */
  onToggleFlag?: (questionId: string) => void;
}

/** Enter moves to the next box that takes an answer, as Tab would but without leaving the sheet. */
function focusNextAnswer(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const sheet = event.currentTarget.closest('[data-answer-sheet]');
  if (!sheet) return;
  const inputs = Array.from(sheet.querySelectorAll<HTMLInputElement>('input[data-answer]:not(:disabled)'));
  inputs[inputs.indexOf(event.currentTarget) + 1]?.focus();
}

export const AnswerRow = memo(function AnswerRow({
  row,
  value,
  readOnly,
  verdict,
  onChange,
  flagged = false,
  onToggleFlag,
}: Props) {
  const id = `answer-${row.key}`;
  const { questionId } = row;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-1">
      <label htmlFor={id} className="w-8 shrink-0 text-right text-sm font-semibold tabular-nums">
        {row.num}
      </label>
      <Input
        id={id}
        aria-label={`Question ${row.num}`}
        aria-describedby={verdict ? `${id}-verdict ${id}-keys` : undefined}
        data-answer=""
        data-question-id={questionId ?? undefined}
        className={cn('h-9 min-w-0 flex-1', readOnly && 'bg-muted')}
        value={questionId ? value : ''}
        placeholder={questionId ? undefined : 'Not in this test'}
        disabled={!questionId}
        readOnly={readOnly}
        maxLength={ANSWER_MAX_LENGTH}
        // An exam: no suggestions, corrections or spell checking from the browser or the phone keyboard.
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        onKeyDown={focusNextAnswer}
        onChange={(event) => questionId && onChange(questionId, event.target.value)}
      />
      {questionId && onToggleFlag ? (
        <button
          type="button"
          aria-pressed={flagged}
          // Read-only with a flag button: a submission on its way.
          disabled={readOnly}
          aria-label={`Flag question ${row.num} for review`}
          title={flagged ? 'Flagged for review' : 'Flag for review'}
          onClick={() => onToggleFlag(questionId)}
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
            flagged
              ? 'border-amber-600 bg-amber-100 text-amber-800 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-300'
              : 'border-transparent text-muted-foreground hover:bg-accent',
          )}
        >
          <Flag aria-hidden="true" className={cn('size-4', flagged && 'fill-current')} />
        </button>
      ) : null}
      {verdict ? (
        <Suspense fallback={null}>
          <SlotVerdict boxId={id} entry={verdict} />
        </Suspense>
      ) : null}
    </div>
  );
});
