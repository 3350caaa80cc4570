import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator; give it a label when it is the only sign that something is loading. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
