// Every screen of docs/product.md. Each screen is its own chunk (React.lazy), so a student opening
// /ielts/:slug downloads none of the admin area. The app renders these with <BrowserRouter> + useRoutes
// (the declarative router is half the size of the data router); tests render the same objects in a
// memory router.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { whenLoaded } from '@/lib/when-loaded';
import { LandingRoute } from '@/features/landing/landing-route';
import { paths } from '@/lib/paths';

/** A student's first screen: loaded before the app's first render on a sheet's address (main.tsx). */
export const GuestSheetRoute = whenLoaded(
  () => import('@/features/guest-sheet/routes/guest-sheet-route'),
  <PageLoader />,
);
const AdminHomeLayout = lazy(() => import('@/app/layouts/admin-home-layout'));
const AdminHomeRoute = lazy(() => import('@/features/auth/routes/admin-home-route'));
const LoginLayout = lazy(() => import('@/app/layouts/login-layout'));
const LoginRoute = lazy(() => import('@/features/auth/routes/login-route'));
const BareLayout = lazy(() => import('@/app/layouts/bare-layout'));
const WelcomeRoute = lazy(() => import('@/features/welcome/routes/welcome-route'));
const PeopleRoute = lazy(() => import('@/features/people/routes/people-route'));
const AuthenticatedLayout = lazy(() => import('@/app/layouts/authenticated-layout'));
const DashboardRoute = lazy(() => import('@/features/dashboard/routes/dashboard-route'));
const RoomRoute = lazy(() => import('@/features/room/routes/room-route'));
const ResultsRoute = lazy(() => import('@/features/results/routes/results-route'));
const LiveRoute = lazy(() => import('@/features/live/routes/live-route'));
const MarkingRoute = lazy(() => import('@/features/marking/routes/marking-route'));
const ExamLibraryRoute = lazy(() => import('@/features/exams/routes/exam-library-route'));
const ExamEditorRoute = lazy(() => import('@/features/exams/routes/exam-editor-route'));
const ClassesRoute = lazy(() => import('@/features/classes/routes/classes-route'));
const ClassRoute = lazy(() => import('@/features/classes/routes/class-route'));
const AboutRoute = lazy(() => import('@/features/about/routes/about-route'));
const ProfileRoute = lazy(() => import('@/features/profile/routes/profile-route'));
const StudentsRoute = lazy(() => import('@/features/students/routes/students-route'));
const StudentRoute = lazy(() => import('@/features/students/routes/student-route'));
const ProgressRoute = lazy(() => import('@/features/progress/routes/progress-route'));
// Lazy too: every route's entry carried it, the guest sheet's within its budget (docs/architecture.md, "Client code").
const NotFoundRoute = lazy(() =>
  import('@/features/landing/not-found-route').then((m) => ({ default: m.NotFoundRoute })),
);

/**
 * A lazily loaded screen with its own loading state, so a layout stays on screen while a page loads, and
 * its own error boundary, so a chunk that cannot load offers a reload instead of a blank page.
 */
const screen = (Screen: LazyExoticComponent<ComponentType> | ComponentType) => (
  <ScreenErrorBoundary>
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  </ScreenErrorBoundary>
);

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/ielts', element: <Navigate to={paths.home} replace /> },
  { path: '/ielts/:slug', element: screen(GuestSheetRoute) },
  { path: '/ielts/progress/:token', element: screen(ProgressRoute) },
  {
    path: '/_',
    children: [
      { element: screen(AdminHomeLayout), children: [{ index: true, element: screen(AdminHomeRoute) }] },
      { element: screen(LoginLayout), children: [{ path: 'login', element: screen(LoginRoute) }] },
      { element: screen(BareLayout), children: [{ path: 'welcome/:token', element: screen(WelcomeRoute) }] },
      {
        element: screen(AuthenticatedLayout),
        children: [
          { path: 'dashboard', element: screen(DashboardRoute) },
          { path: 'room', element: <Navigate to={paths.admin.dashboard} replace /> },
          { path: 'room/:slug', element: screen(RoomRoute) },
          { path: 'room/:slug/results', element: screen(ResultsRoute) },
          { path: 'room/:slug/marking', element: screen(MarkingRoute) },
          { path: 'room/:slug/live', element: screen(LiveRoute) },
          { path: 'exams', element: screen(ExamLibraryRoute) },
          { path: 'exams/:id', element: screen(ExamEditorRoute) },
          { path: 'classes', element: screen(ClassesRoute) },
          { path: 'classes/:id', element: screen(ClassRoute) },
          { path: 'about', element: screen(AboutRoute) },
          { path: 'user', element: screen(ProfileRoute) },
          { path: 'people', element: screen(PeopleRoute) },
          { path: 'students', element: screen(StudentsRoute) },
          { path: 'students/:id', element: screen(StudentRoute) },
        ],
      },
    ],
  },
  { path: '*', element: screen(NotFoundRoute) },
];

export function AppRoutes() {
  return useRoutes(routes);
}
