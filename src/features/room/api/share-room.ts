import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomRecord, RoomShareBody } from '@/lib/api-types';
import { roomQueryOptions, roomsQueryOptions } from '@/lib/room-queries';

/** Adds another user, by e-mail, to the people who manage the room (POST /api/room/share/{id}). */
export function useShareRoom(room: Pick<RoomRecord, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form has one field: a refusal is said under it, not in a toast.
    meta: { inlineError: true },
    mutationFn: async (body: RoomShareBody) =>
      (await authApi.post<RoomRecord>(`/api/room/share/${room.id}`, body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: roomQueryOptions(room.slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey });
    },
  });
}
