// Debian's Chromium (never a downloaded browser), started so that it makes no connections of its own, and
// what to do on a machine that lacks it: install it from Debian when we may, or say what to install or set.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const debianChromium = '/usr/bin/chromium';

/** The Chromium the end-to-end tests, the demo images and the bench drive: `CHROME_PATH` or Debian's. */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env) => env.CHROME_PATH || debianChromium;

export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const missingChromiumMessage =
  'End-to-end tests need Chromium: apt-get install -y chromium, or set CHROME_PATH to a Chromium binary.';

export type ChromiumPlan =
  { do: 'use'; path: string } | { do: 'install'; path: string } | { do: 'stop'; message: string };

export interface ChromiumMachine {
  env: NodeJS.ProcessEnv;
  /** Whether this path is an executable file. */
  runs: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

/**
 * What a test run does about Chromium: use the one there; install Debian's when none is named, we are root
 * and apt-get is there (as `.ci/run` and `npm run demo:audio` do); otherwise stop, saying what to do. A
 * `CHROME_PATH` that names nothing is a mistake to report, not a reason to install another browser.
 */
export function chromiumPlan(machine: ChromiumMachine): ChromiumPlan {
  const path = chromiumPath(machine.env);
  if (machine.runs(path)) return { do: 'use', path };
  if (machine.env.CHROME_PATH) {
    return { do: 'stop', message: `CHROME_PATH is ${path}, which is not there. ${missingChromiumMessage}` };
  }
  if (machine.isRoot && machine.hasAptGet) return { do: 'install', path };
  return { do: 'stop', message: missingChromiumMessage };
}

export function executable(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function thisMachine(): ChromiumMachine {
  return {
    env: process.env,
    runs: executable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  };
}

/** Chromium's path once it is there, installing Debian's if the plan says so; otherwise the reason it is not. */
export function ensureChromium(machine = thisMachine()): { path: string } | { message: string } {
  const plan = chromiumPlan(machine);
  if (plan.do === 'stop') return { message: plan.message };
  if (plan.do === 'install') {
    console.log("Installing Debian's Chromium for the end-to-end tests (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
      if (run.status !== 0) return { message: `apt-get ${args[0]} failed. ${missingChromiumMessage}` };
    }
    if (!machine.runs(plan.path)) return { message: missingChromiumMessage };
  }
  return { path: plan.path };
}
