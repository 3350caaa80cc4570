// The guest client for the custom routes (docs/architecture.md, "Client code"): kept apart from the
// authenticated client so the guest sheet's bundle carries no PocketBase SDK. It sends no identity of its
// own: each guest request names its guest with the `guest-uuid` header (guest-sheet-api.ts), from the uuid
// the page holds, so a request never depends on local storage still having it.
import axios from 'axios';
import { API_TIMEOUT_MS } from '@/lib/api-timeout';

export const guestApi = axios.create({ baseURL: window.location.origin, timeout: API_TIMEOUT_MS });
