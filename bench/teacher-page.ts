// The teacher's screen a bench drives in Chromium (results-screen.ts, live.ts): the built app behind Vite's
// preview, forwarding /api to the bench's PocketBase, and a page signed in as `teacher`.
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { root } from '../scripts/lib/pocketbase';
import { ensureWebBuild } from '../scripts/lib/web-build';
import type { TestPocketBase } from '../tests/support/pocketbase';

/** Runs `use` with a 1280 px page signed in as `teacher` on the dashboard, and the app's URL; closes both. */
export async function withTeacherPage<T>(
  pb: TestPocketBase,
  teacher: { email: string; password: string },
  use: (page: Page, appUrl: string) => Promise<T>,
): Promise<T> {
  await ensureWebBuild();
  // vite.config.ts forwards /api to PB_PORT.
  process.env.PB_PORT = new URL(pb.url).port;
  const server = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const appUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${appUrl}/_/login`);
    await page.getByLabel('Email or Username').fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/_\/dashboard$/);
    return await use(page, appUrl);
  } finally {
    await browser.close();
    await server.close();
  }
}
