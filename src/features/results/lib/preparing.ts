// A teacher's heavy routes take turns on the server (docs/architecture.md, "Heavy routes"): beyond the few
// that run at once the server answers 429 with Retry-After, and the results screens say "Preparing…" and
// ask again rather than fail.
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { errorStatus } from '@/lib/errors';

/** How many times a heavy route is asked again while the server is busy (about a minute at 2 s). */
export const PREPARING_TRIES = 30;
const DEFAULT_WAIT_MS = 2000;

/** The server is busy with other heavy routes: the answer is coming, not refused. */
export const isPreparing = (error: unknown) => errorStatus(error) === 429;

/** How long the server asked to wait (Retry-After, in seconds), in ms. */
export function retryAfterMs(error: unknown): number {
  const seconds = isAxiosError(error) ? Number(error.response?.headers['retry-after']) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_WAIT_MS;
}

/**
 * The retry rule of a heavy route's query: a busy server is asked again for longer than any other transient
 * failure; other failures follow the query client's own rule.
 */
export function useHeavyRetry(): (failureCount: number, error: Error) => boolean {
  const fallback = useQueryClient().getDefaultOptions().queries?.retry;
  return (failureCount, error) => {
    if (isPreparing(error)) return failureCount < PREPARING_TRIES;
    if (typeof fallback === 'function') return fallback(failureCount, error);
    if (typeof fallback === 'number') return failureCount < fallback;
    return fallback ?? failureCount < 3;
  };
}

/**
 * Runs `request` until the server takes it, waiting as long as each 429 asks; `onPreparing` is called
 * before each wait. Any other failure, or the last 429, is thrown.
 */
export async function whenPrepared<T>(request: () => Promise<T>, onPreparing: () => void): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await request();
    } catch (error) {
      if (!isPreparing(error) || tries >= PREPARING_TRIES) throw error;
      onPreparing();
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(error)));
    }
  }
}
