import { queryOptions, useQueries } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { StudentReport } from '@/lib/api-types';
import { resultsQueryOptions } from '@/lib/results-queries';

/** GET /api/room/results/{id}/report/{guestId}: all one student's report card needs. */
export async function getReport(roomId: string, guestId: string): Promise<StudentReport> {
  return (await authApi.get<StudentReport>(`/api/room/results/${roomId}/report/${guestId}`)).data;
}

/** Under the results' key: a saved mark or a regrade makes the report read again. */
export const reportQueryOptions = (roomId: string, guestId: string) =>
  queryOptions({
    queryKey: [...resultsQueryOptions(roomId).queryKey, 'report', guestId],
    queryFn: () => getReport(roomId, guestId),
  });

/** The reports of some students of a room, in the order given. */
export function useReports(roomId: string, guestIds: readonly string[]) {
  return useQueries({ queries: guestIds.map((guestId) => reportQueryOptions(roomId, guestId)) });
}
