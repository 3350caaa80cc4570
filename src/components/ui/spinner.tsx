import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The spinning icon alone, for a control that says it is busy itself (Button's `loading`). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <Loader2 data-slot="spinner-icon" className={cn('size-5 animate-spin', className)} aria-hidden="true" />
  );
}

/** A spinning indicator; give it a label when it is the only sign that something is loading. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center', className)}>
      <SpinnerIcon />
      <span className="sr-only">{label}</span>
    </span>
  );
}
