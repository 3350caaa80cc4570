import { BookOpen, Info, LayoutDashboard, User, Users, type LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths under these prefixes also mark the item active. */
  alsoActiveUnder?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'My sheet',
    to: paths.admin.dashboard,
    icon: LayoutDashboard,
    alsoActiveUnder: [paths.admin.roomPrefix],
  },
  { label: 'Exams', to: paths.admin.exams, icon: BookOpen },
  { label: 'Classes', to: paths.admin.classes, icon: Users },
  { label: 'About', to: paths.admin.about, icon: Info },
  { label: 'User', to: paths.admin.user, icon: User },
];

/** Whether `item` is the current place (My sheet is also current on any /_/room/… path). */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveUnder ?? []).some((prefix) => pathname.startsWith(prefix));
}
