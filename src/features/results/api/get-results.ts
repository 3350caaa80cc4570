import { useQuery } from '@tanstack/react-query';
import { resultsQueryOptions } from '@/lib/results-queries';

export { resultsQueryOptions } from '@/lib/results-queries';

/** Guest writes fire no realtime events, so the screen polls (docs/architecture.md, "Robustness rules"). */
export const RESULTS_POLL_MS = 2000;

/** The results, refreshed every 2 s while the page is visible: a student who starts or submits shows up. */
export function useResults(roomId: string | undefined) {
  return useQuery({
    ...resultsQueryOptions(roomId ?? ''),
    enabled: Boolean(roomId),
    refetchInterval: RESULTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
