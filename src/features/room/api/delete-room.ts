import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomDeleteBody } from '@/lib/api-types';

/** Deletes the room (its exams stay); the caller leaves the page and then drops the cached room. */
export function useDeleteRoom(roomId: string) {
  return useMutation({
    // Said in the dialog, as an alert titled "Error" (docs/product.md, "Error messages"): no toast.
    meta: { inlineError: true },
    mutationFn: async (body: RoomDeleteBody) => {
      await authApi.post(`/api/room/delete/${roomId}`, body);
    },
  });
}
