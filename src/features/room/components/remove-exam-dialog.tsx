import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import type { ExamRecord } from '@/lib/api-types';

/** Asks before an exam leaves the room; the exam itself stays in the library and in other rooms. */
export function RemoveExamDialog({
  exam,
  open,
  onConfirm,
  onClose,
}: {
  /** Kept while the dialog closes, so its words do not change on the way out. */
  exam: ExamRecord | null;
  open: boolean;
  onConfirm: (exam: ExamRecord) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={open && exam !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {exam?.name} from this room?</AlertDialogTitle>
          <AlertDialogDescription>
            Students’ answers to it are kept; it leaves their sheet. The exam stays in your library.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => exam && onConfirm(exam)}
          >
            Remove
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
