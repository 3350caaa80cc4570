import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { MarkingList } from '@/lib/api-types';

/** GET /api/room/marking/{id}: every essay of the room as "Script n", in its stable shuffled order. */
export async function getMarking(roomId: string): Promise<MarkingList> {
  return (await authApi.get<MarkingList>(`/api/room/marking/${roomId}`)).data;
}

/** The room's marking list; its key is the prefix of every marking query of the room (its scripts). */
export const markingQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['marking', roomId], queryFn: () => getMarking(roomId) });

export function useMarking(roomId: string | undefined) {
  return useQuery({ ...markingQueryOptions(roomId ?? ''), enabled: Boolean(roomId) });
}
