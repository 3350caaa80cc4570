// Renders a screen as the app does (providers, router) for component tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** The app's query client (its toast for a failed action included) without retries, so error states show
 *  at once in tests. */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } });
  return client;
}

/** Renders `routes` at `path`; returns the router too, to assert navigation. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
