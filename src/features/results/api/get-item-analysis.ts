import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { QuestionAnalysis } from '@/lib/api-types';
import { useHeavyRetry } from '../lib/preparing';
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

/** The analysis reads every submission: it waits its turn on the server (lib/preparing.ts). */
export function useItemAnalysis(roomId: string) {
  return useQuery({ ...itemAnalysisQueryOptions(roomId), retry: useHeavyRetry() });
}
