// A section's passage for the test on computer (docs/product.md, "Authoring"): light Markdown typed,
// pasted or filled from a PDF's text layer, with its preview beside it (below it on a narrow screen).
import { useId, useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { PASSAGE_MAX } from '@/rules/computer-content';
import { errorMessage } from '@/lib/errors';
import { emptyPagesNotice, passageFromPages } from '../lib/pdf-text';
import type { ConfirmRequest } from './confirm-dialog';
import { MarkdownPreview } from './markdown-preview';

interface Props {
  /** "Part 1": names the fields. */
  name: string;
  value: string;
  onChange: (passage: string | null) => void;
  error?: string;
  confirm: (request: ConfirmRequest) => void;
}

/** A blank text is no passage (null), as the server keeps it. */
const orNull = (text: string) => (text === '' ? null : text);

export const MARKDOWN_HINT =
  'Light Markdown: a blank line between paragraphs, ## for a heading, **bold**, *italic*, lines starting “- ” or “1. ” for a list, and | between a table’s cells.';

export function PassageEditor({ name, value, onChange, error, confirm }: Props) {
  const id = useId();
  const [reading, setReading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const over = value.length > PASSAGE_MAX;

  const fillFromPdf = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setNotice(null);
    setReading(true);
    try {
      const { pdfPageTexts } = await import('../lib/pdf-pages');
      const passage = passageFromPages(await pdfPageTexts(file));
      setNotice(emptyPagesNotice(passage));
      if (passage.text === '') return;
      if (value.trim() === '') onChange(passage.text);
      else
        confirm({
          title: `Replace ${name}’s passage?`,
          body: `The text of ${file.name} takes the place of the passage typed now.`,
          confirmLabel: 'Replace the passage',
          destructive: true,
          onConfirm: () => onChange(passage.text),
        });
    } catch (failure) {
      setNotice(`The PDF could not be read: ${errorMessage(failure)}`);
    } finally {
      setReading(false);
      input.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-text`}>{name} passage</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        The reading text shown beside the questions on computer. {MARKDOWN_HINT}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="grid content-start gap-1">
          <Textarea
            id={`${id}-text`}
            className="min-h-48"
            value={value}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(orNull(event.target.value))}
          />
          <p
            id={`${id}-count`}
            className={over ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
          >
            {value.length.toLocaleString('en')} / {PASSAGE_MAX.toLocaleString('en')} characters
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <MarkdownPreview label={`Preview of ${name} passage`} source={value} className="max-h-96" />
      </div>
      <div className="grid gap-1.5 sm:max-w-md">
        <Label htmlFor={`${id}-pdf`}>Fill from a PDF (its text)</Label>
        <Input
          id={`${id}-pdf`}
          type="file"
          accept="application/pdf,.pdf"
          disabled={reading}
          aria-describedby={`${id}-pdf-status`}
          onChange={fillFromPdf}
        />
        <p id={`${id}-pdf-status`} role="status" className="text-sm">
          {reading ? 'Reading the PDF…' : notice}
        </p>
      </div>
    </div>
  );
}
