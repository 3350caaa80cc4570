import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { GroupRecord } from '@/lib/api-types';

/** POST /api/section-question/search: a group's questions (by number) with their accepted keys. */
export async function getGroupQuestions(groupId: string): Promise<GroupRecord> {
  return (await authApi.post<GroupRecord>('/api/section-question/search', { id: groupId })).data;
}

export const groupQuestionsQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: ['group-questions', groupId], queryFn: () => getGroupQuestions(groupId) });

/** A group's questions; asked for when the group is opened. */
export function useGroupQuestions(groupId: string) {
  return useQuery(groupQuestionsQueryOptions(groupId));
}
