// "Collect answers now" (docs/product.md, "Test conditions"): every open sheet of the room submitted at
// once, and the room closed. Asked from the room detail and the live screen; the confirm says how many
// students are still writing, from the results.
import { useQuery } from '@tanstack/react-query';
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
import { useCollectAnswers } from '@/lib/collect-answers';
import { collectedLabel, studentsWritingLabel } from '@/lib/collect-labels';
import { errorMessage } from '@/lib/errors';
import { resultsQueryOptions } from '@/lib/results-queries';
import { toast } from '@/lib/toast';

interface Props {
  room: { id: string; slug: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CollectAnswersDialog({ room, open, onOpenChange }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <CollectConfirm room={room} onDone={() => onOpenChange(false)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Mounted only while the dialog is open: it counts the students then, and opens without an old error. */
function CollectConfirm({ room, onDone }: { room: Props['room']; onDone: () => void }) {
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
