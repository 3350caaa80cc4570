import { Skeleton } from '@/components/ui/skeleton';

export function RoomSkeleton() {
  return (
    <div role="status" aria-label="Loading room" className="flex flex-col gap-3">
      <Skeleton className="h-10 w-full max-w-sm" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
