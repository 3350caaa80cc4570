import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/** A screen's data could not load: what failed, the reason, and a Retry (plus any other way out). */
export function LoadError(props: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}) {
  return (
    <Alert variant="destructive" className="max-w-xl">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertTitle>{props.title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{errorMessage(props.error)}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
          {props.children}
        </div>
      </AlertDescription>
    </Alert>
  );
}
