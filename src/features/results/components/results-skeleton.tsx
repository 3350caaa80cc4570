import { Skeleton } from '@/components/ui/skeleton';

/** `preparing`: the server has made the results wait their turn (a large room, docs/architecture.md, "Heavy routes"). */
export function ResultsSkeleton({ preparing = false }: { preparing?: boolean }) {
  return (
    <div role="status" aria-label="Loading results" className="flex flex-col gap-3">
      {preparing ? <p className="text-sm text-muted-foreground">Preparing the results…</p> : null}
      <Skeleton className="h-6 w-64 max-w-full" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-10 w-full max-w-sm" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
