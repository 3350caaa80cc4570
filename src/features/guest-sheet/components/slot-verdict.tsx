// A box of a submitted sheet marked right or wrong with its accepted answers (the room's results setting
// `review`): by icon and words, never by colour alone; the box is described by it.
import { Check, X } from 'lucide-react';
import type { GuestReviewEntry } from '@/lib/api-types';
import { cn } from '@/lib/utils';

export function SlotVerdict({ id, entry }: { id: string; entry: GuestReviewEntry }) {
  const Icon = entry.correct ? Check : X;
  return (
    <p
      id={id}
      data-slot="slot-verdict"
      className="flex basis-full flex-wrap items-center gap-x-2 pl-11 text-xs text-muted-foreground"
    >
      <span
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          entry.correct ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive dark:text-red-400',
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {entry.correct ? 'Correct' : 'Wrong'}
      </span>
      <span>Accepted: {entry.keys.join(' / ')}</span>
    </p>
  );
}
