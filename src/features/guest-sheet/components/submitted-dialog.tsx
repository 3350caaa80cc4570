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
}

/** "Your submission was recorded" (docs/product.md, "Guest sheet"). */
export function SubmittedDialog({ open, onViewAgain, onClosed, result }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onViewAgain()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Your submission was recorded</AlertDialogTitle>
          <AlertDialogDescription>You now may close this window.</AlertDialogDescription>
        </AlertDialogHeader>
        {result ? <GuestResultSummary result={result} /> : null}
        <AlertDialogFooter>
          <AlertDialogAction onClick={onViewAgain}>View again</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
