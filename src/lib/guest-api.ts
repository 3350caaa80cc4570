// The guest client for the custom routes (spec §7): sends `guest-uuid`. Kept apart from the authenticated
// client so the guest sheet's bundle carries no PocketBase SDK.
import axios from 'axios';
import { readGuestUuid } from '@/features/guest-sheet/lib/guest-id';

export const API_TIMEOUT_MS = 20_000;

export const guestApi = axios.create({ baseURL: window.location.origin, timeout: API_TIMEOUT_MS });
guestApi.interceptors.request.use((config) => {
  const uuid = readGuestUuid();
  if (uuid) config.headers.set('guest-uuid', uuid);
  return config;
});
