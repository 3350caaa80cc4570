// The two axios clients for the custom routes (spec §7): the guest client sends `guest-uuid`, the
// authenticated client PocketBase's own token. Identity is never taken from a user-id header.
import axios, { type AxiosInstance } from 'axios';
import { readGuestUuid } from './guest-id';
import { pb } from './pocketbase';

const TIMEOUT_MS = 20_000;

function create(): AxiosInstance {
  return axios.create({ baseURL: window.location.origin, timeout: TIMEOUT_MS });
}

export const guestApi = create();
guestApi.interceptors.request.use((config) => {
  const uuid = readGuestUuid();
  if (uuid) config.headers.set('guest-uuid', uuid);
  return config;
});

export const authApi = create();
authApi.interceptors.request.use((config) => {
  if (pb.authStore.isValid) config.headers.set('Authorization', pb.authStore.token);
  return config;
});
authApi.interceptors.response.use(undefined, (error) => {
  // spec §8: a 401 is rethrown and logged; the session it came from is no longer any good.
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    console.warn('Request refused (401):', error.config?.url);
    pb.authStore.clear();
  }
  return Promise.reject(error);
});
