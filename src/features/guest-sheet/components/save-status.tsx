import { Check, CircleAlert, CloudOff, Loader2 } from 'lucide-react';
import type { SaveState } from '../hooks/use-guest-answers';
import type { SaveStatus as Status } from '../lib/autosave';
import { useStoreValue, type ValueStore } from '../lib/value-store';

const TEXT: Record<Exclude<Status, 'failed'> | 'paused', string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — saved on this device',
  busy: 'Server busy — saved on this device, trying again soon',
  paused: 'Paused — kept on this device',
};

const NOT_SAVED = 'Not saved — kept on this device';

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
  // While paused, a draft not saved yet is shown as held on the device, like an offline one.
  const shown = paused && status !== 'idle' && status !== 'saved' ? 'paused' : status;
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {shown === 'saving' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {shown === 'saved' && <Check className="size-4" aria-hidden="true" />}
      {(shown === 'offline' || shown === 'busy' || shown === 'paused') && (
        <CloudOff className="size-4 shrink-0 text-warning" aria-hidden="true" />
      )}
      {shown === 'failed' && <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />}
      <span>{shown === 'failed' ? (failure ? `Not saved: ${failure}` : NOT_SAVED) : TEXT[shown]}</span>
    </p>
  );
}

/**
 * The sheet's SaveStatus, read from its save state (hooks/use-guest-answers.ts): a save starting or ending
 * renders this line alone, not the screen around it (a whole screen's render at each keystroke's save on a
 * slow laptop: docs/performance-log.md, 2026-11-29, afternoon). Idle once submitted.
 */
export function SheetSaveStatus({
  state,
  submitted,
  paused,
}: {
  state: ValueStore<SaveState>;
  submitted: boolean;
  paused: boolean;
}) {
  const { status, failure } = useStoreValue(state);
  return <SaveStatus status={submitted ? 'idle' : status} failure={failure} paused={paused} />;
}
