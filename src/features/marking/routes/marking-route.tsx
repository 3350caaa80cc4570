// /_/room/:slug/marking — the teacher marks the room's Writing scripts (docs/product.md, "Marking").
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { roomQueryOptions } from '@/lib/room-queries';
import { useMarking } from '../api/get-marking';
import { MarkingScreen } from '../components/marking-screen';
import { MarkingSkeleton } from '../components/marking-skeleton';

export default function MarkingRoute() {
  const { slug = '' } = useParams();
  const room = useQuery({ ...roomQueryOptions(slug), enabled: Boolean(slug) });
  const marking = useMarking(room.data?.id);
  usePageHeader({
    title: room.data?.name ?? 'Marking',
    subtitle: 'Marking',
    backHref: paths.admin.room(slug),
    loading: room.isFetching || marking.isFetching,
  });

  if (room.isError || (marking.isError && !marking.data)) {
    const failed = room.isError ? room : marking;
    return (
      <LoadError
        title={room.isError ? 'Could not load this room' : 'Could not load the scripts'}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      >
        <Button asChild variant="link" size="sm">
          <Link to={paths.admin.room(slug)}>Back to the room</Link>
        </Button>
      </LoadError>
    );
  }
  if (!room.data || !marking.data) return <MarkingSkeleton />;
  if (marking.data.scripts.length === 0) {
    return (
      <div className="grid max-w-xl gap-2 rounded-lg border p-6">
        <h2 className="text-lg font-semibold">No essays yet</h2>
        <p className="text-sm text-muted-foreground">
          No essays yet: scripts appear when students submit a Writing test.
        </p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={paths.admin.roomResults(slug)}>Results</Link>
        </Button>
      </div>
    );
  }
  return <MarkingScreen room={room.data} list={marking.data} />;
}
