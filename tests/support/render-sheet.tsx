import { renderRoutes } from './render';
import GuestSheetRoute from '@/features/guest-sheet/routes/guest-sheet-route';

/** The guest route at /ielts/{slug}, with a landing page at / to be sent back to. */
export function renderSheet(slug = 'practice') {
  return renderRoutes(
    [
      { path: '/ielts/:slug', Component: GuestSheetRoute },
      { path: '/', element: <h1>Landing page</h1> },
    ],
    `/ielts/${slug}`,
  );
}
