import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { QuestionAnalysis } from '@/lib/api-types';
import { resultsQueryOptions } from './get-results';

/** GET /api/room/results/{id}/questions: each box's share correct, blanks and most common answers. */
export async function getItemAnalysis(roomId: string): Promise<QuestionAnalysis[]> {
  return (await authApi.get<QuestionAnalysis[]>(`/api/room/results/${roomId}/questions`)).data;
}

export const itemAnalysisQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: [...resultsQueryOptions(roomId).queryKey, 'questions'],
    queryFn: () => getItemAnalysis(roomId),
  });

export function useItemAnalysis(roomId: string) {
  return useQuery(itemAnalysisQueryOptions(roomId));
}
