import { Info, LayoutDashboard, User, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths under these prefixes also mark the item active. */
  alsoActiveUnder?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'My sheet', to: '/_/dashboard', icon: LayoutDashboard, alsoActiveUnder: ['/_/room/'] },
  { label: 'About', to: '/_/about', icon: Info },
  { label: 'User', to: '/_/user', icon: User },
];

/** Whether `item` is the current place (My sheet is also current on any /_/room/… path). */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveUnder ?? []).some((prefix) => pathname.startsWith(prefix));
}
