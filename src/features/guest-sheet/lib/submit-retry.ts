// A submission the server could not take at that moment is sent again by itself (docs/product.md, "Guest
// sheet"): at a centre's deadline thousands press Submit in the same second, and "Too many requests" or a
// gateway's 503 must not become the student's problem. A refusal (400, 403, 404, 409) or a server error
// (500, which would only repeat) is final and shown at once. When the answer to a stored submission was
// lost, the next try is a 409, which the sheet shows as submitted.
import { errorStatus } from '@/lib/errors';
import { serverWaitOf } from './autosave';

/** What the sheet says while it tries again: Submit reads "Submitting…" meanwhile. */
export const SUBMIT_RETRYING =
  'Server busy — sending your answers again by itself; they are kept on this device.';

/** Tries after the first: with the waits below, about 10 s in all before the sheet says it failed. */
export const SUBMIT_RETRIES = 3;
const BACKOFF_MS = [1000, 2000, 4000];

/** Worth sending again: no answer at all, a timeout, too many requests, or a gateway that could not reach the server. */
export function isBusy(error: unknown): boolean {
  const status = errorStatus(error);
  return (
    status === undefined ||
    status === 408 ||
    status === 429 ||
    status === 502 ||
    status === 503 ||
    status === 504
  );
}

/** TanStack Query's `retry`: `failures` is how many tries failed before this one (0 after the first). */
export const retrySubmit = (failures: number, error: unknown) => failures < SUBMIT_RETRIES && isBusy(error);

/**
 * TanStack Query's `retryDelay`: what Retry-After asks, else 1, 2, then 4 s; stretched by up to half at
 * random, so a room that was refused together does not come back together.
 */
export function submitRetryDelay(failures: number, error: unknown, random: () => number = Math.random) {
  const asked = serverWaitOf(error) ?? 0;
  const base = asked > 0 ? asked : BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
  return Math.round(base * (1 + random() / 2));
}
