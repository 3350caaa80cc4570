import { useQuery } from '@tanstack/react-query';
import { liveQueryOptions } from '@/lib/live-queries';

/** The live screen's refresh: guest writes fire no realtime events, so it polls (docs/architecture.md, "Drafts and submissions"). */
export const LIVE_POLL_MS = 5000;

/** The room's live state, read again every 5 s while the page is visible. */
export function useLive(roomId: string | undefined) {
  return useQuery({
    ...liveQueryOptions(roomId ?? ''),
    enabled: Boolean(roomId),
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
