import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestTiming } from '@/lib/api-types';
import { TIMING_POLL_MS } from '../lib/exam-timing';
import { fetchGuestTiming } from './guest-sheet-api';

/**
 * The guest's timing, asked again every 15 s (docs/architecture.md, "Exam day"): extra time, a pause and
 * its resume reach the open sheet, timed or not. A query of its own: the room's cached data, and what is
 * typed, stay.
 */
export const guestTimingQueryOptions = (roomId: string, uuid: string) =>
  queryOptions({
    queryKey: ['guest-timing', roomId, uuid],
    queryFn: () => fetchGuestTiming(roomId, uuid),
    staleTime: TIMING_POLL_MS,
    refetchOnWindowFocus: false,
  });

/**
 * Polls while `polling` (the sheet is open: not submitted, closed or refused), starting from the timing the
 * room loaded with (`initial`, which arrived at `loadedAt`): the first request goes TIMING_POLL_MS after it.
 */
export function useGuestTiming(
  roomId: string,
  uuid: string,
  polling: boolean,
  initial: GuestTiming,
  loadedAt: number,
) {
  return useQuery({
    ...guestTimingQueryOptions(roomId, uuid),
    initialData: initial,
    initialDataUpdatedAt: loadedAt,
    enabled: polling,
    refetchInterval: polling ? TIMING_POLL_MS : false,
    refetchIntervalInBackground: true,
    // A failed poll is asked again at the next interval: no toast, no retry storm.
    retry: false,
    meta: { inlineError: true },
  });
}
