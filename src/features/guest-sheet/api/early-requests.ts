// A student's first requests (docs/architecture.md, "A student's first screen"): on /ielts/:slug the guest
// and its room are asked for as the page is parsed, by the page's own inline script (early-boot.ts), not
// after the entry's scripts have loaded. Kept tiny and free of axios and React: it is compiled into the page.
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { API_TIMEOUT_MS } from '@/lib/api-timeout';
import { ensureGuestUuid, readGuestUuid } from '../lib/guest-id';

const GUEST_SHEET_PATH = /^\/ielts\/([^/]+)\/?$/;

export interface EarlyRequests {
  uuid: string;
  slug: string;
  /** Whether the page had no stored uuid: a new student, whose first screen is the gate. */
  newStudent: boolean;
  guest: Promise<Guest | null> | null;
  room: Promise<GuestSearchResponse | null> | null;
}

/** The slug of a guest sheet's address, or null anywhere else. */
export function guestSheetSlug(pathname: string): string | null {
  const match = GUEST_SHEET_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** POST `path`; the answer's JSON, or null for any failure (the query then asks again itself). */
async function post<T>(path: string, body: unknown, uuid?: string): Promise<T | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), API_TIMEOUT_MS);
  try {
    const res = await fetch(new URL(path, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(uuid ? { 'guest-uuid': uuid } : {}) },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * On a guest sheet's address: identifies the guest and loads the room; null anywhere else. A student back
 * on this device (a stored uuid) is a guest the server knows, so both requests go at once; a new one's
 * guest is made first, so the room's answer is the guest's own.
 */
export function startEarlyRequests(pathname: string): EarlyRequests | null {
  const slug = guestSheetSlug(pathname);
  if (slug === null) return null;
  const newStudent = readGuestUuid() === null;
  const uuid = ensureGuestUuid();
  const guest = post<Guest>('/api/exam/guest', { uuid });
  const askRoom = () => post<GuestSearchResponse>('/api/room/guest-search', { slug }, uuid);
  const room = newStudent ? guest.then((g) => (g ? askRoom() : null)) : askRoom();
  return { uuid, slug, newStudent, guest, room };
}
