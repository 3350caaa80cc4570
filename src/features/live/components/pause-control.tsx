// "Pause the test" / "Resume the test" (docs/architecture.md, "Exam day"): every clock of the room stops
// while paused; students see "The test is paused" and cannot type.
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { ActionError } from '@/components/action-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { usePauseRoom } from '../api/pause-room';

export function PauseControl({
  room,
  paused,
}: {
  room: { id: string; slug: string };
  /** The room is paused now (the live state's `paused_at`). */
  paused: boolean;
}) {
  const pause = usePauseRoom(room);
  const [asking, setAsking] = useState(false);
  // No toast: the screen's status line says it (live-screen.tsx).
  const send = (next: boolean) => pause.mutate(next);
  return (
    <>
      {paused ? (
        <Button onClick={() => send(false)} disabled={pause.isPending}>
          <Play aria-hidden="true" />
          {pause.isPending ? 'Resuming…' : 'Resume the test'}
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)} disabled={pause.isPending}>
          <Pause aria-hidden="true" />
          {pause.isPending ? 'Pausing…' : 'Pause the test'}
        </Button>
      )}
      {pause.isError ? (
        <div className="basis-full">
          <ActionError title={paused ? 'Not resumed' : 'Not paused'} error={pause.error} />
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Pause the test?"
        confirmLabel="Pause the test"
        onConfirm={() => {
          setAsking(false);
          send(true);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>
          Every student’s clock stops and their sheet says “The test is paused”: they cannot type until you
          resume. Their answers so far are kept, and no one loses time.
        </p>
      </ConfirmDialog>
    </>
  );
}
