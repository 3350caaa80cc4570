// A student's first screen on a phone (docs/performance-log.md): the built app, served by Vite's preview
// with /api forwarded to a PocketBase holding the demo room, as `npm start` does, opened in Chromium at
// 390 px by a new student (a fresh browser context: nothing cached, no uuid). Times, from the navigation's
// start, the gate dialog's heading on screen and the largest contentful paint, and counts the bytes
// transferred; unthrottled and on a slow phone (slow 4G: 150 ms, 1.6 Mbit/s each way; the CPU 4× slower),
// each the median of RUNS. Run with `npm run bench -- first-screen`.
import { chromium, type Browser } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { importRoom } from '../scripts/import';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { root } from '../scripts/lib/pocketbase';
import { ensureWebBuild } from '../scripts/lib/web-build';
import { startTestPocketBase } from '../tests/support/pocketbase';

const RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 3);
/** BENCH_FIRST_SCREEN_TRACE=1 prints each visit's requests: when each started and ended, and its bytes. */
const TRACE = process.env.BENCH_FIRST_SCREEN_TRACE === '1';
/** Web Vitals' "good" largest contentful paint on the slow phone; a second on a fast link. */
export const firstScreenTargets = { slowPhoneGateMs: 2500, unthrottledGateMs: 1000 };
const GATE_HEADING = 'Before you start';

interface Profile {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown?: number;
}
const slow4g = 1.6e6 / 8; // bytes per second
export const profiles: Profile[] = [
  { name: 'unthrottled' },
  {
    name: 'slow phone',
    network: { latency: 150, downloadThroughput: slow4g, uploadThroughput: slow4g },
    cpuSlowdown: 4,
  },
];

export interface FirstScreen {
  profile: string;
  gateMs: number;
  lcpMs: number;
  bytes: number;
  runs: { gateMs: number; lcpMs: number; bytes: number }[];
}

// In the page before any of its scripts: the moment the gate's heading is in the document (then its next
// frame) and the largest contentful paint so far, both against the navigation's start.
const observe = `(() => {
  const seen = { gate: 0, lcp: 0 };
  window.__firstScreen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (seen.gate) return;
    for (const h of document.querySelectorAll('h2, [role=heading]'))
      if (h.textContent === ${JSON.stringify(GATE_HEADING)}) {
        requestAnimationFrame(() => (seen.gate = performance.now()));
        observer.disconnect();
        return;
      }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function openOnce(browser: Browser, url: string, profile: Profile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    let bytes = 0;
    const requests = new Map<string, { url: string; start: number; end?: number; bytes?: number }>();
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: GATE_HEADING }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __firstScreen: { gate: number } }).__firstScreen.gate > 0,
    );
    // The LCP entry is final once the page has settled a moment.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(
      () => (window as unknown as { __firstScreen: { gate: number; lcp: number } }).__firstScreen,
    );
    if (TRACE) {
      const first = Math.min(...[...requests.values()].map((r) => r.start));
      const ms = (t?: number) => (t === undefined ? '…' : String(Math.round((t - first) * 1000)));
      console.log(`  ${profile.name}: gate ${Math.round(seen.gate)} ms`);
      for (const r of requests.values())
        console.log(
          `    ${ms(r.start).padStart(5)}–${ms(r.end).padEnd(5)} ${String(r.bytes ?? '').padStart(7)}  ${new URL(r.url).pathname}`,
        );
    }
    return { gateMs: Math.round(seen.gate), lcpMs: Math.round(seen.lcp), bytes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The demo room as `npm start` seeds it (its members left out: the bench has no demo admin). */
function importDemoRoom(dataDir: string) {
  const demo = JSON.parse(readFileSync(join(root, 'demo', 'demo-room.json'), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-first-screen-'));
  cpSync(join(root, 'demo', 'media'), join(dir, 'media'), { recursive: true });
  const file = join(dir, 'room.json');
  writeFileSync(file, JSON.stringify({ ...demo, room: { ...demo.room, members: [] } }));
  importRoom(dataDir, file);
  return demo.room.slug as string;
}

export async function firstScreenScenario(): Promise<FirstScreen[]> {
  await ensureWebBuild();
  const pb = await startTestPocketBase();
  // vite.config.ts forwards /api to PB_PORT.
  process.env.PB_PORT = new URL(pb.url).port;
  const server = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const slug = importDemoRoom(pb.dataDir);
    const url = `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/ielts/${slug}`;
    // One visit first, so the server's caches (the room's sheet) are warm as in a class.
    await openOnce(browser, url, profiles[0]!);
    const figures: FirstScreen[] = [];
    for (const profile of profiles) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await openOnce(browser, url, profile));
      figures.push({
        profile: profile.name,
        gateMs: median(runs.map((r) => r.gateMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        bytes: median(runs.map((r) => r.bytes)),
        runs,
      });
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
    await pb.stop();
  }
}

export function printFirstScreen(figures: FirstScreen[]) {
  console.log(`\nA student's first screen at 390 px (median of ${RUNS} fresh visits):`);
  console.log('  profile        gate visible   LCP        transferred');
  for (const f of figures)
    console.log(
      `  ${f.profile.padEnd(14)} ${`${f.gateMs} ms`.padStart(10)}   ${`${f.lcpMs} ms`.padStart(8)}   ${`${Math.round(f.bytes / 1024)} KB`.padStart(8)}   (runs: ${f.runs.map((r) => r.gateMs).join(', ')} ms)`,
    );
}

export function firstScreenMisses(figures: FirstScreen[]): string[] {
  const [fast, slow] = figures;
  return [
    ...(fast && fast.gateMs > firstScreenTargets.unthrottledGateMs
      ? [`first screen unthrottled: gate ${fast.gateMs} ms > ${firstScreenTargets.unthrottledGateMs} ms`]
      : []),
    ...(slow && slow.gateMs > firstScreenTargets.slowPhoneGateMs
      ? [`first screen slow phone: gate ${slow.gateMs} ms > ${firstScreenTargets.slowPhoneGateMs} ms`]
      : []),
  ];
}
