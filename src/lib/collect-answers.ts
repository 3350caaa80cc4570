import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { RoomCollected } from './api-types';
import { liveQueryOptions } from './live-queries';
import { resultsQueryOptions } from './results-queries';
import { roomQueryOptions, roomsQueryOptions } from './room-queries';

/**
 * "Collect answers now" (docs/product.md, "Test conditions"): POST /api/room/collect/{id} submits every
 * open draft of the room and closes it. The room (now closed), its results and live state are read again.
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
        queryClient.invalidateQueries({ queryKey: liveQueryOptions(room.id).queryKey }),
      ]),
  });
}
