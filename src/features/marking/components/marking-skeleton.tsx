import { Skeleton } from '@/components/ui/skeleton';

export function MarkingSkeleton({ label = 'Loading scripts' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-6 w-48 max-w-full" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
      <Skeleton className="h-40" />
    </div>
  );
}
