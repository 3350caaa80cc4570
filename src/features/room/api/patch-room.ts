import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomPatchBody, RoomRecord } from '@/lib/api-types';
import { libraryQueryOptions } from '@/lib/library-queries';
import { roomQueryOptions, roomsQueryOptions } from '@/lib/room-queries';
import { applyRoomPatch } from '../room-patch';

const patchKey = (slug: string) => ['room-patch', slug] as const;

interface PatchVariables {
  id: string;
  body: RoomPatchBody;
}

/**
 * Saves a change to the room at once and shows it before the server answers; on failure the screen goes
 * back to what it was and a toast says why (docs/product.md, "Room detail").
 */
export function usePatchRoom(slug: string) {
  const queryClient = useQueryClient();
  const roomKey = roomQueryOptions(slug).queryKey;
  return useMutation({
    mutationKey: patchKey(slug),
    mutationFn: async ({ id, body }: PatchVariables) =>
      (await authApi.patch<RoomRecord>(`/api/room/patch/${id}`, body)).data,
    onMutate: async ({ body }) => {
      // A refetch landing now would overwrite the optimistic room with the old one.
      await queryClient.cancelQueries({ queryKey: roomKey });
      const previous = queryClient.getQueryData(roomKey);
      if (previous) queryClient.setQueryData(roomKey, applyRoomPatch(previous, body));
      return { previous };
    },
    // The query client's toast says why (src/lib/query-client.ts).
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(roomKey, context.previous);
    },
    onSettled: (_data, _error, { body }) => {
      // Refetch (fresh counts and the server's truth) once the last of several quick changes is saved.
      if (queryClient.isMutating({ mutationKey: patchKey(slug) }) === 1) {
        void queryClient.invalidateQueries({ queryKey: roomKey });
      }
      void queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey });
      // The library lists the rooms each exam is in.
      if (body.Exams) void queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey });
    },
  });
}

/** Whether a change to this room is being saved. */
export function useIsSavingRoom(slug: string): boolean {
  return useIsMutating({ mutationKey: patchKey(slug) }) > 0;
}
