// The pinned PocketBase build and how the project runs it: one place that knows the binary, its
// directories and how to wait for it, used by `npm start`, the importer, the tests and the benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = join(root, 'server');
const builtBin = join(root, '.bin', 'pocketbase');
const stampFile = join(root, '.bin', 'pocketbase.sha256');

/** The hash of server/'s Go sources (its packages under internal/ too), go.mod and go.sum. */
function serverSourceHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.go') || name === 'go.mod' || name === 'go.sum')
    .sort();
  for (const name of files) hash.update(name).update(readFileSync(join(serverDir, name)));
  return hash.digest('hex');
}

/** The PocketBase binary: POCKETBASE_BIN, or our build, rebuilt only when server/ changed. */
export function ensurePocketBase(log: (line: string) => void = console.log): string {
  const override = process.env.POCKETBASE_BIN;
  if (override) return resolve(override);
  const wanted = serverSourceHash();
  if (existsSync(builtBin) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    return builtBin;
  }
  log('Building PocketBase from server/ (first run or server/ changed)…');
  mkdirSync(dirname(builtBin), { recursive: true });
  const build = spawnSync('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', builtBin, '.'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (build.error || build.status !== 0) {
    throw new Error(
      `Could not build PocketBase (${build.error?.message ?? `go exited ${build.status}`}). ` +
        'Install Go 1.25+ or set POCKETBASE_BIN to a PocketBase v0.36.8 binary.',
    );
  }
  writeFileSync(stampFile, wanted);
  return builtBin;
}

/** The flags that point PocketBase at a data directory and at this project's hooks and migrations. */
export function pbDirs(dataDir: string): string[] {
  return [
    `--dir=${resolve(dataDir)}`,
    `--hooksDir=${join(root, 'pb_hooks')}`,
    `--migrationsDir=${join(root, 'pb_migrations')}`,
  ];
}

/** Runs one PocketBase command to completion; throws with its output when it fails. */
export function runPocketBase(dataDir: string, args: string[], input?: string): string {
  const bin = ensurePocketBase();
  const result = spawnSync(bin, [...args, ...pbDirs(dataDir)], { cwd: root, encoding: 'utf8', input });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(output || `pocketbase ${args[0]} exited ${result.status}`);
  }
  return result.stdout;
}

/** Runs one of our console commands (pb_hooks/commands.pb.js), which print one JSON line or `error: …`. */
export function runPocketBaseCommand<T>(dataDir: string, args: string[]): T {
  let out: string;
  try {
    out = runPocketBase(dataDir, args);
  } catch (error) {
    const message = (error as Error).message;
    // PocketBase's console prints `2026/11/22 04:59:36 error: …`: keep the message alone.
    const line = /(?:^|\s)error: (.*)$/m.exec(message);
    throw new Error(line ? line[1] : message);
  }
  const last = out.trim().split('\n').pop() ?? '';
  return JSON.parse(last.slice(last.indexOf('{'))) as T;
}

export interface RunningPocketBase {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts `pocketbase serve` on 127.0.0.1:port and resolves once /api/health answers. */
export async function startPocketBase(opts: {
  dataDir: string;
  port: number;
  quiet?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Restart on a change under pb_hooks/ (PocketBase's own watch), as `npm run dev` does. */
  hooksWatch?: boolean;
}): Promise<RunningPocketBase> {
  const bin = ensurePocketBase();
  const url = `http://127.0.0.1:${opts.port}`;
  const watch = opts.hooksWatch ? ['--hooksWatch'] : [];
  const child = spawn(bin, ['serve', `--http=127.0.0.1:${opts.port}`, ...pbDirs(opts.dataDir), ...watch], {
    cwd: root,
    stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...opts.env },
  });
  // What it printed last, for the errors below: PocketBase says why it could not start (a port in use) on
  // its standard output, and exits with 0.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited early (${child.exitCode}): ${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PocketBase did not answer on ${url} within 30 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
