// A group's content for the test on computer (docs/product.md, "Authoring"): notes, a summary, a table or
// a flow chart in light Markdown with its boxes written [[14]], previewed with each gap as its numbered box.
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CONTENT_MAX } from '@/rules/computer-content';
import { MarkdownPreview } from './markdown-preview';
import { MARKDOWN_HINT } from './passage-editor';

interface Props {
  /** "Questions 1–10": names the fields. */
  title: string;
  value: string;
  onChange: (content: string | null) => void;
  /** A gap outside the group or twice (the document's check), or the server's. */
  error?: string;
}

const gapBox = (num: number) => (
  <span
    aria-label={`Box ${num}`}
    className="mx-0.5 inline-block min-w-12 rounded border-2 border-primary/60 px-1 text-center font-semibold"
  >
    {num}
  </span>
);

export function GroupContentEditor({ title, value, onChange, error }: Props) {
  const id = useId();
  const over = value.length > CONTENT_MAX;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-text`}>{title}: notes, summary or table</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Write a question’s box as [[14]] where it sits in the text. {MARKDOWN_HINT}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="grid content-start gap-1">
          <Textarea
            id={`${id}-text`}
            className="min-h-32"
            value={value}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          />
          <p
            id={`${id}-count`}
            className={over ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
          >
            {value.length.toLocaleString('en')} / {CONTENT_MAX.toLocaleString('en')} characters
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <MarkdownPreview label={`Preview of ${title} content`} source={value} renderGap={gapBox} />
      </div>
    </div>
  );
}
