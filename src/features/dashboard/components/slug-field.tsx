import { Check, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SpinnerIcon } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { SlugAvailability } from '../api/check-slug';
import { SLUG_RULE } from '../lib/slug';

/**
 * The guest link's slug with what the server says of it as the teacher types (docs/product.md, "New
 * room"): "Available", or "Taken — try {suggestion}" with the suggestion one press away.
 */
export function SlugField({
  id,
  slug,
  availability,
  error,
  onUseSuggestion,
  ...input
}: ComponentProps<'input'> & {
  id: string;
  slug: string;
  availability: SlugAvailability;
  error?: string;
  onUseSuggestion: (slug: string) => void;
}) {
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Slug</Label>
      <Input
        id={id}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, statusId, error && errorId)}
        {...input}
      />
      <p id={hintId} className="break-all text-sm text-muted-foreground">
        The students’ link: {paths.guestSheet(slug || '…')}
      </p>
      <div id={statusId} role="status" className="min-h-5 text-sm text-muted-foreground">
        <AvailabilityText availability={availability} onUseSuggestion={onUseSuggestion} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function AvailabilityText({
  availability,
  onUseSuggestion,
}: {
  availability: SlugAvailability;
  onUseSuggestion: (slug: string) => void;
}) {
  switch (availability.state) {
    case 'empty':
      return null;
    case 'malformed':
      return <p>{SLUG_RULE}</p>;
    case 'checking':
      return (
        <p className="flex items-center gap-1">
          <SpinnerIcon className="size-4" />
          Checking…
        </p>
      );
    case 'available':
      return (
        <p className="flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
          <Check className="size-4" aria-hidden="true" />
          Available
        </p>
      );
    case 'taken':
      return (
        <p className="flex flex-wrap items-center gap-1 font-medium text-destructive">
          <X className="size-4" aria-hidden="true" />
          Taken — try{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 underline"
            aria-label={`Use ${availability.suggestion}`}
            onClick={() => onUseSuggestion(availability.suggestion)}
          >
            {availability.suggestion}
          </Button>
        </p>
      );
    case 'error':
      return <p>Could not check the slug: {errorMessage(availability.error)}</p>;
  }
}
