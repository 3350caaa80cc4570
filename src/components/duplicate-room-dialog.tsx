import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import type { RoomRecord } from '@/lib/api-types';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDuplicateRoom } from '@/lib/duplicate-room';

interface DialogProps {
  room: RoomRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Duplicate room" (docs/product.md, "Duplicate and import"), from the room's Action menu and the dashboard
 * card's: the copy always has the room's exams, settings and members; its students' data only when ticked
 * (off each time the dialog opens). The copy opens once made.
 */
export function DuplicateRoomDialog({ room, open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Duplicate room</DialogTitle>
          <DialogDescription>
            Makes a copy of “{room.name}” with the same exams, settings and members, at a link of its own.
          </DialogDescription>
        </DialogHeader>
        {open ? <DuplicateForm room={room} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DuplicateForm({ room, onDone }: { room: RoomRecord; onDone: () => void }) {
  const [students, setStudents] = useState(false);
  const duplicate = useDuplicateRoom(room.id);
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    duplicate.mutate(
      { students },
      {
        onSuccess: (copy) => {
          const what = students ? 'with its students’ data' : 'without its students';
          toast.success(`Made “${copy.name}”: a copy of “${room.name}”, ${what}.`);
          onDone();
          void navigate(paths.admin.room(copy.slug));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-students`}
          aria-describedby={`${id}-students-hint`}
          checked={students}
          disabled={duplicate.isPending}
          onCheckedChange={(checked) => setStudents(checked === true)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-students`}>Copy its students’ data too</Label>
          <p id={`${id}-students-hint`} className="text-sm text-muted-foreground">
            Who joined, their answers, submissions, marks, extra time and the times they left the test. Left
            off, the copy starts with no students.
          </p>
        </div>
      </div>
      {duplicate.isError ? <ActionError error={duplicate.error} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={duplicate.isPending} aria-busy={duplicate.isPending}>
          {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
        </Button>
      </DialogFooter>
    </form>
  );
}
