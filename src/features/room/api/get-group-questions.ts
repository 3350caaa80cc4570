import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { GroupRecord } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessRefused } from '@/lib/query-retry';

/** A group's questions (by number) with their accepted keys; asked for when the group is opened. */
export function useGroupQuestions(groupId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.question(groupId),
    queryFn: async () =>
      (await authApi.post<GroupRecord>('/api/section-question/search', { id: groupId })).data,
    retry: retryUnlessRefused(queryClient),
  });
}
