// A student's first screen (docs/architecture.md, "A student's first screen"): the guest and room requests
// were started by the page's inline script (early-boot.ts) as the page was parsed; here they are taken (or
// started where the page had no such script: tests) for the entry (routes/start-guest-sheet.ts, which also
// loads the first screen's chunks). The requests' answers are taken once by the queries' own fetchers
// (guest-sheet-api.ts), under the same query keys, so nothing is asked twice; a failed early request is
// simply made again by the query, which reports it the usual way. No chunk is imported here: the queries
// import this module, and the chunks import the queries.
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { ensureGuestUuid } from '../lib/guest-id';
import { startEarlyRequests, type EarlyRequests } from './early-requests';

let early: EarlyRequests | null = null;

/** On a guest sheet's address: takes (or starts) its early requests; null on any other page. */
export function takeEarlyRequests(pathname: string): EarlyRequests | null {
  const started = window.__answersheetEarly;
  // Taken once: a test that starts another sheet, or a later call, starts its own.
  window.__answersheetEarly = undefined;
  early = started !== undefined ? started : startEarlyRequests(pathname);
  return early;
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
