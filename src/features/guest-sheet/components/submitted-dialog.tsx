import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

interface Props {
  open: boolean;
  onViewAgain: () => void;
  /** Focus the sheet once the dialog is gone. */
  onClosed: () => void;
}

/** "Your submission was recorded" (docs/product.md, "Guest sheet"). */
export function SubmittedDialog({ open, onViewAgain, onClosed }: Props) {
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
        <AlertDialogFooter>
          <AlertDialogAction onClick={onViewAgain}>View again</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
