// /_/room/:slug/live — the room on exam day (docs/architecture.md, "Exam day"): every student's state and
// time left, refreshed every 5 s; pause, collect, extra time.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { RoomLoadError } from '@/components/room-load-error';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { roomQueryOptions } from '@/lib/room-queries';
import { useLive } from '../api/get-live';
import { LiveScreen } from '../components/live-screen';
import { LiveSkeleton } from '../components/live-skeleton';

export default function LiveRoute() {
  const { slug = '' } = useParams();
  // The room by its slug gives the id the live route takes.
  const room = useQuery({ ...roomQueryOptions(slug), enabled: Boolean(slug) });
  const live = useLive(room.data?.id);
  usePageHeader({
    title: room.data?.name ?? 'Live',
    subtitle: 'Live',
    backHref: paths.admin.room(slug),
    // Not the 5-second refresh: a spinner that never rests says nothing.
    loading: room.isFetching || (live.isFetching && !live.data),
  });

  if (room.isError) {
    return <RoomLoadError room={room} />;
  }
  // A refresh that fails keeps the last state on screen (the screen says so); only a first load shows this.
  if (live.isError && !live.data) {
    return (
      <LoadError
        title="Could not load the room live"
        error={live.error}
        onRetry={() => void live.refetch()}
        retrying={live.isFetching}
      />
    );
  }
  if (!room.data || !live.data) return <LiveSkeleton />;
  return <LiveScreen room={room.data} live={live.data} refreshError={live.isError ? live.error : null} />;
}
