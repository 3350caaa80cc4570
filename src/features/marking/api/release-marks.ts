import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { MarksRelease } from '@/lib/api-types';
import { roomQueryOptions } from '@/lib/room-queries';
import { markingQueryOptions } from './get-marking';

/** POST /api/room/marking/{id}/release: students see their bands (where the room shows results), or no longer. */
export function useReleaseMarks(roomId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (released: boolean) =>
      (await authApi.post<MarksRelease>(`/api/room/marking/${roomId}/release`, { released })).data,
    meta: { errorTitle: 'Could not change the release.' },
    onSuccess: ({ released }) => {
      const key = roomQueryOptions(slug).queryKey;
      queryClient.setQueryData(key, (room) => (room ? { ...room, marks_released: released } : room));
      void queryClient.invalidateQueries({ queryKey: key });
      // Names show in an anonymous room once released.
      void queryClient.invalidateQueries({ queryKey: markingQueryOptions(roomId).queryKey });
    },
  });
}
