import { CircleAlert, Lock } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ROOM_CLOSED, type RoomRefusal } from '../lib/room-refusal';

/**
 * Why the sheet takes no answers (docs/product.md, "Test conditions"): the room is closed, or the server
 * refused a save or the submission (closed since, or the time is up). Said in words, as an alert; not a
 * heading (the alert primitive's title is an h5, out of order under the page's h1).
 */
export function RoomNotice({ refusal }: { refusal: RoomRefusal | null }) {
  if (!refusal) {
    return (
      <Alert>
        <Lock className="size-4" aria-hidden="true" />
        <AlertDescription>
          <p className="font-medium">{ROOM_CLOSED}</p>
          <p>The teacher is not taking answers in this room.</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertDescription>
        <p className="font-medium">{refusal.message}</p>
        <p>What you typed is kept on this device; nothing is lost.</p>
      </AlertDescription>
    </Alert>
  );
}
