import { Link, useLocation } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { UserAvatar } from '@/components/user-avatar';
import { fileUrl } from '@/lib/pocketbase';
import { isAdminUser, type SessionUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { isNavItemActive, navItemsFor } from './nav-items';
import { paths } from '@/lib/paths';

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** What the desktop sidebar and the mobile menu both show: title, toggle, navigation, the user. */
export function SidebarContent({ user, onNavigate }: { user: SessionUser | null; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const name = user?.name || user?.email || 'User';
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-start justify-between gap-2 pr-10 md:pr-0">
        <Brand onNavigate={onNavigate} />
        <ThemeToggle />
      </div>
      <nav aria-label="Main" className="flex-1">
        <ul className="flex flex-col gap-1">
          {navItemsFor(isAdminUser(user)).map((item) => {
            const active = isNavItemActive(pathname, item);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    focusRing,
                    active
                      ? 'bg-primary text-primary-foreground'
                      : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link
        to={paths.admin.user}
        onClick={onNavigate}
        className={cn(
          'flex items-center gap-3 rounded-md p-2 hover:bg-accent hover:text-accent-foreground',
          focusRing,
        )}
      >
        <UserAvatar
          name={user?.name || user?.email}
          src={user ? fileUrl(user, user.avatar) : ''}
          className="size-9"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{name}</span>
          {user?.email && user.email !== name ? (
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          ) : null}
        </span>
      </Link>
    </div>
  );
}
