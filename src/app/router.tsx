// Every route of the specification §2. Each screen is its own chunk (route `lazy`), so a student opening
// /ielts/:slug downloads none of the admin area.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { LandingRoute } from '@/features/landing/landing-route';
import { NotFoundRoute } from '@/features/landing/not-found-route';

const component = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/ielts', element: <Navigate to="/" replace /> },
  { path: '/ielts/:slug', lazy: component(() => import('@/features/guest-sheet/routes/guest-sheet-route')) },
  {
    path: '/_',
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: component(() => import('@/app/layouts/admin-home-layout')),
        children: [{ index: true, lazy: component(() => import('@/features/auth/routes/admin-home-route')) }],
      },
      {
        lazy: component(() => import('@/app/layouts/login-layout')),
        children: [{ path: 'login', lazy: component(() => import('@/features/auth/routes/login-route')) }],
      },
      {
        lazy: component(() => import('@/app/layouts/authenticated-layout')),
        children: [
          { path: 'dashboard', lazy: component(() => import('@/features/dashboard/routes/dashboard-route')) },
          { path: 'room', element: <Navigate to="/_/dashboard" replace /> },
          { path: 'room/:slug', lazy: component(() => import('@/features/room/routes/room-route')) },
          { path: 'about', lazy: component(() => import('@/features/about/routes/about-route')) },
          { path: 'user', lazy: component(() => import('@/features/profile/routes/profile-route')) },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
