// A student's first screen (docs/architecture.md, "Client code"): on /ielts/:slug the entry (src/main.tsx)
// starts the guest and room requests and the first screen's chunks at once, before React renders, where
// they otherwise waited one after another (entry → route chunk → render → guest → room → the gate's chunks).
// Kept tiny and free of axios: every page's entry carries it. The requests' answers are taken once
// by the queries' own fetchers (guest-sheet-api.ts), under the same query keys, so nothing is asked twice;
// a failed early request is simply made again by the query, which reports it the usual way.
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { API_TIMEOUT_MS } from '@/lib/api-timeout';
import { ensureGuestUuid, readGuestUuid } from '../lib/guest-id';

const GUEST_SHEET_PATH = /^\/ielts\/([^/]+)\/?$/;

interface Early {
  uuid: string;
  slug: string;
  guest: Promise<Guest | null> | null;
  room: Promise<GuestSearchResponse | null> | null;
}
let early: Early | null = null;

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
 * On a guest sheet's address: identifies the guest, then loads the room, and fetches the route's chunk and
 * those of its first screen (the gate for a new student, the welcome for one back), all without waiting for
 * React. Anywhere else it does nothing.
 */
export function startGuestSheet(pathname: string) {
  const match = GUEST_SHEET_PATH.exec(pathname);
  if (!match) return;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return;
  }
  // A new student (no stored uuid) is shown the gate: its chunks need not wait for the guest's answer.
  const newStudent = readGuestUuid() === null;
  const uuid = ensureGuestUuid();
  if (newStudent) void import('../components/gate-dialog');
  const guest = post<Guest>('/api/exam/guest', { uuid });
  const room = guest.then((g) =>
    g ? post<GuestSearchResponse>('/api/room/guest-search', { slug }, uuid) : null,
  );
  early = { uuid, slug, guest, room };
  void import('../routes/guest-sheet-route');
  void import('../components/question-map');
  void guest.then((g): Promise<unknown> =>
    g?.finishedGate ? import('../components/welcome-dialog') : import('../components/gate-dialog'),
  );
}

/** The uuid the early requests used (the page must use the same one), or the stored one. */
export function pageGuestUuid(): string {
  return early?.uuid ?? ensureGuestUuid();
}

/** The early guest request's answer for `uuid`, once; null when there was none or it failed. */
export async function takeEarlyGuest(uuid: string): Promise<Guest | null> {
  if (!early?.guest || early.uuid !== uuid) return null;
  const { guest } = early;
  early.guest = null;
  return guest;
}

/** The early room request's answer for `slug` and `uuid`, once; null when there was none or it failed. */
export async function takeEarlyRoom(slug: string, uuid: string): Promise<GuestSearchResponse | null> {
  if (!early?.room || early.uuid !== uuid || early.slug !== slug) return null;
  const { room } = early;
  early.room = null;
  return room;
}
