// /_ (docs/product.md, "Admin login"): title, version label and toggle above the child screen; a valid stored session goes
// straight on to /_/ → /_/dashboard.
import { Navigate, Outlet } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { useSession } from '@/lib/session';
import { Brand } from './brand';
import { paths } from '@/lib/paths';

export default function AdminHomeLayout() {
  const session = useSession();
  // /_/ and /_ are the same route here, so the redirect goes to where /_/ leads.
  if (session.isValid) return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Brand />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
