// A room's results, as a query: shared by the results screen and the room detail (how many students are
// still writing, before "Collect answers now"). The key lives in the options, so no key is typed twice.
import { queryOptions } from '@tanstack/react-query';
import { getRevalidated } from './api-client';
import type { RoomResults } from './api-types';

/** GET /api/room/results/{id}: every student of the room with their status and scores (304 when unchanged). */
export function getResults(roomId: string): Promise<RoomResults> {
  return getRevalidated<RoomResults>(`/api/room/results/${roomId}`);
}

/**
 * The room's results. Its key is the prefix of every results query of the room (item analysis, reviews),
 * so a change that regrades invalidates them all through it.
 */
export const resultsQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['results', roomId], queryFn: () => getResults(roomId) });
