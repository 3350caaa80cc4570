// How a server's refusal reaches a form, the one way every form does it: each field error the server named
// goes under its field; the message for the whole form is returned for a form that says it inline (an
// alert, or under its only field); any other form leaves it to the query client's toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from './errors';

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): { message: string; fieldsMarked: number } {
  const found = fieldErrors(error);
  let fieldsMarked = 0;
  for (const field of fields) {
    const message = found[field];
    if (message) {
      setError(field, { type: 'server', message });
      fieldsMarked++;
    }
  }
  return { message: errorMessage(error), fieldsMarked };
}
