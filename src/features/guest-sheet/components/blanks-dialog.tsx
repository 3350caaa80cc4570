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
import { plural } from '@/lib/plural';

interface Props {
  open: boolean;
  /** The blank boxes, an entry per exam ("3, 5–7", or "Listening, questions 3–5"). */
  blanks: string[];
  /** The boxes flagged for review, an entry per exam, as `blanks`. */
  flagged: string[];
  onOpenChange: (open: boolean) => void;
  onSubmitAnyway: () => void;
  /** After "Go back": focus the first blank answer. */
  onGoneBack: () => void;
}

/** Some answers are blank after trimming, or flagged for review (docs/product.md, "Guest sheet"). */
export function BlanksDialog({ open, blanks, flagged, onOpenChange, onSubmitAnyway, onGoneBack }: Props) {
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
          <AlertDialogTitle>
            {blanks.length > 0
              ? `You have ${plural(blanks.length, 'unanswered question')}`
              : 'You have questions flagged for review'}
          </AlertDialogTitle>
          <AlertDialogDescription>
            Please check your input again or you can submit anyway.
          </AlertDialogDescription>
          {blanks.length > 0 ? <p className="text-sm">Unanswered: {blanks.join('; ')}</p> : null}
          {flagged.length > 0 ? <p className="text-sm">Flagged for review: {flagged.join('; ')}</p> : null}
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
