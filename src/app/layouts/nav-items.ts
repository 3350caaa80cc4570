import {
  BookOpen,
  GraduationCap,
  Info,
  LayoutDashboard,
  School,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths under these prefixes also mark the item active. */
  alsoActiveUnder?: string[];
  /** Shown to admins (and superusers) only. */
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'My sheet',
    to: paths.admin.dashboard,
    icon: LayoutDashboard,
    alsoActiveUnder: [paths.admin.roomPrefix],
  },
  { label: 'Exams', to: paths.admin.exams, icon: BookOpen },
  { label: 'Students', to: paths.admin.students, icon: GraduationCap },
  { label: 'Classes', to: paths.admin.classes, icon: School },
  { label: 'People', to: paths.admin.people, icon: Users, adminOnly: true },
  { label: 'About', to: paths.admin.about, icon: Info },
  { label: 'User', to: paths.admin.user, icon: User },
];

/** The items this account sees: People only for admins. */
export const navItemsFor = (admin: boolean) => NAV_ITEMS.filter((item) => admin || !item.adminOnly);

/** Whether `item` is the current place (My sheet is also current on any /_/room/… path). */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveUnder ?? []).some((prefix) => pathname.startsWith(prefix));
}
