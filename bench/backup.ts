// Continuous backup under an exam centre's load (docs/operations.md, "Backups and a restore drill"):
// `npx tsx bench/backup.ts` runs the centre scenario (bench/centre.ts) with Litestream streaming its data
// directory as `npm start` does with BACKUP_DIR, prints the centre's figures and the targets it missed, and
// then how much the replica lagged behind. For that, a probe makes a guest every 250 ms during the run and
// notes when each was acknowledged; afterwards the replica is restored as it stood at moments of the run
// (`litestream restore -timestamp`), and the lag at a moment is how long before it the oldest acknowledged
// probe missing from that copy was acknowledged (0 when none is missing): the writes a lost machine would
// have lost. Reading the restored copies needs Debian's `sqlite3`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centreMisses, centreScenario } from './centre';
import { cpuSeconds } from './class-load';
import { importBenchRoom, startTestPocketBase } from './setup';
import { ensureLitestream, startLitestream } from '../scripts/lib/litestream';

/** Moments of the run at which the replica is read back. */
const SAMPLES = 20;

const load = () =>
  spawnSync('uptime', { encoding: 'utf8' })
    .stdout.trim()
    .replace(/.*load/, 'load');

const PROBE_EVERY_MS = 250;

/** The guest uuids the replica held at `at` (ms), or null when it cannot be read back. */
function guestsAt(replicaDir: string, at: number, scratch: string): Set<string> | null {
  const copy = join(scratch, `at-${at}.db`);
  const restored = spawnSync(
    ensureLitestream(),
    [
      'restore',
      '-o',
      copy,
      '-timestamp',
      new Date(at).toISOString(),
      `file://${join(replicaDir, 'data.db')}`,
    ],
    { encoding: 'utf8' },
  );
  if (restored.status !== 0) return null;
  const uuids = spawnSync('sqlite3', [copy, 'SELECT uuid FROM guests'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  rmSync(copy, { force: true });
  return new Set(uuids.stdout.split('\n'));
}

ensureLitestream();
const scratch = mkdtempSync(join(tmpdir(), 'answersheet-bench-backup-'));
const replicaDir = join(scratch, 'replica');
const pb = await startTestPocketBase();
const room = await importBenchRoom(pb, 'centre');
const litestream = startLitestream({ dataDir: pb.dataDir, replicaDir });
while (!existsSync(join(replicaDir, 'data.db', 'generations'))) await new Promise((r) => setTimeout(r, 100));

console.log(`An exam centre with Litestream streaming (${load()} at the start)…`);
const probes: { uuid: string; at: number }[] = [];
let probing = true;
const probe = (async () => {
  while (probing) {
    const uuid = crypto.randomUUID();
    const next = Date.now() + PROBE_EVERY_MS;
    const made = await pb.request('/api/exam/guest', { method: 'POST', body: { uuid } });
    if (made.status === 200) probes.push({ uuid, at: Date.now() });
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
})();
const started = Date.now();
const figures = await centreScenario(pb, room);
const ended = Date.now();
probing = false;
await probe;
const loadAfter = load();
const litestreamCpu = cpuSeconds(litestream.process.pid!);
const pocketbaseCpu = cpuSeconds(pb.pid());
await litestream.stop();
await pb.stop();

console.log(JSON.stringify({ ...figures, misses: centreMisses(figures) }, null, 2));
console.log(`load at the end: ${loadAfter}`);
console.log(
  `CPU over ${((ended - started) / 1000).toFixed(0)} s: Litestream ${litestreamCpu.toFixed(1)} s, PocketBase ${pocketbaseCpu.toFixed(1)} s`,
);

const lags: number[] = [];
for (let i = 1; i <= SAMPLES; i++) {
  const at = started + Math.round(((ended - started) * i) / (SAMPLES + 1));
  const held = guestsAt(replicaDir, at, scratch);
  if (!held) continue;
  const missing = probes.filter((p) => p.at <= at && !held.has(p.uuid));
  lags.push(missing.length === 0 ? 0 : at - Math.min(...missing.map((p) => p.at)));
}
lags.sort((a, b) => a - b);
console.log(
  `${probes.length} probes; acknowledged writes missing from the replica at ${lags.length} moments of the run: ` +
    `median ${lags[Math.floor(lags.length / 2)]} ms, max ${lags.at(-1)} ms (${lags.join(', ')})`,
);
rmSync(scratch, { recursive: true, force: true });
