// Error texts (docs/product.md, "Error messages"), in one place: what a person sees when a request fails.
import { isAxiosError } from 'axios';

/** The PocketBase SDK's ClientResponseError, recognised by shape so the guest bundle needs no SDK. */
interface PocketBaseError {
  name: string;
  status: number;
  message: string;
  response: Record<string, unknown>;
  originalError?: { message?: string } | null;
}
function isPocketBaseError(error: unknown): error is PocketBaseError {
  // The SDK names it "ClientResponseError <status>".
  return (
    error instanceof Error &&
    error.name.startsWith('ClientResponseError') &&
    'response' in error &&
    'status' in error
  );
}

/**
 * A failure the app has already put in words ("Could not fetch the file part1.mp3: …"): shown as it is,
 * even when the reason inside it mentions a network or a time-out.
 */
export class ActionFailed extends Error {}

export const DEFAULT_ERROR = 'Something went wrong while processing your request.';
export const NO_INTERNET = 'No Internet';
export const NETWORK_TIMEOUT = 'Network Timeout';

/**
 * The message to show for a failed request: a failure already worded by the app as it is; "No Internet" offline; the server's message when it answered
 * with one; "Network Timeout" when the failure's message mentions network or timeout; else the default.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ActionFailed) return error.message;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NO_INTERNET;
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (!error.response) return networkMessage(error.message);
    return DEFAULT_ERROR;
  }
  if (isPocketBaseError(error)) {
    const message = (error.response as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    // The SDK fills in its own "Something went wrong." when the server said nothing: not shown.
    if (error.status === 0) return networkMessage(`${error.originalError?.message ?? ''} ${error.message}`);
    return DEFAULT_ERROR;
  }
  if (error instanceof Error && error.message) {
    return NETWORK_OR_TIMEOUT.test(error.message) ? NETWORK_TIMEOUT : error.message;
  }
  return DEFAULT_ERROR;
}

const NETWORK_OR_TIMEOUT = /network|timeout/i;

/** A request that got no answer: "Network Timeout" when its message says so, else the default. */
function networkMessage(message: string): string {
  return NETWORK_OR_TIMEOUT.test(message) ? NETWORK_TIMEOUT : DEFAULT_ERROR;
}

/** The HTTP status of a failed request, or undefined when there was no answer. */
export function errorStatus(error: unknown): number | undefined {
  if (isAxiosError(error)) return error.response?.status;
  if (isPocketBaseError(error)) return error.status || undefined;
  return undefined;
}

/** The `data` of a PocketBase error answer: `{ field: { code, message } }`, or null. */
function errorData(error: unknown): Record<string, { code?: unknown; message?: unknown }> | null {
  const data = isAxiosError(error)
    ? (error.response?.data as { data?: unknown } | undefined)?.data
    : isPocketBaseError(error)
      ? (error.response as { data?: unknown }).data
      : undefined;
  return data && typeof data === 'object' ? (data as Record<string, { code?: unknown }>) : null;
}

/** The code of one field's error in a PocketBase 400 answer (e.g. `validation_no_account`), or undefined. */
export function fieldErrorCode(error: unknown, field: string): string | undefined {
  const code = errorData(error)?.[field]?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field errors of a PocketBase 400 answer: `{ field: message }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = errorData(error);
  if (!data) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value && typeof value.message === 'string') out[field] = value.message;
  }
  return out;
}
