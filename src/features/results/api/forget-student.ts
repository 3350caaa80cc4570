import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { resultsQueryOptions } from './get-results';

/** Removes one student's draft and submission in this room (and their name, if no other room holds them). */
export function useForgetStudent(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guest: string) => {
      await authApi.post(`/api/room/results/${roomId}/forget`, { guest });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey }),
  });
}
