import { CircleAlert, Lock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ROOM_CLOSED, type RoomRefusal } from '../lib/room-refusal';

/**
 * Why the sheet takes no answers (docs/product.md, "Test conditions"): the room is closed, or the server
 * refused a save or the submission (closed since, or the time is up). Said in words, as an alert.
 */
export function RoomNotice({ refusal }: { refusal: RoomRefusal | null }) {
  if (!refusal) {
    return (
      <Alert>
        <Lock className="size-4" aria-hidden="true" />
        <AlertTitle>{ROOM_CLOSED}</AlertTitle>
        <AlertDescription>The teacher is not taking answers in this room.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertTitle>{refusal.message}</AlertTitle>
      <AlertDescription>What you typed is kept on this device; nothing is lost.</AlertDescription>
    </Alert>
  );
}
