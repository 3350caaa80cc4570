import { useQueries } from '@tanstack/react-query';
import { reportQueryOptions } from '@/lib/report-queries';

/** The reports of some students of a room, in the order given. */
export function useReports(roomId: string, guestIds: readonly string[]) {
  return useQueries({ queries: guestIds.map((guestId) => reportQueryOptions(roomId, guestId)) });
}
