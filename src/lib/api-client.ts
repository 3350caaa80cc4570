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
