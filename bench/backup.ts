// Continuous backup under an exam centre's load (docs/operations.md, "Backups and a restore drill"):
// `npx tsx bench/backup.ts` runs the centre scenario (bench/centre.ts) with Litestream streaming its data
// directory as `npm start` does with BACKUP_DIR, prints the centre's figures and the targets it missed, and
// then how far the replica lagged behind: the replica is restored as it stood at moments of the run
// (`litestream restore -timestamp`), and the newest write it holds is compared with that moment. Reading the
// restored copies needs Debian's `sqlite3`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centreMisses, centreScenario } from './centre';
import { importBenchRoom, startTestPocketBase } from './setup';
import { ensureLitestream, startLitestream } from '../scripts/lib/litestream';

/** Moments of the run at which the replica is read back. */
const SAMPLES = 12;

const load = () =>
  spawnSync('uptime', { encoding: 'utf8' })
    .stdout.trim()
    .replace(/.*load/, 'load');

/** The newest write (ms) the replica held at `at` (ms), or NaN when it cannot be read back. */
function newestWriteAt(replicaDir: string, at: number, scratch: string): number {
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
  if (restored.status !== 0) return NaN;
  const newest = spawnSync(
    'sqlite3',
    [
      copy,
      `SELECT MAX(t) FROM (SELECT MAX(updated) AS t FROM guests UNION ALL SELECT MAX(updated) FROM pending_submissions
       UNION ALL SELECT MAX(updated) FROM submissions)`,
    ],
    { encoding: 'utf8' },
  );
  rmSync(copy, { force: true });
  return Date.parse(newest.stdout.trim().replace(' ', 'T'));
}

ensureLitestream();
const scratch = mkdtempSync(join(tmpdir(), 'answersheet-bench-backup-'));
const replicaDir = join(scratch, 'replica');
const pb = await startTestPocketBase();
const room = await importBenchRoom(pb, 'centre');
const litestream = startLitestream({ dataDir: pb.dataDir, replicaDir });
while (!existsSync(join(replicaDir, 'data.db', 'generations'))) await new Promise((r) => setTimeout(r, 100));

console.log(`An exam centre with Litestream streaming (${load()} at the start)…`);
const started = Date.now();
const figures = await centreScenario(pb, room);
const ended = Date.now();
const loadAfter = load();
await litestream.stop();
await pb.stop();

console.log(JSON.stringify({ ...figures, misses: centreMisses(figures) }, null, 2));
console.log(`load at the end: ${loadAfter}`);

const lags: number[] = [];
for (let i = 1; i <= SAMPLES; i++) {
  const at = started + Math.round(((ended - started) * i) / (SAMPLES + 1));
  const lag = at - newestWriteAt(replicaDir, at, scratch);
  if (Number.isFinite(lag)) lags.push(lag);
}
lags.sort((a, b) => a - b);
console.log(
  `replica lag at ${lags.length} moments of the run: median ${lags[Math.floor(lags.length / 2)]} ms, max ${lags.at(-1)} ms (${lags.join(', ')})`,
);
rmSync(scratch, { recursive: true, force: true });
