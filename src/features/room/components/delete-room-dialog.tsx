import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ActionError } from '@/components/action-error';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/text-field';
import type { RoomRecord } from '@/lib/api-types';
import { roomQueryOptions, roomsQueryOptions } from '@/lib/room-queries';
import { useDeleteRoom } from '../api/delete-room';
import { paths } from '@/lib/paths';

interface DialogProps {
  room: RoomRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** "Delete sheet": the room goes only once its name is typed; its exams stay for other rooms. */
export function DeleteRoomDialog({ room, open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete sheet</AlertDialogTitle>
          <AlertDialogDescription>
            This deletes the room “{room.name}” for everyone who manages it, and its link stops working. Its
            exams are kept. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <DeleteForm room={room} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeleteForm({ room }: { room: RoomRecord }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteRoom(room.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = typed.trim() === room.name.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { confirm: room.name },
      {
        onSuccess: async () => {
          toast.success(`Deleted “${room.name}”`);
          await navigate(paths.admin.dashboard, { replace: true });
          // Only once the room page is gone, or it would ask for the deleted room again.
          queryClient.removeQueries({ queryKey: roomQueryOptions(room.slug).queryKey });
          void queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        id="delete-confirm"
        label={
          <span className="block leading-snug">
            Type <span className="font-semibold">{room.name}</span> to confirm
          </span>
        }
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {remove.isError ? <ActionError error={remove.error} /> : null}
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
          Delete sheet
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
