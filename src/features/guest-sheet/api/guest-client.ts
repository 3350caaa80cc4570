// The guest client for the custom routes: sends `guest-uuid` (docs/architecture.md, "Client code"). Kept apart from the authenticated
// client so the guest sheet's bundle carries no PocketBase SDK.
import axios from 'axios';
import { readGuestUuid } from '@/features/guest-sheet/lib/guest-id';
import { API_TIMEOUT_MS } from '@/lib/api-timeout';

export const guestApi = axios.create({ baseURL: window.location.origin, timeout: API_TIMEOUT_MS });
guestApi.interceptors.request.use((config) => {
  const uuid = readGuestUuid();
  if (uuid) config.headers.set('guest-uuid', uuid);
  return config;
});
