import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomRecord } from '@/lib/api-types';
import { roomsQueryOptions } from '@/lib/room-queries';

/** What a copy takes besides the room's exams, settings and members. */
export interface DuplicateRoomBody {
  /** Its students' data too: who joined, drafts, submissions, marks, extra time, left-the-test times. */
  students: boolean;
}

/**
 * A copy of the room, "{name} (copy)" (or "(copy 2)", …) at a free slug, with its exams, settings and
 * members, and its students' data only when asked (POST /api/room/duplicate/{id}).
 */
export function useDuplicateRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DuplicateRoomBody) =>
      (await authApi.post<RoomRecord>(`/api/room/duplicate/${roomId}`, body)).data,
    // Said in the dialog (ActionError): no toast.
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
  });
}
