import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;
const [mySheet, exams, about, user] = ['My sheet', 'Exams', 'About', 'User'].map(item) as [
  (typeof NAV_ITEMS)[0],
  (typeof NAV_ITEMS)[0],
  (typeof NAV_ITEMS)[0],
  (typeof NAV_ITEMS)[0],
];

describe('isNavItemActive', () => {
  it('marks My sheet on the dashboard and on any room', () => {
    expect(isNavItemActive('/_/dashboard', mySheet)).toBe(true);
    expect(isNavItemActive('/_/dashboard/', mySheet)).toBe(true);
    expect(isNavItemActive('/_/room/demo', mySheet)).toBe(true);
    expect(isNavItemActive('/_/about', mySheet)).toBe(false);
  });
  it('marks Exams on the library and on each exam', () => {
    expect(isNavItemActive('/_/exams', exams)).toBe(true);
    expect(isNavItemActive('/_/exams/abc', exams)).toBe(true);
    expect(isNavItemActive('/_/dashboard', exams)).toBe(false);
  });
  it('marks About and User only on their own paths', () => {
    expect(isNavItemActive('/_/about', about)).toBe(true);
    expect(isNavItemActive('/_/user', user)).toBe(true);
    expect(isNavItemActive('/_/room/demo', user)).toBe(false);
    expect(isNavItemActive('/_/username', user)).toBe(false);
  });
});
