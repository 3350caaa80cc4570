import { History } from 'lucide-react';
import type { Origin } from '@/lib/api-types';
import { originText } from '@/lib/origin';

/** A copy's or an import's line on its screen: where it came from and when; nothing for the rest. */
export function OriginNote({ origin }: { origin: Origin | null | undefined }) {
  const text = originText(origin);
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <History className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
