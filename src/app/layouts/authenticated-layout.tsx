// Every signed-in page (docs/product.md, "Dashboard"): a guard that sends a missing or expired session to
// /_/login, the sidebar (a slide-in menu on small screens) and the sticky header each page fills in.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageHeaderContext, type PageHeaderState } from '@/lib/page-header';
import { endSessionIfExpired, useSession, useSessionExpiry } from '@/lib/session';
import { MobileMenu } from './mobile-menu';
import { PageHeaderBar } from './page-header-bar';
import { SidebarContent } from './sidebar-content';
import { paths } from '@/lib/paths';

export default function AuthenticatedLayout() {
  const session = useSession();
  const location = useLocation();
  const [header, setHeader] = useState<PageHeaderState>({});
  useSessionExpiry(session.token);
  // An expired token is noticed on every navigation too, not only by the timer.
  useEffect(() => {
    endSessionIfExpired();
  }, [location.pathname]);

  if (!session.isValid) return <Navigate to={paths.admin.login} replace />;

  return (
    <PageHeaderContext.Provider value={setHeader}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <div className="min-h-screen md:flex">
        <aside
          aria-label="Sidebar"
          className="hidden border-r bg-card md:sticky md:top-0 md:block md:h-screen md:w-sidebar md:shrink-0"
        >
          <SidebarContent user={session.user} />
        </aside>
        <div className="min-w-0 flex-1">
          <PageHeaderBar header={header} menu={<MobileMenu user={session.user} />} />
          <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none md:px-6">
            <Outlet />
          </main>
        </div>
      </div>
    </PageHeaderContext.Provider>
  );
}
