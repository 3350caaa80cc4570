import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomListResponse, RoomRecord } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessRefused } from '@/lib/query-retry';
import { useSession } from '@/lib/session';

async function getRooms(): Promise<RoomRecord[]> {
  const { data } = await authApi.get<RoomListResponse>('/api/room/list');
  return data.items;
}

/** The signed-in user's rooms, newest first; asked for only while the session is valid. */
export function useRooms() {
  const { isValid } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.rooms,
    queryFn: getRooms,
    enabled: isValid,
    retry: retryUnlessRefused(queryClient),
  });
}
