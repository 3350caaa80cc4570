// Every note of a part, reachable by keyboard: the button opens a list (quoted text, note, edit, delete).
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { HIGHLIGHT_SHORTCUT, useAnnotations } from './annotations-context';
import { Quote } from './quote';

interface Props {
  /** The regions of the part shown (its passage and its groups), in reading order. */
  regionIds: readonly string[];
  className?: string;
  /** Below 640 px the button shows its icon only (the top bar of the test on computer). */
  iconOnlyNarrow?: boolean;
}

export function NotesList({ regionIds, className, iconOnlyNarrow = false }: Props) {
  const { annotations, openNote, deleteNote, quoteOf } = useAnnotations();
  const [open, setOpen] = useState(false);
  // Read from the regions when the list opens: the text does not change while it is open.
  const [quotes, setQuotes] = useState<ReadonlyMap<string, string>>(new Map());
  const notes = regionIds.flatMap((regionId) =>
    annotations.filter((a) => a.regionId === regionId && a.note).sort((a, b) => a.start - b.start),
  );
  const label = `Notes${notes.length ? ` (${notes.length})` : ''}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        aria-label={iconOnlyNarrow ? label : undefined}
        onClick={() => {
          setQuotes(new Map(notes.map((a) => [a.id, quoteOf(a)])));
          setOpen(true);
        }}
      >
        <NotebookPen aria-hidden="true" />
        {iconOnlyNarrow ? <span className="hidden sm:inline">{label}</span> : label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your notes for this part</DialogTitle>
          <DialogDescription>
            Notes stay on this device and are deleted once your answers are submitted.
          </DialogDescription>
        </DialogHeader>
        {notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No notes yet. Select text, then choose Add note (or press {HIGHLIGHT_SHORTCUT.label} to highlight
            it).
          </p>
        ) : (
          <ul className="grid gap-4">
            {notes.map((annotation) => {
              const quote = quotes.get(annotation.id) ?? '';
              return (
                <li key={annotation.id} className="grid gap-2 rounded-md border p-3">
                  <Quote text={quote} />
                  <p className="whitespace-pre-wrap break-words text-sm">{annotation.note}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Edit note on “${quote.slice(0, 40)}”`}
                      onClick={() => openNote(annotation.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete note on “${quote.slice(0, 40)}”`}
                      onClick={() => deleteNote(annotation.id)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
