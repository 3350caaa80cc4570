import * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: React.ReactNode;
  /** The message under the field; the input is marked invalid and described by it. */
  error?: string;
  /** Shown beside the input, in the same row (e.g. the form's button). */
  action?: React.ReactNode;
}

/** A labelled input with its error message, wired for assistive technology. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ id, label, error, action, ...props }, ref) => {
    const errorId = `${id}-error`;
    const input = (
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
    );
    return (
      <div className="grid gap-2">
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
  },
);
TextField.displayName = 'TextField';
