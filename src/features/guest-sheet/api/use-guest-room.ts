import { useMutation, useQuery } from '@tanstack/react-query';
import type { SaveAnswersBody } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import { retryLoad, searchGuestRoom, submitAnswers } from './guest-sheet-api';

/** The room, this guest's draft and submission. Loaded once: a refetch must never replace what is typed. */
export function useGuestRoom(slug: string, uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.guestRoom(slug, uuid),
    queryFn: () => searchGuestRoom(slug, uuid),
    enabled: Boolean(slug && uuid && enabled),
    staleTime: Infinity,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    retry: retryLoad,
  });
}

export function useSubmitAnswers(uuid: string) {
  return useMutation({ mutationFn: (body: SaveAnswersBody) => submitAnswers(uuid, body) });
}
