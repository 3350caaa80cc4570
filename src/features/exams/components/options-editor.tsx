// Lettered options, typed or pasted one a line (a group's for "several letters" and matching, a question's
// for "one letter"), shown as the list they make with each line's problem named (docs/product.md,
// "Authoring"). The lines are kept as typed while they are being edited; the options they make are the value.
import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ContentOption } from '@/lib/api-types';
import { linesFromOptions, optionsFromLines, parseOptionLines } from '../lib/option-lines';

interface Props {
  label: string;
  value: ContentOption[] | null | undefined;
  onChange: (options: ContentOption[] | null) => void;
  /** The document's own problem (e.g. the server's), shown under the lines. */
  error?: string;
}

const same = (a: ContentOption[] | null | undefined, b: ContentOption[] | null | undefined) =>
  linesFromOptions(a) === linesFromOptions(b);

export function OptionsEditor({ label, value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState(() => linesFromOptions(value));
  // Options changed from outside (a restored copy, a save): the lines follow them.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!same(optionsFromLines(text), value)) setText(linesFromOptions(value));
  }
  const lines = parseOptionLines(text);
  const problems = lines.filter((line) => line.problem);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-lines`}>{label}</Label>
      <Textarea
        id={`${id}-lines`}
        className="min-h-24 font-mono"
        spellCheck={false}
        placeholder={'A Dr Smith\nB Ms Jones'}
        value={text}
        aria-invalid={problems.length > 0 || error ? true : undefined}
        aria-describedby={`${id}-help ${id}-problems`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(optionsFromLines(event.target.value));
        }}
      />
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        One option a line, its letter first: “A Dr Smith”, “iv The cost of repairs”.
      </p>
      {lines.length > 0 && (
        <ul aria-label={`${label}: as read`} className="grid gap-0.5 text-sm">
          {lines.map((line) => (
            <li key={line.line} className="flex gap-2">
              <span className="w-10 shrink-0 text-right font-semibold">{line.option.letter || '?'}</span>
              <span className="min-w-0 break-words">{line.option.text}</span>
            </li>
          ))}
        </ul>
      )}
      <div id={`${id}-problems`}>
        {problems.length > 0 && (
          <ul role="alert" className="text-sm font-medium text-destructive">
            {problems.map((line) => (
              <li key={line.line}>
                Line {line.line}: {line.problem}
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-error`} message={problems.length > 0 ? undefined : error} />
      </div>
    </div>
  );
}
