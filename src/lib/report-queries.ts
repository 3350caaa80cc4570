// One student's report, as a query: shared by the report cards and the Speaking dialog (which starts from
// the stored Speaking mark). The key lives in the options, so no key is typed twice.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { StudentReport } from './api-types';
import { resultsQueryOptions } from './results-queries';

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
