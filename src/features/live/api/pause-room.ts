import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomPatchBody, RoomRecord } from '@/lib/api-types';
import { liveQueryOptions } from '@/lib/live-queries';
import { roomQueryOptions } from '@/lib/room-queries';

/**
 * "Pause the test" / "Resume the test" (docs/architecture.md, "Exam day"): the room patch's `paused` stops
 * or restarts every clock of the room. The live state (its `paused_at` and deadlines) is read again.
 */
export function usePauseRoom(room: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    // Said beside the button (ActionError): no toast.
    meta: { inlineError: true },
    mutationFn: async (paused: boolean) => {
      const body: RoomPatchBody = { paused };
      return (await authApi.patch<RoomRecord>(`/api/room/patch/${room.id}`, body)).data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: liveQueryOptions(room.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: roomQueryOptions(room.slug).queryKey }),
      ]),
  });
}
