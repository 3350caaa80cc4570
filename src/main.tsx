import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startGuestSheet } from '@/features/guest-sheet/routes/start-guest-sheet';
import { restoreDarkMode } from '@/lib/theme';
import './index.css';

// A student's sheet: its requests and chunks start now, not once its route has loaded and rendered.
startGuestSheet(window.location.pathname);
restoreDarkMode();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
