import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { GuestResult } from '@/lib/api-types';
import { GuestResultSummary } from './guest-result';

interface Props {
  open: boolean;
  onViewAgain: () => void;
  /** Focus the sheet once the dialog is gone. */
  onClosed: () => void;
  /** What the room's results setting shows; null: nothing. */
  result?: GuestResult | null;
  /** The essay the student submitted for a task of a Writing exam (for its marks). */
  essayOf?: (examId: string, task: number) => string;
}

/** "Your submission was recorded" (docs/product.md, "Guest sheet"). */
export function SubmittedDialog({ open, onViewAgain, onClosed, result, essayOf }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onViewAgain()}>
      <AlertDialogContent
        // Released Writing marks hold whole essays: the dialog scrolls.
        className="max-h-[90dvh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Your submission was recorded</AlertDialogTitle>
          <AlertDialogDescription>You may now close this window.</AlertDialogDescription>
        </AlertDialogHeader>
        {result ? <GuestResultSummary result={result} essayOf={essayOf} /> : null}
        <AlertDialogFooter>
          <AlertDialogAction onClick={onViewAgain}>View again</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
