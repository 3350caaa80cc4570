import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { ItemAnalysisAnswer } from '@/lib/api-types';
import { useHeavyRetry } from '../lib/preparing';
import { resultsQueryOptions } from './get-results';

/**
 * GET /api/room/results/{id}/questions?with=types: each box's share correct, blanks and most common
 * answers, and the class's right answers by question type and skill.
 */
export async function getItemAnalysis(roomId: string): Promise<ItemAnalysisAnswer> {
  return (
    await authApi.get<ItemAnalysisAnswer>(`/api/room/results/${roomId}/questions`, {
      params: { with: 'types' },
    })
  ).data;
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
