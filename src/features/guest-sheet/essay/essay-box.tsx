// A Writing task's box on the paper sheet (docs/architecture.md, "Writing and marking"): a plain text box
// with no spell-check or suggestions, the words counted as typed and the recommended minutes. Loaded only
// for a sheet with an essay, apart from the sheet's bundle.
import { Textarea } from '@/components/ui/textarea';
import { ESSAY_MAX_LENGTH } from '@/rules/limits';
import { cn } from '@/lib/utils';
import { recommendedMinutes } from '@/rules/writing-task';
import type { SheetRow } from '../lib/sheet';
import { withinEssayMax } from '../lib/essay';
import { EssayWordCount } from './essay-word-count';

interface Props {
  row: SheetRow;
  value: string;
  readOnly: boolean;
  onChange: (questionId: string, value: string) => void;
}

export function EssayBox({ row, value, readOnly, onChange }: Props) {
  const id = `answer-${row.key}`;
  const { questionId } = row;
  const minutes = recommendedMinutes(row.num);
  return (
    <div className="grid gap-1.5 py-2" data-essay="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="font-semibold">
          Task {row.num}
        </label>
        {minutes ? <span className="text-sm text-muted-foreground">About {minutes} minutes</span> : null}
      </div>
      <Textarea
        id={id}
        data-answer=""
        data-question-id={questionId ?? undefined}
        aria-describedby={`${id}-words`}
        className={cn('min-h-64 text-base leading-relaxed', readOnly && 'bg-muted')}
        value={questionId ? value : ''}
        disabled={!questionId}
        readOnly={readOnly}
        maxLength={ESSAY_MAX_LENGTH}
        // An exam: no suggestions, corrections or spell checking from the browser or the phone keyboard.
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => questionId && onChange(questionId, withinEssayMax(event.target.value))}
      />
      <EssayWordCount id={`${id}-words`} text={value} minWords={row.essay?.minWords ?? null} />
    </div>
  );
}
