import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { errorMessage } from '@/lib/errors';

/**
 * A failed action said where it happened, the one inline way (docs/product.md, "Error messages"): an alert
 * titled "Error" (or what failed: "Not saved") with the server's message. Its mutation carries
 * `meta: { inlineError: true }`, so the query client raises no toast as well (src/lib/query-client.ts).
 */
export function ActionError({ error, title = 'Error' }: { error: unknown; title?: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{errorMessage(error)}</AlertDescription>
    </Alert>
  );
}
