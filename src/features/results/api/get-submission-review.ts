import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { SubmissionReview } from '@/lib/api-types';
import { resultsQueryOptions } from './get-results';

/** GET /api/room/results/{id}/submission/{submissionId}: every box with the answer, keys and verdict. */
export async function getSubmissionReview(roomId: string, submissionId: string): Promise<SubmissionReview> {
  return (await authApi.get<SubmissionReview>(`/api/room/results/${roomId}/submission/${submissionId}`)).data;
}

export const submissionReviewQueryOptions = (roomId: string, submissionId: string) =>
  queryOptions({
    queryKey: [...resultsQueryOptions(roomId).queryKey, 'submission', submissionId],
    queryFn: () => getSubmissionReview(roomId, submissionId),
  });

export function useSubmissionReview(roomId: string, submissionId: string) {
  return useQuery(submissionReviewQueryOptions(roomId, submissionId));
}
