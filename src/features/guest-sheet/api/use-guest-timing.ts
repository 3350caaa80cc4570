import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestTiming } from '@/lib/api-types';
import { fetchGuestTiming } from './guest-sheet-api';

/** How often a timed or paused sheet asks for its timing: a new deadline or a pause shows within this. */
export const TIMING_POLL_MS = 15_000;

/**
 * The guest's timing, asked again every 15 s (docs/architecture.md, "Exam day"): extra time, a pause and
 * its resume reach the open sheet. A query of its own: the room's cached data, and what is typed, stay.
 */
export const guestTimingQueryOptions = (slug: string, uuid: string) =>
  queryOptions({
    queryKey: ['guest-timing', slug, uuid],
    queryFn: async (): Promise<TimingAnswer> => ({
      timing: await fetchGuestTiming(slug, uuid),
      receivedAt: Date.now(),
    }),
    staleTime: TIMING_POLL_MS,
    refetchOnWindowFocus: false,
  });

export interface TimingAnswer {
  timing: GuestTiming;
  /** This device's time (ms) when it arrived. */
  receivedAt: number;
}

/**
 * Polls while `polling` (timed or paused, and still writing), starting from the timing the room loaded
 * with (`initial`): the first request goes TIMING_POLL_MS after it, not at once.
 */
export function useGuestTiming(slug: string, uuid: string, polling: boolean, initial: TimingAnswer) {
  return useQuery({
    ...guestTimingQueryOptions(slug, uuid),
    initialData: initial,
    initialDataUpdatedAt: initial.receivedAt,
    enabled: polling,
    refetchInterval: polling ? TIMING_POLL_MS : false,
    refetchIntervalInBackground: true,
    // A failed poll is asked again at the next interval: no toast, no retry storm.
    retry: false,
    meta: { inlineError: true },
  });
}
