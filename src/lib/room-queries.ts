// The teacher's rooms, as queries: shared by the dashboard (the list) and the room screens (one room, and
// every change that must refresh the list). Each query's key lives in its options, so a mutation
// invalidates through the same options and no key is typed twice.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { RoomListResponse, RoomRecord } from './api-types';

/** GET /api/room/list: the signed-in teacher's rooms, newest first. */
export async function getRooms(): Promise<RoomRecord[]> {
  const { data } = await authApi.get<RoomListResponse>('/api/room/list');
  return data.items;
}

export const roomsQueryOptions = () => queryOptions({ queryKey: ['rooms'], queryFn: getRooms });

/** POST /api/room/search: the room with its exams → sections → groups and their question counts. */
export async function getRoom(slug: string): Promise<RoomRecord> {
  return (await authApi.post<RoomRecord>('/api/room/search', { slug })).data;
}

export const roomQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['room', slug], queryFn: () => getRoom(slug) });
