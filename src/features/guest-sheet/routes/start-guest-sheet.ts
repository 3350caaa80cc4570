// The entry's start of a guest sheet (docs/architecture.md, "A student's first screen"): its early requests
// (api/early-guest-sheet.ts), then the chunks of the first screen, already asked for by the page's module
// preloads, loaded here beside the requests rather than after them (the route's own is main.tsx's to load).
import { takeEarlyRequests } from '../api/early-guest-sheet';
import { Gate } from '../components/lazy-gate';

// Loaded ahead: a screen whose chunk fails here tries again when it is rendered, and says so then.
const ahead = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** On a guest sheet's address: takes (or starts) its early requests and loads its first chunks. */
export function startGuestSheet(pathname: string) {
  const early = takeEarlyRequests(pathname);
  if (!early) return;
  if (early.newStudent) ahead(Gate.preload);
  ahead(() => import('../components/question-map'));
  void early.guest?.then((g) =>
    ahead(g?.finishedGate ? () => import('../components/welcome-dialog') : Gate.preload),
  );
}
