/** The message under a form field; give the input `aria-describedby={id}` and `aria-invalid`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p data-slot="field-error" id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
