import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Delivery } from '@/lib/api-types';
import { plural } from '@/lib/plural';
import { SoundCheck } from './sound-check';

interface Props {
  open: boolean;
  name: string;
  /** Minutes from "Let's go" in a timed room; 0: untimed. */
  timeLimit?: number;
  /** How the room's test is taken: the paper sheet's boxes or the test on computer (its own how-to). */
  delivery?: Delivery;
  /** A Listening test on computer: the sound check comes before "Let's go". */
  soundCheck?: boolean;
  /** The start is being recorded: "Let's go" waits for it. */
  starting?: boolean;
  /** "Let's go" (or Escape): starts the clock, then closes the dialog. */
  onClose: () => void;
  /** Where focus goes once the dialog is gone (the first blank answer). */
  onClosed: () => void;
}

export function WelcomeDialog({
  open,
  name,
  timeLimit = 0,
  delivery = 'paper',
  soundCheck = false,
  starting = false,
  onClose,
  onClosed,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        hideClose
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Welcome, {name}</DialogTitle>
          <DialogDescription>
            {delivery === 'computer' ? (
              <>
                Each part shows its questions, with its reading passage beside them where it has one; your
                answers are saved as you go. The bar at the foot shows the parts of the test you are in and
                every question: answered, flagged for Review, or not yet answered. Hide and Settings are at
                the top.
              </>
            ) : (
              <>
                Type your answers into the numbered boxes; they are saved as you type. Switch to Paperwork to
                see the question paper.
              </>
            )}
          </DialogDescription>
          {timeLimit > 0 ? (
            <p className="text-sm font-medium">
              You have {plural(timeLimit, 'minute')} from when you press “Let's go”. When the time is up, your
              answers are submitted as they are.
            </p>
          ) : null}
        </DialogHeader>
        {soundCheck ? <SoundCheck /> : null}
        <DialogFooter>
          <Button onClick={onClose} disabled={starting} aria-busy={starting || undefined}>
            Let's go
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
