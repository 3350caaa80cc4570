// Continuous backup (docs/operations.md, "Backups and a restore drill"): the pinned Litestream build, its
// configuration for a directory replica, and how `npm start`, `npm run restore` and the drill run it.
// Built like PocketBase (scripts/lib/pocketbase.ts): `go build` of the version tools/litestream/go.mod
// pins, through the Go module proxy, cached in .bin/ with a stamp of that module's hash.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { root } from './pocketbase';

const toolDir = join(root, 'tools', 'litestream');
const builtBin = join(root, '.bin', 'litestream');
const stampFile = join(root, '.bin', 'litestream.sha256');

/** PocketBase's two SQLite files, both streamed and both restored. */
export const DATABASES = ['data.db', 'auxiliary.db'] as const;
/** Where PocketBase keeps uploaded files, inside its data directory and inside the replica. */
export const STORAGE = 'storage';

/**
 * How often Litestream looks at the WAL and ships what is new to the replica: together under "a lost disk
 * must lose at most a second" (docs/operations.md, "Backups and a restore drill"), with room for a slow sync on a loaded machine.
 */
export const STREAM_INTERVAL = '250ms';

function toolHash(): string {
  const hash = createHash('sha256');
  for (const name of ['go.mod', 'go.sum']) hash.update(name).update(readFileSync(join(toolDir, name)));
  return hash.digest('hex');
}

/** The version tools/litestream/go.mod pins, e.g. "v0.3.14". */
export function litestreamVersion(): string {
  const mod = readFileSync(join(toolDir, 'go.mod'), 'utf8');
  const pinned = /github\.com\/benbjohnson\/litestream (v\S+)/.exec(mod);
  if (!pinned) throw new Error('tools/litestream/go.mod pins no litestream version');
  return pinned[1]!;
}

/** The Litestream binary: our build, rebuilt only when tools/litestream changed. */
export function ensureLitestream(log: (line: string) => void = console.log): string {
  const wanted = toolHash();
  if (existsSync(builtBin) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    return builtBin;
  }
  log('Building Litestream from tools/litestream (first run or its pin changed)…');
  mkdirSync(dirname(builtBin), { recursive: true });
  const version = litestreamVersion();
  const build = spawnSync(
    'go',
    [
      'build',
      '-trimpath',
      `-ldflags=-s -w -X main.Version=${version}`,
      '-o',
      builtBin,
      'github.com/benbjohnson/litestream/cmd/litestream',
    ],
    // Litestream 0.3 reads SQLite through cgo (mattn/go-sqlite3): a C compiler is needed.
    { cwd: toolDir, stdio: 'inherit', env: { ...process.env, CGO_ENABLED: '1' } },
  );
  if (build.error || build.status !== 0) {
    throw new Error(
      `Could not build Litestream ${version} (${build.error?.message ?? `go exited ${build.status}`}). ` +
        'It needs Go 1.25+ and a C compiler (gcc).',
    );
  }
  writeFileSync(stampFile, wanted);
  return builtBin;
}

/** Litestream's configuration: each database of `dataDir` streamed to its own folder of `replicaDir`. */
export function litestreamConfig(dataDir: string, replicaDir: string): string {
  const lines = ['dbs:'];
  for (const db of DATABASES) {
    lines.push(
      `  - path: ${JSON.stringify(join(resolve(dataDir), db))}`,
      `    monitor-interval: ${STREAM_INTERVAL}`,
      '    replicas:',
      '      - type: file',
      `        path: ${JSON.stringify(join(resolve(replicaDir), db))}`,
      `        sync-interval: ${STREAM_INTERVAL}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface RunningLitestream {
  process: ChildProcess;
  /** Litestream's last output lines, for an error message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `litestream replicate` streaming `dataDir`'s databases to `replicaDir`. */
export function startLitestream(opts: { dataDir: string; replicaDir: string }): RunningLitestream {
  const bin = ensureLitestream();
  mkdirSync(opts.replicaDir, { recursive: true });
  const config = join(mkdtempSync(join(tmpdir(), 'answersheet-litestream-')), 'litestream.yml');
  writeFileSync(config, litestreamConfig(opts.dataDir, opts.replicaDir));
  const child = spawn(bin, ['replicate', '-config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return {
    process: child,
    output: () => output,
    stop: async () => {
      // SIGTERM: Litestream ships what it has not shipped yet, then exits.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Rebuilds one database from its replica folder (`replicaDir/<db>`) into `target`; false when the replica
 * holds no copy of it. Throws with Litestream's output when the restore fails.
 */
export function restoreDatabase(replicaDir: string, db: string, target: string): boolean {
  const bin = ensureLitestream();
  const replica = join(resolve(replicaDir), db);
  if (!existsSync(join(replica, 'generations'))) return false;
  const result = spawnSync(bin, ['restore', '-o', target, `file://${replica}`], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`litestream restore of ${db} failed: ${`${result.stdout}${result.stderr}`.trim()}`);
  }
  // Litestream rebuilds into `<target>.tmp` and renames it; SQLite's side files of that copy stay behind.
  for (const side of ['-shm', '-wal']) rmSync(`${target}.tmp${side}`, { force: true });
  return true;
}
