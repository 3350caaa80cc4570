import { useRef } from 'react';
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

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitAnyway: () => void;
  /** After "Go back": focus the first blank answer. */
  onGoneBack: () => void;
}

/** Some answers are blank after trimming (docs/product.md, "Guest sheet"). */
export function BlanksDialog({ open, onOpenChange, onSubmitAnyway, onGoneBack }: Props) {
  const submitting = useRef(false);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          submitting.current = false;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!submitting.current) onGoneBack();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>You have unanswered questions</AlertDialogTitle>
          <AlertDialogDescription>
            Please check your input again or you can submit anyway.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Go back</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              submitting.current = true;
              onSubmitAnyway();
            }}
          >
            Submit anyway
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
