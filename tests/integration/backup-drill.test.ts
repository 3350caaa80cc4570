// The restore drill (docs/operations.md, "Backups and a restore drill"): students submit while Litestream
// streams the data directory to a replica and the files are copied beside it, as under `npm start` with
// BACKUP_DIR; then the machine is lost (PocketBase and Litestream killed with SIGKILL, the data directory
// thrown away) and the replica is restored. Every submission acknowledged more than 1 s before the loss
// must be in the restored database, and the section's files beside it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFileMirror, type FileMirror } from '../../scripts/lib/file-mirror';
import {
  ensureLitestream,
  startLitestream,
  STORAGE,
  type RunningLitestream,
} from '../../scripts/lib/litestream';
import { root, startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase';
import { freePort } from '../../scripts/lib/ports';
import type { RestoreSummary } from '../../scripts/lib/restore';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from '../support/class-room';
import { startTestPocketBase, superuser, type TestPocketBase } from '../support/pocketbase';

const STUDENTS = 60;
/** The students press Submit at random moments over this long; the machine is lost part way through. */
const SUBMIT_SPREAD_MS = 5000;
const LOSS_AT_MS = 3500;
/** At most a second of acknowledged writes is at risk (docs/operations.md, "Backups and a restore drill"). */
const AT_RISK_MS = 1000;

const scratch = mkdtempSync(join(tmpdir(), 'answersheet-drill-'));
const replicaDir = join(scratch, 'replica');
const restoredDir = join(scratch, 'restored');
let pb: TestPocketBase;
let room: BenchRoom;
let uuids: string[];
let litestream: RunningLitestream | undefined;
let files: FileMirror | undefined;
let restored: RunningPocketBase | undefined;

beforeAll(async () => {
  ensureLitestream(); // the first build on a fresh machine took 3 min on a loaded one (modules and cgo)
  pb = await startTestPocketBase();
  room = await importBenchRoom(pb, 'drill');
  uuids = await makeGuests(pb, STUDENTS);
}, 600_000);

afterAll(async () => {
  files?.stop();
  await litestream?.stop();
  await restored?.stop();
  await pb?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run restore -- FROM --to DIR`, as an operator runs it. */
const restore = (from: string, to: string) =>
  spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/restore.ts', from, '--to', to], {
    cwd: root,
    encoding: 'utf8',
  });

async function waitFor(what: string, ready: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error(`${what} not ready within ${ms} ms: ${litestream?.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('restores every submission acknowledged more than 1 s before the machine was lost', async () => {
  litestream = startLitestream({ dataDir: pb.dataDir, replicaDir });
  files = startFileMirror(join(pb.dataDir, STORAGE), join(replicaDir, STORAGE), (error) => {
    throw error;
  });
  await waitFor('the first snapshot', () => existsSync(join(replicaDir, 'data.db', 'generations')));

  const acknowledged: { id: string; at: number }[] = [];
  const started = Date.now();
  const submitting = uuids.map(async (uuid) => {
    await new Promise((r) => setTimeout(r, Math.random() * SUBMIT_SPREAD_MS));
    try {
      const res = await pb.request<{ id: string }>('/api/exam/submission', {
        method: 'POST',
        body: { Room: room.id, raw: { answers: answers(room, 30) } },
        headers: { 'guest-uuid': uuid },
      });
      if (res.status === 200) acknowledged.push({ id: res.body.id, at: Date.now() });
    } catch {
      // the server was gone before it answered: never acknowledged
    }
  });
  await new Promise((r) => setTimeout(r, LOSS_AT_MS - (Date.now() - started)));

  // The machine is lost: both processes at once, without a chance to finish anything.
  const lostAt = Date.now();
  pb.kill();
  litestream.process.kill('SIGKILL');
  files.stop(false);
  await Promise.all(submitting);
  rmSync(pb.dataDir, { recursive: true, force: true });

  const restoring = restore(replicaDir, restoredDir);
  expect(restoring.stderr).toContain('Integrity check: ok.');
  expect(restoring.status).toBe(0);
  // One JSON line on stdout: what was restored.
  expect(restoring.stdout.trim().split('\n')).toHaveLength(1);
  const summary = JSON.parse(restoring.stdout) as RestoreSummary;
  restored = await startPocketBase({ dataDir: restoredDir, port: await freePort(), quiet: true });
  const auth = await fetch(`${restored.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const list = await fetch(`${restored.url}/api/collections/submissions/records?perPage=500&fields=id`, {
    headers: { authorization: token },
  });
  const kept = new Set(((await list.json()) as { items: { id: string }[] }).items.map((s) => s.id));

  const mustHold = acknowledged.filter((s) => s.at < lostAt - AT_RISK_MS);
  // The drill means something only if students were acknowledged well before the loss.
  expect(mustHold.length).toBeGreaterThan(STUDENTS / 4);
  expect(mustHold.filter((s) => !kept.has(s.id))).toEqual([]);
  expect(summary).toMatchObject({ rooms: 1, submissions: kept.size });
  expect(summary.newest).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
  // The section's paper (the room's images) came back beside the database.
  expect(readdirSync(join(restoredDir, STORAGE)).length).toBeGreaterThan(0);

  // A second restore into the same directory is refused: it never mixes two data directories.
  const again = restore(replicaDir, restoredDir);
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/^error: .*restored is not empty/m);
}, 60_000);
