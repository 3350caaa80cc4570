import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './errors';

/** A request worth repeating: no answer at all, a server error, a timeout or too many requests. */
export function isTransient(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * The one retry rule of every query: up to three more tries for a transient failure; a refusal (not found,
 * not yours, signed out) is final, since asking again cannot change it and the user should see it at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && isTransient(error);
}

/** docs/product.md, "Limits": cache 5 minutes; queries retry as above, delay doubling up to 30 s; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
