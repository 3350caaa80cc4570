import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomRecord, RoomUnshareBody } from '@/lib/api-types';
import { roomQueryOptions, roomsQueryOptions } from '@/lib/room-queries';

/**
 * Removes a member from the people who manage the room (POST /api/room/unshare/{id}); the server keeps the
 * last one. The room's members are taken from the answer at once, then read again with the room.
 */
export function useUnshareRoom(room: Pick<RoomRecord, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const roomKey = roomQueryOptions(room.slug).queryKey;
  return useMutation({
    // The dialog says a refusal under the member list (ActionError), so no toast as well.
    meta: { inlineError: true },
    mutationFn: async (body: RoomUnshareBody) =>
      (await authApi.post<RoomRecord>(`/api/room/unshare/${room.id}`, body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(roomKey, (old) =>
        old ? { ...old, Users: saved.Users, expand: { ...old.expand, Users: saved.expand?.Users } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey });
    },
  });
}
