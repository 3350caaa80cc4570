import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomResults } from '@/lib/api-types';

/** Guest writes fire no realtime events, so the screen polls (docs/architecture.md, "Robustness rules"). */
export const RESULTS_POLL_MS = 2000;

/** GET /api/room/results/{id}: every student of the room with their status and scores. */
export async function getResults(roomId: string): Promise<RoomResults> {
  return (await authApi.get<RoomResults>(`/api/room/results/${roomId}`)).data;
}

/**
 * The room's results. Its key is the prefix of every results query of the room (item analysis, reviews),
 * so a change that regrades invalidates them all through it.
 */
export const resultsQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['results', roomId], queryFn: () => getResults(roomId) });

/** The results, refreshed every 2 s while the page is visible: a student who starts or submits shows up. */
export function useResults(roomId: string | undefined) {
  return useQuery({
    ...resultsQueryOptions(roomId ?? ''),
    enabled: Boolean(roomId),
    refetchInterval: RESULTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
