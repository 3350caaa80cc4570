// The guest route is what forty students load at once over a school's connection: its initial JavaScript
// stays within 140 KB gzip and carries no admin code.
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/pocketbase';
import { routeSizes } from '../../scripts/lib/route-budget';

const GUEST_BUDGET_BYTES = 140 * 1024;
// Admin code: every feature but the guest's own and the landing page, and the admin layouts. A new feature
// counts as admin code without editing this test.
const adminCode = /src\/(features\/(?!guest-sheet\/|landing\/)[^/]+|app\/layouts)\//;

describe('bundle budget', () => {
  it('keeps the guest route small and free of admin code', async () => {
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const output = await build({
      root,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    process.env.NODE_ENV = nodeEnv;
    const bundle = Object.fromEntries(
      (Array.isArray(output) ? output : [output]).flatMap((o: any) =>
        o.output.map((c: any) => [c.fileName, c]),
      ),
    );
    const sizes = routeSizes(bundle);
    const guest = sizes.find((s) => s.route === '/ielts/:slug')!;
    expect(guest.modules.length).toBeGreaterThan(10);
    expect(guest.modules.filter((m) => adminCode.test(m))).toEqual([]);
    expect(guest.gzipBytes).toBeLessThanOrEqual(GUEST_BUDGET_BYTES);
    // The admin screens do need their code: the check above can see it when it is there.
    const room = sizes.find((s) => s.route === '/_/room/:slug')!;
    expect(room.modules.some((m) => adminCode.test(m))).toBe(true);
  }, 120_000);
});
