import { Check, X } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Right or wrong, by icon and word (never by colour alone). */
export function Verdict({ correct, className }: { correct: boolean; className?: string }) {
  const Icon = correct ? Check : X;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-medium',
        correct ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive dark:text-red-400',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {correct ? 'Correct' : 'Wrong'}
    </span>
  );
}
