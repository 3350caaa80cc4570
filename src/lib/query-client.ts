import { QueryClient } from '@tanstack/react-query';

/** docs/product.md, "Limits": cache 5 minutes; queries retry 3 times, delay doubling up to 30 s; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
