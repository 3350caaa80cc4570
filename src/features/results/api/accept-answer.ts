import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { AcceptAnswerBody, AcceptAnswerResult } from '@/lib/api-types';
import { resultsQueryOptions } from './get-results';

/**
 * Adds an answer as an accepted key of its question; the server regrades every submission holding it, so
 * every results query of the room (students, item analysis, reviews) is refreshed.
 */
export function useAcceptAnswer(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AcceptAnswerBody) =>
      (await authApi.post<AcceptAnswerResult>(`/api/room/results/${roomId}/accept`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey }),
  });
}
