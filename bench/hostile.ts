// Hostile traffic and a backup, each beside a class that autosaves (docs/operations.md, "Memory" and "Backups
// and a restore drill"), run by `npm run bench` (or `-- hostile`, `-- backup-load`):
// - hostile: 32 clients send 250 KB bodies of nested brackets without end, each with a random guest-uuid,
//   to the draft route and to guest-search, for HOSTILE_SECONDS, while 100 students each autosave every
//   second. PocketBase's peak RSS (sampled every 100 ms), the students' drafts p50/p99, and every 5xx.
// - backup-load: the database grown to BACKUP_MB with a filler table, then a backup (POST /api/backups,
//   made from a snapshot) while 100 students save 100 drafts a second: the drafts' p50/p99 while it ran.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from './setup';

const HOSTILE_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 20);
const HOSTILE_CLIENTS = 32;
const HOSTILE_BYTES = 250 * 1024;
const BACKUP_MB = Number(process.env.BENCH_BACKUP_MB ?? 1024);
const STUDENTS = 100;
const DRAFTS_PER_SECOND = 100;

export const hostileTargets = { peakMb: 512, draftP99Ms: 250 };
/** PocketBase as `npm start` runs it: under a memory limit. */
export const HOSTILE_ENV = { GOMEMLIMIT: process.env.GOMEMLIMIT ?? '400MiB' };

export interface ClassFigures {
  drafts: number;
  draftP50: number;
  draftP99: number;
  draftErrors: number;
  serverErrors: number;
}
export interface HostileFigures extends ClassFigures {
  seconds: number;
  hostile: Record<string, number>;
  peakMb: number;
  /** The class alone, just before. */
  alone: ClassFigures;
}
export interface BackupLoadFigures extends ClassFigures {
  databaseMb: number;
  backupMs: number;
  backupStatus: number;
}

