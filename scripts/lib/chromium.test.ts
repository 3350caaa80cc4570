// What a test run does about Chromium on a fresh machine (scripts/lib/chromium.ts).
import { describe, expect, it } from 'vitest';
import { chromiumPlan, missingChromiumMessage, type ChromiumMachine } from './chromium';

const machine = (over: Partial<ChromiumMachine> & { present?: string[] } = {}): ChromiumMachine => ({
  env: {},
  isRoot: false,
  hasAptGet: false,
  runs: (path) => (over.present ?? []).includes(path),
  ...over,
});

describe('chromiumPlan', () => {
  it("uses Debian's Chromium when it is there", () => {
    expect(chromiumPlan(machine({ present: ['/usr/bin/chromium'] }))).toEqual({
      do: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('uses the Chromium CHROME_PATH names', () => {
    const plan = chromiumPlan(machine({ env: { CHROME_PATH: '/opt/chrome' }, present: ['/opt/chrome'] }));
    expect(plan).toEqual({ do: 'use', path: '/opt/chrome' });
  });

  it("installs Debian's Chromium when missing, as root with apt-get", () => {
    expect(chromiumPlan(machine({ isRoot: true, hasAptGet: true }))).toEqual({
      do: 'install',
      path: '/usr/bin/chromium',
    });
  });

  it('stops with one line saying what to install or set when it may not install', () => {
    for (const m of [machine(), machine({ isRoot: true }), machine({ hasAptGet: true })]) {
      const plan = chromiumPlan(m);
      expect(plan).toEqual({ do: 'stop', message: missingChromiumMessage });
    }
    expect(missingChromiumMessage).not.toContain('\n');
    expect(missingChromiumMessage).toMatch(/apt-get install -y chromium.*CHROME_PATH/);
  });

  it('reports a CHROME_PATH that names nothing instead of installing another browser', () => {
    const plan = chromiumPlan(machine({ env: { CHROME_PATH: '/opt/none' }, isRoot: true, hasAptGet: true }));
    expect(plan).toEqual({
      do: 'stop',
      message: `CHROME_PATH is /opt/none, which is not there. ${missingChromiumMessage}`,
    });
  });
});
