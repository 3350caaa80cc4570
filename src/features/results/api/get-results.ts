import { useQuery } from '@tanstack/react-query';
import { resultsQueryOptions } from '@/lib/results-queries';
import { useHeavyRetry } from '../lib/preparing';

export { resultsQueryOptions } from '@/lib/results-queries';

/** Guest writes fire no realtime events, so the screen polls (docs/architecture.md, "Robustness rules"). */
export const RESULTS_POLL_MS = 2000;

/**
 * The results, refreshed every 2 s while the page is visible: a student who starts or submits shows up. An
 * unchanged class costs a 304, a changed one the students who changed (getResults sends the last ETag and
 * cursor); a large room's results wait their turn.
 */
export function useResults(roomId: string | undefined) {
  return useQuery({
    ...resultsQueryOptions(roomId ?? ''),
    retry: useHeavyRetry(),
    enabled: Boolean(roomId),
    refetchInterval: RESULTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
