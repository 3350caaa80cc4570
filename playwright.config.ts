// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real stack — `npm start`'s
// own script with a fresh data directory, on ports of its own.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, executable, missingChromiumMessage } from './scripts/lib/chromium';
import { freePortsSync } from './scripts/lib/ports';

// Without Chromium every test would fail to launch it: one line instead (npm test installs it where it may).
if (!executable(chromiumLaunchOptions.executablePath)) {
  console.error(`${missingChromiumMessage} (looked for ${chromiumLaunchOptions.executablePath})`);
  process.exit(1);
}

// Chosen once in the main process; workers inherit the environment, so everyone agrees on them. Ports the
// system found free: a random pick once landed on a port in use and the stack never started.
if (!process.env.E2E_PORT || !process.env.E2E_PB_PORT) {
  const [webPort, pbPort] = freePortsSync(2);
  process.env.E2E_PORT = String(webPort);
  process.env.E2E_PB_PORT = String(pbPort);
}
process.env.E2E_PB_DATA ??= join(tmpdir(), `answersheet-e2e-${process.env.E2E_PORT}`);
const port = process.env.E2E_PORT;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/support/teardown.ts',
  // One folder per run, so two runs side by side do not delete each other's traces.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      PB_PORT: process.env.E2E_PB_PORT,
      PB_DATA: process.env.E2E_PB_DATA,
    },
  },
});
