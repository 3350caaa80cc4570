import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** A room's screen (detail, results, live) whose room could not load: Retry, or back to the dashboard. */
export function RoomLoadError({
  room,
}: {
  room: { error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <LoadError
      title="Could not load this room"
      error={room.error}
      onRetry={() => void room.refetch()}
      retrying={room.isFetching}
    >
      <Button asChild variant="link" size="sm">
        <Link to={paths.admin.dashboard}>Back to My Sheets</Link>
      </Button>
    </LoadError>
  );
}
