import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface Props {
  open: boolean;
  name: string;
  onClose: () => void;
  /** Where focus goes once the dialog is gone (the first blank answer). */
  onClosed: () => void;
}

export function WelcomeDialog({ open, name, onClose, onClosed }: Props) {
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
            Type your answers into the numbered boxes; they are saved as you type. Switch to Paperwork to see
            the question paper.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>Let's go</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
