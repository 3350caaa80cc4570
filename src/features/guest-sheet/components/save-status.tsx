import { Check, CircleAlert, CloudOff, Loader2 } from 'lucide-react';
import type { SaveStatus as Status } from '../lib/autosave';

const TEXT: Record<Exclude<Status, 'failed'>, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — saved on this device',
  busy: 'Server busy — saved on this device, trying again soon',
};

const NOT_SAVED = 'Not saved — kept on this device';

/**
 * Where the draft is, announced politely to screen readers. `failure`: why the server refused it; without
 * one (a room's refusal, said in the sheet's alert) only that it was not saved.
 */
export function SaveStatus({ status, failure = '' }: { status: Status; failure?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {status === 'saving' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {status === 'saved' && <Check className="size-4" aria-hidden="true" />}
      {(status === 'offline' || status === 'busy') && (
        <CloudOff className="size-4 text-warning" aria-hidden="true" />
      )}
      {status === 'failed' && <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />}
      <span>{status === 'failed' ? (failure ? `Not saved: ${failure}` : NOT_SAVED) : TEXT[status]}</span>
    </p>
  );
}
