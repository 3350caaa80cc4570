import { Check, CloudOff, Loader2 } from 'lucide-react';
import type { SaveStatus as Status } from '../lib/autosave';

const TEXT: Record<Status, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — saved on this device',
};

/** Where the draft is, announced politely to screen readers. */
export function SaveStatus({ status }: { status: Status }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {status === 'saving' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {status === 'saved' && <Check className="size-4" aria-hidden="true" />}
      {status === 'offline' && <CloudOff className="size-4 text-warning" aria-hidden="true" />}
      <span>{TEXT[status]}</span>
    </p>
  );
}