// The attackers' process: half at the draft route (256 KB allowed), half at guest-search (64 KB allowed:
// its body is cut there), each a random guest-uuid; prints the statuses it got as JSON.
const ATTACKERS = `
const { TARGET, SECONDS, CLIENTS, BYTES } = process.env;
const deep = Buffer.from('{"Room":' + '['.repeat(Number(BYTES) - 8));
const until = performance.now() + Number(SECONDS) * 1000;
const statuses = {};
const attacker = async (n) => {
  const path = n % 2 === 0 ? '/api/exam/pending-submission' : '/api/room/guest-search';
  const body = n % 2 === 0 ? deep : deep.subarray(0, 60 * 1024);
  while (performance.now() < until) {
    const status = await fetch(TARGET + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'guest-uuid': crypto.randomUUID() },
      body,
    }).then(async (res) => { await res.arrayBuffer(); return String(res.status); }, () => 'failed');
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
};
await Promise.all(Array.from({ length: Number(CLIENTS) }, (_, n) => attacker(n)));
process.stdout.write(JSON.stringify(statuses));
`;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0;

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The class: 100 students saving DRAFTS_PER_SECOND drafts a second in turn until `done()`. */
async function classAutosaving(pb: TestPocketBase, room: BenchRoom, guests: string[], done: () => boolean) {
  const latencies: number[] = [];
  let draftErrors = 0;
  let serverErrors = 0;
  const drafts: Promise<void>[] = [];
  const begun = performance.now();
  for (let i = 0; !done(); i++) {
    const started = performance.now();
    drafts.push(
      pb
        .request('/api/exam/pending-submission', {
          method: 'POST',
          headers: { 'guest-uuid': guests[i % guests.length]! },
          body: { Room: room.id, raw: { answers: answers(room, i % 41) } },
        })
        .then((res) => {
          if (res.status === 200) latencies.push(performance.now() - started);
          else draftErrors++;
          if (res.status >= 500) serverErrors++;
        }),
    );
    // On schedule rather than a fixed pause after each, so a slow timer does not thin the class out.
    const next = begun + ((i + 1) * 1000) / DRAFTS_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(drafts);
  latencies.sort((a, b) => a - b);
  return {
    drafts: latencies.length + draftErrors,
    draftP50: percentile(latencies, 0.5),
    draftP99: percentile(latencies, 0.99),
    draftErrors,
    serverErrors,
  };
}

/** 32 hostile clients beside the class for HOSTILE_SECONDS. */
export async function hostileScenario(pb: TestPocketBase): Promise<HostileFigures> {
  const room = await importBenchRoom(pb, 'bench-hostile');
  const guests = await makeGuests(pb, STUDENTS);
  // The class alone first, for the same machine's figures without the attackers (the cores are shared).
  const aloneUntil = performance.now() + (HOSTILE_SECONDS / 2) * 1000;
  const alone = await classAutosaving(pb, room, guests, () => performance.now() >= aloneUntil);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // each guest's two drafts a second
  let peakMb = rssMb(pb.pid());
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pb.pid()))), 100);
  // The attackers run in a process of their own, so that their event loop does not hold up the class's.
  const attackers = spawn(process.execPath, ['--input-type=module', '-e', ATTACKERS], {
    env: {
      ...process.env,
      TARGET: pb.url,
      SECONDS: String(HOSTILE_SECONDS),
      CLIENTS: String(HOSTILE_CLIENTS),
      BYTES: String(HOSTILE_BYTES),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  attackers.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const attacked = new Promise<Record<string, number>>((resolve) =>
    attackers.on('exit', () => resolve(JSON.parse(out || '{}') as Record<string, number>)),
  );
  const until = performance.now() + HOSTILE_SECONDS * 1000;
  const [students, hostile] = await Promise.all([
    classAutosaving(pb, room, guests, () => performance.now() >= until),
    attacked,
  ]);
  clearInterval(sampler);
  const serverErrors =
    students.serverErrors +
    Object.entries(hostile)
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);
  return { ...students, serverErrors, seconds: HOSTILE_SECONDS, hostile, peakMb, alone };
}

/** A backup of a database of BACKUP_MB while the class saves 100 drafts a second. */
export async function backupLoadScenario(pb: TestPocketBase): Promise<BackupLoadFigures> {
  const room = await importBenchRoom(pb, 'bench-backup-load');
  const guests = await makeGuests(pb, STUDENTS);
  // The filler: 100 KB rows of random bytes (which no zip shrinks), written by a second process.
  const rows = Math.round((BACKUP_MB * 1024) / 100);
  const filled = spawnSync(
    'sqlite3',
    [
      join(pb.dataDir, 'data.db'),
      `PRAGMA busy_timeout=10000; CREATE TABLE IF NOT EXISTS bench_filler (b BLOB);
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
       INSERT INTO bench_filler SELECT randomblob(102400) FROM n; PRAGMA wal_checkpoint(TRUNCATE);`,
    ],
    { encoding: 'utf8' },
  );
  if (filled.status !== 0) throw new Error(`filling the database: ${filled.stderr}`);
  const databaseMb = Math.round(
    Number(spawnSync('stat', ['-c', '%s', join(pb.dataDir, 'data.db')], { encoding: 'utf8' }).stdout) /
      1024 /
      1024,
  );
  let backupDone = false;
  const started = performance.now();
  const backup = pb
    .request('/api/backups', {
      method: 'POST',
      body: { name: 'bench_load.zip' },
      token: pb.superuserToken,
    })
    .then((res) => {
      backupDone = true;
      return { status: res.status, ms: Math.round(performance.now() - started) };
    });
  const [students, taken] = await Promise.all([classAutosaving(pb, room, guests, () => backupDone), backup]);
  return { ...students, databaseMb, backupMs: taken.ms, backupStatus: taken.status };
}

export function printHostile(f: HostileFigures) {
  console.log(
    `  ${HOSTILE_CLIENTS} hostile clients (250 KB nested bodies, random uuids) for ${f.seconds} s, GOMEMLIMIT ${HOSTILE_ENV.GOMEMLIMIT}: ${JSON.stringify(f.hostile)}; PocketBase peak ${f.peakMb} MB; ${f.drafts} drafts p50 ${f.draftP50} ms, p99 ${f.draftP99} ms, ${f.draftErrors} refused; ${f.serverErrors} 5xx; the class alone just before: p50 ${f.alone.draftP50} ms, p99 ${f.alone.draftP99} ms`,
  );
}

export function printBackupLoad(f: BackupLoadFigures) {
  console.log(
    `  a backup of a ${f.databaseMb} MB database: ${f.backupStatus} in ${f.backupMs} ms; meanwhile ${f.drafts} drafts p50 ${f.draftP50} ms, p99 ${f.draftP99} ms, ${f.draftErrors} refused; ${f.serverErrors} 5xx`,
  );
}

export const hostileMisses = (f: HostileFigures) => [
  ...(f.peakMb > hostileTargets.peakMb
    ? [`hostile: PocketBase ${f.peakMb} MB > ${hostileTargets.peakMb} MB`]
    : []),
  ...(f.draftP99 > hostileTargets.draftP99Ms
    ? [`hostile: drafts p99 ${f.draftP99} ms > ${hostileTargets.draftP99Ms} ms`]
    : []),
  ...(f.serverErrors > 0 ? [`hostile: ${f.serverErrors} 5xx`] : []),
];

export const backupLoadMisses = (f: BackupLoadFigures) => [
  ...(f.backupStatus !== 204 ? [`backup under load: answered ${f.backupStatus}`] : []),
  ...(f.draftP99 > hostileTargets.draftP99Ms
    ? [`backup under load: drafts p99 ${f.draftP99} ms > ${hostileTargets.draftP99Ms} ms`]
    : []),
  ...(f.serverErrors + f.draftErrors > 0
    ? [`backup under load: ${f.serverErrors + f.draftErrors} drafts refused`]
    : []),
];
