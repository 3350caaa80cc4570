import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomCollected } from '@/lib/api-types';
import { resultsQueryOptions } from '@/lib/results-queries';
import { roomQueryOptions, roomsQueryOptions } from '@/lib/room-queries';

/**
 * "Collect answers now" (docs/product.md, "Test conditions"): POST /api/room/collect/{id} submits every
 * open draft of the room and closes it. The room (now closed) and its results are read again.
 */
export function useCollectAnswers(room: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    // Said beside the button (ActionError): no toast.
    meta: { inlineError: true },
    mutationFn: async () => (await authApi.post<RoomCollected>(`/api/room/collect/${room.id}`, {})).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roomQueryOptions(room.slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: resultsQueryOptions(room.id).queryKey }),
      ]),
  });
}
