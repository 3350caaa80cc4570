import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { resultsQueryOptions } from './get-results';

/** The student may go on: their submission becomes a draft again (POST …/reopen). */
export function useReopenSubmission(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: string) => {
      await authApi.post(`/api/room/results/${roomId}/reopen`, { submission });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey }),
  });
}
