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
import type { SheetEnding } from '../hooks/use-sheet-session';
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
  /** How the sheet ended without the student's Submit (docs/product.md, "Exam day"); null: they submitted. */
  ending?: SheetEnding | null;
}

/** The dialog's title: who or what submitted the sheet. */
export function submittedTitle(ending: SheetEnding | null | undefined): string {
  if (ending?.kind === 'collected') return 'Your teacher has collected the answers';
  if (ending?.kind === 'time_up') return 'Time is up: your answers were submitted';
  return 'Your submission was recorded';
}

/** Said when answers typed after the collection were not included. */
export const LEFT_OUT = 'Some answers you typed after your teacher collected the sheet were not included.';

/** "Your submission was recorded" (docs/product.md, "Guest sheet"). */
export function SubmittedDialog({ open, onViewAgain, onClosed, result, essayOf, ending }: Props) {
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
          <AlertDialogTitle>{submittedTitle(ending)}</AlertDialogTitle>
          <AlertDialogDescription>
            {ending?.leftOut ? `${LEFT_OUT} ` : ''}You may now close this window.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {result ? <GuestResultSummary result={result} essayOf={essayOf} /> : null}
        <AlertDialogFooter>
          <AlertDialogAction onClick={onViewAgain}>View again</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
