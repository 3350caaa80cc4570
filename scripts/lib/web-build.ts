// Builds the web app when its sources are newer than the last build, so `npm start` is quick the
// second time and never serves a stale app.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { root } from './pocketbase';

const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own plugins (the early script and the budget report).
  'scripts/lib/first-screen-html.ts',
  'scripts/lib/route-budget.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  const built = join(root, 'dist', 'index.html');
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  log('Building the web app…');
  await build({ root, logLevel: 'warn' });
}
