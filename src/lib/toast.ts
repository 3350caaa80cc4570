// Toasts (sonner) without sonner in the first download: the guest route's initial JavaScript has a budget
// (docs/architecture.md, "Client code"), and a toast is never needed before the first screen is up.
// The Toaster loads right after the first render (src/app/providers.tsx); a toast raised before that
// waits for it. Same calls as sonner's `toast`.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | null = null;
/** sonner's module, loaded once. */
export const loadSonner = () => (sonner ??= import('sonner'));

const raise =
  (kind: 'success' | 'error' | 'warning' | 'info') =>
  (message: Message, options?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };

export const toast = {
  success: raise('success'),
  error: raise('error'),
  warning: raise('warning'),
  info: raise('info'),
  dismiss: (id?: string | number): void => {
    void loadSonner().then(({ toast }) => toast.dismiss(id));
  },
};
