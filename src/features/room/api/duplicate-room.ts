import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomRecord } from '@/lib/api-types';
import { roomsQueryOptions } from '@/lib/room-queries';

/**
 * A copy of the room, "{name} (copy)" at a free slug, with its exams, settings and members and none of its
 * students' data (POST /api/room/duplicate/{id}). A refusal is a toast.
 */
export function useDuplicateRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await authApi.post<RoomRecord>(`/api/room/duplicate/${roomId}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
  });
}
