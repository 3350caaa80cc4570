// The authenticated axios client for the custom routes (docs/architecture.md, "Client code"): sends PocketBase's own token. Identity is
// never taken from a user-id header. The guest client is src/features/guest-sheet/api/guest-client.ts.
import axios from 'axios';
import { API_TIMEOUT_MS } from './api-timeout';
import { pb } from './pocketbase';

export const authApi = axios.create({ baseURL: window.location.origin, timeout: API_TIMEOUT_MS });
authApi.interceptors.request.use((config) => {
  if (pb.authStore.isValid) config.headers.set('Authorization', pb.authStore.token);
  return config;
});
authApi.interceptors.response.use(undefined, (error) => {
  // A 401 is rethrown and logged; the session it came from is no longer any good.
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    console.warn('Request refused (401):', error.config?.url);
    pb.authStore.clear();
  }
  return Promise.reject(error);
});

/** A revalidated GET's answer: `changed` false on a 304, when `data` is the answer held. */
export interface Revalidated<T> {
  changed: boolean;
  data: T;
  /** A header of the answer (lower case name); null when absent or on a 304. */
  header: (name: string) => string | null;
}

/**
 * GET that revalidates (docs/architecture.md, "Heavy routes"): sends the ETag of the answer the caller
 * holds, and a 304 gives that answer again, the same object, so a poll of an unchanged page changes nothing.
 */
export async function getRevalidated<T>(
  url: string,
  held?: { etag: string; data: T },
  params?: Record<string, string>,
): Promise<Revalidated<T>> {
  const response = await authApi.get<T>(url, {
    params,
    headers: held ? { 'If-None-Match': held.etag } : {},
    validateStatus: (status) => (status >= 200 && status < 300) || (status === 304 && held !== undefined),
  });
  if (response.status === 304 && held) return { changed: false, data: held.data, header: () => null };
  return {
    changed: true,
    data: response.data,
    header: (name) => {
      const value: unknown = response.headers[name];
      return typeof value === 'string' && value ? value : null;
    },
  };
}
