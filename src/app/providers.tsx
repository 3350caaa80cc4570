import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { useDarkMode } from '@/lib/theme';
import { loadSonner } from '@/lib/toast';

// Loaded after the first render, not with it (src/lib/toast.ts).
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Query client, toaster (top-center, 4000 ms, at most 3, gap 14, width 356: docs/product.md, "Limits") and theme. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [dark] = useDarkMode();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          duration={4000}
          visibleToasts={3}
          gap={14}
          theme={dark ? 'dark' : 'light'}
          richColors
          closeButton
        />
      </Suspense>
    </QueryClientProvider>
  );
}
