import { Check, CircleAlert, CloudOff, Loader2, Pause } from 'lucide-react';
import type { SaveStatus as Status } from '../lib/autosave';

const TEXT: Record<Exclude<Status, 'failed'>, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — saved on this device',
  busy: 'Server busy — saved on this device, trying again soon',
};

const NOT_SAVED = 'Not saved — kept on this device';
const PAUSED = 'Paused — kept on this device, sent when the test resumes';

/**
 * Where the draft is, announced politely to screen readers. `failure`: why the server refused it; without
 * one (a room's refusal, said in the sheet's alert) only that it was not saved. `paused`: the room is paused
 * (docs/architecture.md, "Exam day"), so a draft not saved yet (refused as paused, in flight, waiting) waits
 * on this device and is said so; after the resume it is sent and the status goes on as before.
 */
export function SaveStatus({
  status,
  failure = '',
  paused = false,
}: {
  status: Status;
  failure?: string;
  paused?: boolean;
}) {
  const waiting = paused && status !== 'idle' && status !== 'saved';
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {waiting ? (
        <>
          <Pause className="size-4 shrink-0" aria-hidden="true" />
          <span>{PAUSED}</span>
        </>
      ) : (
        <>
          {status === 'saving' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {status === 'saved' && <Check className="size-4" aria-hidden="true" />}
          {(status === 'offline' || status === 'busy') && (
            <CloudOff className="size-4 text-warning" aria-hidden="true" />
          )}
          {status === 'failed' && (
            <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <span>{status === 'failed' ? (failure ? `Not saved: ${failure}` : NOT_SAVED) : TEXT[status]}</span>
        </>
      )}
    </p>
  );
}
