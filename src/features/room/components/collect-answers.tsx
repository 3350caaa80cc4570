// "Collect answers now" (docs/product.md, "Test conditions"): every open sheet of the room submitted at
// once, and the room closed. The confirm says how many students are still writing, from the results.
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import type { RoomRecord } from '@/lib/api-types';
import { errorMessage } from '@/lib/errors';
import { resultsQueryOptions } from '@/lib/results-queries';
import { useCollectAnswers } from '../api/collect-answers';
import { collectedLabel, studentsWritingLabel } from '../collect-labels';

export function CollectAnswers({ room }: { room: RoomRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2 border-t pt-4">
      <div>
        <h3 className="text-sm font-medium">Collect answers now</h3>
        <p id="collect-answers-description" className="text-sm text-muted-foreground">
          Submits every student’s sheet as it is now, scored as usual, and closes the room.
        </p>
      </div>
      <Button
        variant="outline"
        className="justify-self-start"
        aria-describedby="collect-answers-description"
        onClick={() => setOpen(true)}
      >
        <Inbox aria-hidden="true" />
        Collect answers now
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <CollectConfirm room={room} onDone={() => setOpen(false)} />
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** Mounted only while the dialog is open: it counts the students then, and opens without an old error. */
function CollectConfirm({ room, onDone }: { room: RoomRecord; onDone: () => void }) {
  const results = useQuery(resultsQueryOptions(room.id));
  const collect = useCollectAnswers(room);
  const writing = results.data?.students.filter((student) => student.status === 'in_progress').length;

  const confirm = () =>
    collect.mutate(undefined, {
      onSuccess: ({ collected }) => {
        toast.success(collectedLabel(collected));
        onDone();
      },
    });

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>Collect answers now?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">
            {results.isPending ? (
              <Spinner label="Counting the students still writing" />
            ) : results.isError ? (
              <p>Could not count the students still writing: {errorMessage(results.error)}</p>
            ) : (
              <p className="font-medium text-foreground">{studentsWritingLabel(writing ?? 0)}</p>
            )}
            <p>
              Each sheet is submitted as it is now and scored as usual. The room then closes: students see
              “This room is closed.” until you accept answers again.
            </p>
          </div>
        </AlertDialogDescription>
      </AlertDialogHeader>
      {collect.isError ? <ActionError error={collect.error} /> : null}
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <Button onClick={confirm} disabled={collect.isPending}>
          {collect.isPending ? 'Collecting…' : 'Collect answers'}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
