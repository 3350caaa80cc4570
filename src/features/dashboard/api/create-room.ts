import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomCreateBody, RoomRecord } from '@/lib/api-types';
import { roomsQueryOptions } from '@/lib/room-queries';
import { slugCheckQueryOptions } from './check-slug';

/**
 * POST /api/room/create: a room with no exams yet, the teacher its member. A taken slug is a 400 on `slug`.
 * An import names its file (`fromFile`): the room says where it came from, and is "… (copy)" when its
 * name is taken.
 */
export async function createRoom(body: RoomCreateBody, fromFile?: string): Promise<RoomRecord> {
  const params = fromFile ? { from_file: fromFile } : undefined;
  return (await authApi.post<RoomRecord>('/api/room/create', body, { params })).data;
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomCreateBody) => createRoom(body),
    // Said in the dialog, under its field or below the form (ActionError): no toast.
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
    // A slug refused here was taken meanwhile: its "Available" is out of date.
    onError: (_error, body) =>
      queryClient.invalidateQueries({ queryKey: slugCheckQueryOptions(body.slug).queryKey }),
  });
}
