import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Textarea } from '@/components/ui/textarea';
import type { EssayNote } from '@/lib/api-types';
import { NOTE_TEXT_MAX } from '@/rules/mark-limits';
import { toUtf16 } from '../lib/offsets';

interface Props {
  text: string;
  notes: EssayNote[];
  errors: Record<string, string>;
  onChange: (notes: EssayNote[]) => void;
  /** "Save to bank" beside each comment (docs/product.md, "Comment bank"), given its text and its name. */
  saveToBank?: (text: string, what: string) => ReactNode;
}

/** The comments on ranges of the essay, each with its quoted range, editable and removable. */
export function NoteList({ text, notes, errors, onChange, saveToBank }: Props) {
  if (notes.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No comments on the essay yet: select words in it, then “Comment on selection”.
      </p>
    );
  }
  const update = (index: number, value: string) =>
    onChange(notes.map((note, i) => (i === index ? { ...note, text: value } : note)));
  const remove = (index: number) => onChange(notes.filter((_, i) => i !== index));
  return (
    <ol className="grid gap-3">
      {notes.map((note, i) => {
        const quoted = text.slice(toUtf16(text, note.start), toUtf16(text, note.end));
        const errorId = `note-${i}-error`;
        const error = errors[`notes.${i}.text`] ?? errors[`notes.${i}`];
        return (
          <li key={`${note.start}-${note.end}-${i}`} className="grid gap-1">
            <label htmlFor={`note-${i}`} className="text-sm">
              <span className="font-medium">Comment {i + 1}</span> on{' '}
              <q className="rounded-sm bg-yellow-200 px-0.5 dark:bg-yellow-700/60">
                {quoted.length > 80 ? `${quoted.slice(0, 80)}…` : quoted}
              </q>
            </label>
            <div className="flex items-start gap-2">
              <Textarea
                id={`note-${i}`}
                data-note-index={i}
                value={note.text}
                maxLength={NOTE_TEXT_MAX}
                rows={2}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => update(i, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove comment ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {saveToBank ? (
              <div className="justify-self-end">{saveToBank(note.text, `comment ${i + 1}`)}</div>
            ) : null}
            <FieldError id={errorId} message={error} />
          </li>
        );
      })}
    </ol>
  );
}
