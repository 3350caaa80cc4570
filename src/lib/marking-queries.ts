// A room's marking list, as a query: shared by the marking screen and the links to it from the room
// detail and the results ("Marking (n to mark)"). The key lives in the options, so no key is typed twice.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { MarkingList } from './api-types';

/** GET /api/room/marking/{id}: every essay of the room as "Script n", in its stable shuffled order. */
export async function getMarking(roomId: string): Promise<MarkingList> {
  return (await authApi.get<MarkingList>(`/api/room/marking/${roomId}`)).data;
}

/** The room's marking list; its key is the prefix of every marking query of the room (its scripts). */
export const markingQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['marking', roomId], queryFn: () => getMarking(roomId) });
