// A highlight's note: read, write, edit (≤ 1,000 characters), or remove the highlight.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { NOTE_MAX_LENGTH, type Annotation } from '../../lib/annotations/annotations';
import { Quote } from './quote';

interface Props {
  annotation: Annotation | null;
  quote: string;
  /** Where focus goes on closing; Radix's default (the element focused before) otherwise. */
  returnTo?: HTMLElement;
  onSave: (id: string, note: string) => void;
  onRemoveHighlight: (id: string) => void;
  onClose: () => void;
}

export function NoteDialog({ annotation, quote, returnTo, onSave, onRemoveHighlight, onClose }: Props) {
  // Closing clears the provider's state first: the target of the open dialog is kept for the focus move.
  const focusAfter = useRef<HTMLElement | undefined>(undefined);
  useEffect(() => {
    if (annotation) focusAfter.current = returnTo;
  }, [annotation, returnTo]);
  return (
    <Dialog open={annotation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = focusAfter.current;
          if (target?.isConnected) {
            event.preventDefault();
            // The region may be a whole passage: keep the student's place in it.
            target.focus({ preventScroll: true });
          }
        }}
      >
        {annotation ? (
          <NoteForm
            key={annotation.id}
            annotation={annotation}
            quote={quote}
            onSave={onSave}
            onRemoveHighlight={onRemoveHighlight}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({
  annotation,
  quote,
  onSave,
  onRemoveHighlight,
  onClose,
}: Omit<Props, 'annotation' | 'returnTo'> & { annotation: Annotation }) {
  const [note, setNoteText] = useState(annotation.note);
  const fieldId = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(annotation.id, note.trim());
      }}
    >
      <DialogHeader>
        <DialogTitle>{annotation.note ? 'Your note' : 'Add a note'}</DialogTitle>
        <DialogDescription asChild>
          <div className="text-left">
            <span className="sr-only">On the highlighted text: </span>
            <Quote text={quote} />
          </div>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Note</Label>
        <Textarea
          id={fieldId}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          rows={5}
          aria-describedby={`${fieldId}-count`}
          onChange={(event) => setNoteText(event.target.value)}
        />
        <p id={`${fieldId}-count`} className="text-right text-xs tabular-nums text-muted-foreground">
          {note.length.toLocaleString('en')} / {NOTE_MAX_LENGTH.toLocaleString('en')} characters
        </p>
      </div>
      <DialogFooter className="gap-2 sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={() => onRemoveHighlight(annotation.id)}>
            Remove highlight
          </Button>
          {annotation.note ? (
            <Button type="button" variant="outline" onClick={() => onSave(annotation.id, '')}>
              Delete note
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save note</Button>
        </div>
      </DialogFooter>
    </form>
  );
}
