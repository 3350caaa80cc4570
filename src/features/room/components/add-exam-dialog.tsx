import { Library, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SpinnerIcon } from '@/components/ui/spinner';
import type { LibraryExam, RoomRecord } from '@/lib/api-types';
import { paths } from '@/lib/paths';
import { useLibrary } from '../api/get-library';
import { EXAM_KIND_LABELS } from '@/lib/exam-kinds';
import { questionsLabel } from '../tree-labels';

/**
 * "Add exam": the teacher's library exams not yet in the room, each added at the end of the room's list
 * with one press (saved at once, like every change on this screen).
 */
export function AddExamDialog({ room, onAdd }: { room: RoomRecord; onAdd: (exam: LibraryExam) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add exam
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add exam</DialogTitle>
          <DialogDescription>
            Exams from your library. An exam added here is the same exam in every room that has it.
          </DialogDescription>
        </DialogHeader>
        <LibraryChoices room={room} onAdd={onAdd} />
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to={paths.admin.exams}>
            <Library aria-hidden="true" />
            Open the exam library
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function LibraryChoices({ room, onAdd }: { room: RoomRecord; onAdd: (exam: LibraryExam) => void }) {
  const library = useLibrary();
  const [added, setAdded] = useState<string | null>(null);
  // The pressed button leaves the list with its exam: focus goes to the line that says so.
  const addedRef = useRef<HTMLParagraphElement>(null);
  const add = (exam: LibraryExam) => {
    onAdd(exam);
    setAdded(exam.name);
    requestAnimationFrame(() => addedRef.current?.focus());
  };
  const status = (
    <p ref={addedRef} tabIndex={-1} role="status" className="text-sm font-medium focus:outline-none">
      {added ? `Added “${added}” to this room.` : ''}
    </p>
  );
  if (library.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <SpinnerIcon className="size-4" />
        Loading your exams…
      </p>
    );
  }
  if (library.isError) {
    return (
      <LoadError
        title="Could not load your exams"
        error={library.error}
        onRetry={() => void library.refetch()}
        retrying={library.isFetching}
      />
    );
  }
  if (library.data.length === 0) {
    return <p className="text-sm">You have no exams yet. Make one in the exam library.</p>;
  }
  const inRoom = new Set(room.Exams);
  const choices = library.data.filter((exam) => !inRoom.has(exam.id));
  if (choices.length === 0) {
    return (
      <>
        {status}
        <p className="text-sm">Every exam in your library is in this room already.</p>
      </>
    );
  }
  return (
    <>
      {status}
      <ul aria-label="Your exams" className="grid max-h-[50vh] gap-2 overflow-y-auto">
        {choices.map((exam) => (
          <li key={exam.id} className="flex items-center justify-between gap-3 rounded-md border p-3">
            <div className="min-w-0">
              <p className="break-words font-medium">{exam.name}</p>
              <p className="text-sm text-muted-foreground">
                {EXAM_KIND_LABELS[exam.kind]} · {questionsLabel(exam.total)}
              </p>
            </div>
            <Button size="sm" variant="outline" aria-label={`Add ${exam.name}`} onClick={() => add(exam)}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
