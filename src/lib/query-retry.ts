import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './errors';

/**
 * The client's default retry (docs/product.md, "Limits"), except that a refusal (4xx: not found, not yours, signed out) is
 * final: asking again cannot change the answer, and the user should see it at once.
 */
export function retryUnlessRefused(queryClient: QueryClient) {
  const base = queryClient.getDefaultOptions().queries?.retry ?? 3;
  return (failureCount: number, error: Error): boolean => {
    const status = errorStatus(error);
    if (status !== undefined && status >= 400 && status < 500) return false;
    if (typeof base === 'function') return base(failureCount, error);
    if (typeof base === 'number') return failureCount < base;
    return base;
  };
}
