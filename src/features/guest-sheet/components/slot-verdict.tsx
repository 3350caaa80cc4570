// A box of a submitted sheet marked right or wrong with its accepted answers (the room's results setting
// `review`): by icon and words, never by colour alone. The box is described by the verdict and the keys
// (`{boxId}-verdict`, `{boxId}-keys`: two ids, so a screen reader hears them as two phrases).
import { Check, X } from 'lucide-react';
import type { GuestReviewEntry } from '@/lib/api-types';
import { cn } from '@/lib/utils';

export function SlotVerdict({ boxId, entry }: { boxId: string; entry: GuestReviewEntry }) {
  const Icon = entry.correct ? Check : X;
  return (
    <p
      data-slot="slot-verdict"
      className="flex basis-full flex-wrap items-center gap-x-2 pl-11 text-xs text-muted-foreground"
    >
      <span
        id={`${boxId}-verdict`}
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          entry.correct ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive dark:text-red-400',
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {entry.correct ? 'Correct' : 'Wrong'}
      </span>
      <span id={`${boxId}-keys`}>Accepted: {entry.keys.join(' / ')}</span>
    </p>
  );
}
