import { Spinner } from '@/components/ui/spinner';

/** Shown while a route's code or first data loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
