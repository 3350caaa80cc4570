// A Writing task's live word count, on the paper sheet and on the test on computer: read out at most once a
// second, so a screen reader is not interrupted at every key.
import { countWords } from '@/rules/word-count';
import { cn } from '@/lib/utils';
import { useThrottled } from '../hooks/use-throttled';
import { wordCountLabel } from '../lib/essay';

const COUNT_EVERY_MS = 1000;

export function EssayWordCount({
  id,
  text,
  minWords,
  className,
}: {
  id: string;
  text: string;
  minWords: number | null;
  className?: string;
}) {
  const words = useThrottled(countWords(text), COUNT_EVERY_MS);
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-sm tabular-nums text-muted-foreground', className)}
      // Changes as the student types: not text a highlight counts (computer/components/annotations).
      data-annotation-skip=""
    >
      {wordCountLabel(words, minWords)}
    </p>
  );
}
