import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SaveAnswersBody } from '@/lib/api-types';
import { retrySubmit, submitRetryDelay } from '../lib/submit-retry';
import { searchGuestRoom, submitAnswers } from './guest-sheet-api';

/** The room, this guest's draft and submission. Loaded once: a refetch must never replace what is typed. */
export const guestRoomQueryOptions = (slug: string, uuid: string) =>
  queryOptions({
    queryKey: ['guest-room', slug, uuid],
    queryFn: () => searchGuestRoom(slug, uuid),
    staleTime: Infinity,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useGuestRoom(slug: string, uuid: string, enabled: boolean) {
  return useQuery({ ...guestRoomQueryOptions(slug, uuid), enabled: Boolean(slug && uuid && enabled) });
}

/** Sent again by itself while the server is busy (lib/submit-retry.ts); pending until taken or refused. */
export function useSubmitAnswers(uuid: string) {
  return useMutation({
    // The sheet says a failure its own way (a refusal closes it; other failures are toasted there): no second toast.
    meta: { inlineError: true },
    mutationFn: (body: SaveAnswersBody) => submitAnswers(uuid, body),
    retry: retrySubmit,
    retryDelay: (failures, error) => submitRetryDelay(failures, error),
  });
}
