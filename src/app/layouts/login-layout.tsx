// The bare layout of /_/login (docs/product.md, "Admin login"): only the dark-mode toggle. A signed-in visitor goes on to the app.
import { Navigate, Outlet } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';

export default function LoginLayout() {
  const session = useSession();
  if (session.isValid) return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <div className="relative flex min-h-screen flex-col">
      <div className="flex justify-end p-4">
        <ThemeToggle />
      </div>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}
