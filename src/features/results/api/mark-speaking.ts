import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { SpeakingMark, SpeakingMarkBody } from '@/lib/api-types';
import { reportQueryOptions } from '@/lib/report-queries';
import { resultsQueryOptions } from '@/lib/results-queries';

/**
 * PUT /api/room/results/{id}/speaking/{guestId}: a student's Speaking criteria and comment. A 400 names the
 * field and a 409 says the student has not submitted: the dialog shows both where they belong.
 */
export function useMarkSpeaking(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestId, body }: { guestId: string; body: SpeakingMarkBody }) =>
      (await authApi.put<SpeakingMark>(`/api/room/results/${roomId}/speaking/${guestId}`, body)).data,
    meta: { inlineError: true },
    onSuccess: (saved, { guestId }) => {
      // The Speaking dialog opens from the report's cached copy: it holds the mark just saved at once.
      queryClient.setQueryData(reportQueryOptions(roomId, guestId).queryKey, (report) =>
        report ? { ...report, speaking: saved } : report,
      );
      void queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey });
    },
  });
}
