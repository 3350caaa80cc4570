// The bare layout of the pages one reaches signed out (the login, a set-password link): only the dark-mode toggle.
import { Outlet } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';

export default function BareLayout() {
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
