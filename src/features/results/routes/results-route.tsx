// /_/room/:slug/results — what each student scored, live (docs/product.md, "Results").
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { RoomLoadError } from '@/components/room-load-error';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { roomQueryOptions } from '@/lib/room-queries';
import { useResults } from '../api/get-results';
import { NotStartedList } from '@/components/not-started-list';
import { EmptyResults } from '../components/empty-results';
import { ResultsScreen } from '../components/results-screen';
import { ResultsSkeleton } from '../components/results-skeleton';
import { isPreparing } from '../lib/preparing';

export default function ResultsRoute() {
  const { slug = '' } = useParams();
  // The room by its slug gives the id the results routes take.
  const room = useQuery({ ...roomQueryOptions(slug), enabled: Boolean(slug) });
  const results = useResults(room.data?.id);
  usePageHeader({
    title: room.data?.name ?? 'Results',
    subtitle: 'Results',
    backHref: paths.admin.room(slug),
    // Not the 2-second refresh: a spinner that never rests says nothing.
    loading: room.isFetching || (results.isFetching && !results.data),
  });

  if (room.isError) {
    return <RoomLoadError room={room} />;
  }
  // A refresh that fails keeps the last results on screen (the screen says so); only a first load shows this.
  if (results.isError && !results.data) {
    return (
      <LoadError
        title="Could not load the results"
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  }
  if (!room.data || !results.data) return <ResultsSkeleton preparing={isPreparing(results.failureReason)} />;
  if (results.data.students.length === 0)
    return (
      <div className="flex flex-col gap-4">
        <EmptyResults slug={room.data.slug} />
        <NotStartedList students={results.data.notStarted} />
      </div>
    );
  return (
    <ResultsScreen
      roomId={room.data.id}
      slug={room.data.slug}
      results={results.data}
      refreshError={results.isError ? results.error : null}
    />
  );
}
