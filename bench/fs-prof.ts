// scratch: trace the slow phone's first screen (not kept)
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { importRoom } from '../scripts/import';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { root } from '../scripts/lib/pocketbase';
import { startTestPocketBase } from '../tests/support/pocketbase';

const file = process.env.ROOM ?? 'demo-room.json';
const demo = JSON.parse(readFileSync(join(root, 'demo', file), 'utf8'));
const pb = await startTestPocketBase();
process.env.PB_PORT = new URL(pb.url).port;
const dir = mkdtempSync(join(tmpdir(), 'fsprof-'));
cpSync(join(root, 'demo', 'media'), join(dir, 'media'), { recursive: true });
writeFileSync(join(dir, 'room.json'), JSON.stringify({ ...demo, room: { ...demo.room, members: [] } }));
importRoom(pb.dataDir, join(dir, 'room.json'));
const server = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
const browser = await chromium.launch(chromiumLaunchOptions);
const url = `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/ielts/${demo.room.slug}`;
const slow = process.env.FAST ? null : 1;
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slow) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 2e5, uploadThroughput: 2e5 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading,toplevel',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Before you start' }).waitFor({ timeout: 60_000 });
  const wall = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/fsprof/prof-${run}.cpuprofile`, JSON.stringify(profile));
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(`/tmp/fsprof/trace-${run}.json`, JSON.stringify({ traceEvents: events }));
  console.log('run', run, 'wall', wall, 'events', events.length);
  await context.close();
}
await browser.close();
await server.close();
await pb.stop();
