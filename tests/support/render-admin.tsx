// Renders the real app (router, layouts, lazy screens, providers) at an admin path.
import { toast } from 'sonner';
import { routes } from '@/app/router';
import { renderRoutes } from './render';

export function renderAdmin(path: string) {
  // sonner keeps toasts in a module-level store and replays the active ones to a new Toaster: without
  // this, one test's toast would show up in the next.
  toast.dismiss();
  return renderRoutes(routes, path);
}
