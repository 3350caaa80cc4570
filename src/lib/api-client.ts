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

/** The last answer with an ETag, by URL: what a 304 stands for. */
const lastAnswers = new Map<string, { etag: string; data: unknown }>();

/**
 * GET that revalidates (docs/architecture.md, "Heavy routes"): sends the ETag of the last answer for this
 * URL, and a 304 gives that answer again, the same object, so a poll of an unchanged page changes nothing.
 */
export async function getRevalidated<T>(url: string): Promise<T> {
  const last = lastAnswers.get(url);
  const response = await authApi.get<T>(url, {
    headers: last ? { 'If-None-Match': last.etag } : {},
    validateStatus: (status) => (status >= 200 && status < 300) || (status === 304 && last !== undefined),
  });
  if (response.status === 304 && last) return last.data as T;
  const etag: unknown = response.headers.etag;
  if (typeof etag === 'string' && etag) lastAnswers.set(url, { etag, data: response.data });
  else lastAnswers.delete(url);
  return response.data;
}
