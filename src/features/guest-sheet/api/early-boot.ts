// The page's own inline script (docs/architecture.md, "A student's first screen"), compiled into index.html
// by scripts/lib/first-screen-html.ts: on a guest sheet's address it starts the guest's requests and names
// the modules of the first screen as module preloads, so they load beside the entry instead of after it.
// The app takes what it started from `window.__answersheetEarly` (early-guest-sheet.ts).
import { startEarlyRequests, type EarlyRequests } from './early-requests';

/** The first screen's modules by the built app's file names; filled in at build time, null in dev. */
declare const __FIRST_SCREEN_PRELOADS__: {
  sheet: string[];
  gate: string[];
  welcome: string[];
  computer: string[];
} | null;

declare global {
  interface Window {
    __answersheetEarly?: EarlyRequests | null;
  }
}

function preload(files: string[]) {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

const early = startEarlyRequests(window.location.pathname);
window.__answersheetEarly = early;
const preloads = __FIRST_SCREEN_PRELOADS__;
if (early && preloads) {
  preload([...preloads.sheet, ...(early.newStudent ? preloads.gate : preloads.welcome)]);
  // The test on computer's screen, a chunk paper rooms never download, as soon as the room's answer names
  // it: otherwise it is asked for only once the app has rendered the route with that answer.
  void early.room?.then((answer) => {
    if (answer?.room.delivery === 'computer') preload(preloads.computer);
  });
}
