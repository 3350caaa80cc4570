import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { GuestSheetRoute } from '@/app/router';
import { guestSheetSlug } from '@/features/guest-sheet/api/early-requests';
import { startGuestSheet } from '@/features/guest-sheet/routes/start-guest-sheet';
import { restoreDarkMode } from '@/lib/theme';
import './index.css';

// A student's sheet: its requests and chunks start now, not once its route has loaded and rendered.
startGuestSheet(window.location.pathname);
restoreDarkMode();
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The sheet's route is loaded first (it already is on its way), so the first render is the route and not
// a loading screen before it (docs/architecture.md, "A student's first screen"). A chunk that fails to
// load is the route's error boundary's to show.
if (guestSheetSlug(window.location.pathname) !== null) void GuestSheetRoute.preload().then(render, render);
else render();
