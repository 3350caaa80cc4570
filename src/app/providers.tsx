import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { useDarkMode } from '@/lib/theme';

/** Query client, toaster (top-center, 4000 ms, at most 3, gap 14, width 356: docs/product.md, "Limits") and theme. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [dark] = useDarkMode();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-center"
        duration={4000}
        visibleToasts={3}
        gap={14}
        theme={dark ? 'dark' : 'light'}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
