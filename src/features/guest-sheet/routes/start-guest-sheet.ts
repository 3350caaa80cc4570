// The entry's start of a guest sheet (docs/architecture.md, "A student's first screen"): its early requests
// (api/early-guest-sheet.ts), then the route's chunk and those of the first screen, already asked for by the
// page's module preloads, fetched here beside the requests rather than after them.
import { takeEarlyRequests } from '../api/early-guest-sheet';

/** On a guest sheet's address: takes (or starts) its early requests and loads its first chunks. */
export function startGuestSheet(pathname: string) {
  const early = takeEarlyRequests(pathname);
  if (!early) return;
  if (early.newStudent) void import('../components/gate-dialog');
  void import('./guest-sheet-route');
  void import('../components/question-map');
  void early.guest?.then((g): Promise<unknown> =>
    g?.finishedGate ? import('../components/welcome-dialog') : import('../components/gate-dialog'),
  );
}
