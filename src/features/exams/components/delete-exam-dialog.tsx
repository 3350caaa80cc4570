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
import type { LibraryExam } from '@/lib/api-types';
import { toast } from '@/lib/toast';
import { useDeleteExam } from '../api/library';

/** Asks before deleting an exam; a room still using it is the server's 409, said as the server says it. */
export function DeleteExamDialog({ exam, onClose }: { exam: LibraryExam | null; onClose: () => void }) {
  const remove = useDeleteExam();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <AlertDialog open={exam !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{exam?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its sections, questions, answers and files are deleted for good.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError && <ActionError error={remove.error} />}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              exam &&
              remove.mutate(exam.id, {
                onSuccess: () => {
                  toast.success(`Deleted “${exam.name}”.`);
                  close();
                },
              })
            }
          >
            Delete exam
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
