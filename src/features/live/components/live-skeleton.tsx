import { Skeleton } from '@/components/ui/skeleton';

export function LiveSkeleton() {
  return (
    <div role="status" aria-label="Loading the room live" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Skeleton className="h-5 w-72 max-w-full" />
        <Skeleton className="h-10 w-64 max-w-full" />
      </div>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}
