import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from './errors';
import { toast } from './toast';

/**
 * What a mutation may say about how its failure is shown (docs/product.md, "Error messages"): by default a
 * toast with the server's message, raised once here for every mutation.
 */
export interface ActionMeta extends Record<string, unknown> {
  /** The screen says this failure itself, where it happened (`ActionError`, or its own way): no toast. */
  inlineError?: boolean;
  /** Words before the message in the toast, saying what failed: "Export failed.". */
  errorTitle?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ActionMeta;
  }
}

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

/** The toast of a failed action: the one place it is raised, so no screen adds a second. */
function toastFailedAction(error: unknown, meta: ActionMeta | undefined): void {
  if (meta?.inlineError) return;
  const message = errorMessage(error);
  toast.error(meta?.errorTitle ? `${meta.errorTitle} ${message}` : message);
}

/** docs/product.md, "Limits": cache 5 minutes; queries retry as above, delay doubling up to 30 s; mutations never retry. */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => toastFailedAction(error, mutation.meta),
    }),
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
