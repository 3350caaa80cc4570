// A labelled input with its error message, wired for assistive technology: the form field every form of
// the app uses (a composition of the ui primitives, so it lives beside them rather than among them).
import * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type TextFieldProps = React.ComponentProps<'input'> & {
  id: string;
  label: React.ReactNode;
  /** The message under the field; the input is marked invalid and described by it. */
  error?: string;
  /** Shown beside the input, in the same row (e.g. the form's button). */
  action?: React.ReactNode;
};

export function TextField({ id, label, error, action, ...props }: TextFieldProps) {
  const errorId = `${id}-error`;
  const input = (
    <Input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...props}
    />
  );
  return (
    <div data-slot="text-field" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {action ? (
        <div className="flex gap-2">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
