// Error texts of the specification §8, in one place: what a person sees when a request fails.
import { isAxiosError } from 'axios';

/** The PocketBase SDK's ClientResponseError, recognised by shape so the guest bundle needs no SDK. */
interface PocketBaseError {
  name: string;
  status: number;
  message: string;
  response: Record<string, unknown>;
}
function isPocketBaseError(error: unknown): error is PocketBaseError {
  // The SDK names it "ClientResponseError <status>".
  return error instanceof Error && error.name.startsWith('ClientResponseError') && 'response' in error && 'status' in error;
}

export const DEFAULT_ERROR = 'Something went wrong while processing your request.';
export const NO_INTERNET = 'No Internet';
export const NETWORK_TIMEOUT = 'Network Timeout';

/** The message to show for a failed request. */
export function errorMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NO_INTERNET;
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (!error.response) return networkMessage(error.message);
    return DEFAULT_ERROR;
  }
  if (isPocketBaseError(error)) {
    if (error.status === 0) return networkMessage(error.message);
    return (error.response as { message?: string })?.message || error.message || DEFAULT_ERROR;
  }
  if (error instanceof Error && error.message) return networkMessage(error.message);
  return DEFAULT_ERROR;
}

function networkMessage(message: string): string {
  return /network|timeout/i.test(message) ? NETWORK_TIMEOUT : message || DEFAULT_ERROR;
}

/** The HTTP status of a failed request, or undefined when there was no answer. */
export function errorStatus(error: unknown): number | undefined {
  if (isAxiosError(error)) return error.response?.status;
  if (isPocketBaseError(error)) return error.status || undefined;
  return undefined;
}

/** Field errors of a PocketBase 400 answer: `{ field: message }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = isAxiosError(error)
    ? (error.response?.data as { data?: unknown } | undefined)?.data
    : isPocketBaseError(error)
      ? (error.response as { data?: unknown }).data
      : undefined;
  if (!data || typeof data !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data as Record<string, { message?: string }>)) {
    if (value && typeof value.message === 'string') out[field] = value.message;
  }
  return out;
}
