import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { paths } from '@/lib/paths';

/** Every path pattern the router declares, with its parents' prefixes. */
function patterns(list: typeof routes, prefix = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
    return [...(route.path ? [here] : []), ...patterns(route.children ?? [], here)];
  });
}

describe('paths', () => {
  it('names only places the router has', () => {
    const known = patterns(routes);
    const made = [
      paths.home,
      paths.guestSheet('demo').replace('demo', ':slug'),
      paths.admin.home,
      paths.admin.login,
      paths.admin.dashboard,
      paths.admin.room('demo').replace('demo', ':slug'),
      paths.admin.roomResults('demo').replace('demo', ':slug'),
      paths.admin.roomLive('demo').replace('demo', ':slug'),
      paths.admin.exams,
      paths.admin.exam('abc').replace('abc', ':id'),
      paths.admin.classes,
      paths.admin.class('abc').replace('abc', ':id'),
      paths.admin.about,
      paths.admin.user,
      paths.admin.people,
      paths.admin.welcome('abc').replace('abc', ':token'),
    ];
    for (const path of made) expect(known, path).toContain(path);
    expect(paths.admin.room('demo')).toMatch(new RegExp(`^${paths.admin.roomPrefix}`));
  });

  it('encodes slugs', () => {
    expect(paths.guestSheet('a b/c')).toBe('/ielts/a%20b%2Fc');
  });
});
