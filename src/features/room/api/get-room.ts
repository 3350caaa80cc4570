import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { RoomRecord } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessRefused } from '@/lib/query-retry';

/** The room with its exams → sections → groups and their question counts (POST /api/room/search). */
export function useRoom(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.room(slug),
    queryFn: async () => (await authApi.post<RoomRecord>('/api/room/search', { slug })).data,
    enabled: Boolean(slug),
    retry: retryUnlessRefused(queryClient),
  });
}
