// The route files hold handlers only (docs/architecture.md, "How a request flows"): each requires the
// modules it uses, never another route file, so what two routes share has one home of its own; and the
// statements they run live in store/, never in a route.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = __dirname;
const routeFiles = readdirSync(lib).filter((name) => name.endsWith('-routes.js'));

describe('the route files', () => {
  it('are found', () => {
    expect(routeFiles).toEqual(expect.arrayContaining(['guest-routes.js', 'results-routes.js']));
  });

  it.each(routeFiles)('%s requires no other route file', (name) => {
    const source = readFileSync(join(lib, name), 'utf8');
    const required = Array.from(source.matchAll(/require\(\s*['"`]([^'"`]+)['"`]\s*\)/g), (m) => m[1]!);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((path) => /-routes\.js$/.test(path))).toEqual([]);
  });

  it.each(routeFiles)('%s runs no SQL of its own', (name) => {
    const code = readFileSync(join(lib, name), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/\.newQuery\(|\b(SELECT|UPDATE|INSERT INTO|DELETE FROM)\b/);
  });
});
