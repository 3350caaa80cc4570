// A guest write that meets a database locked by another process (an import, a console command) is tried
// again by the server and stored, or answered 503 with Retry-After; never 400 "database is locked"
// (docs/architecture.md, "Drafts and submissions"). The lock is held by a second process, Python's sqlite3
// holding a write transaction open (BEGIN IMMEDIATE) past SQLite's busy timeout of 10 s (server/internal/database/connect.go).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importScoringRoom, makeGuest, questionIds, saveDraft, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

const hasPython = spawnSync('python3', ['-c', 'import sqlite3'], { stdio: 'ignore' }).status === 0;
/** Past the busy timeout (10 s), so the first try fails as busy; well within the server's further tries. */
const HOLD_SECONDS = 12;

const HOLDER = `
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
db.execute('BEGIN IMMEDIATE')
print('locked', flush=True)
time.sleep(float(sys.argv[2]))
db.execute('COMMIT')
`;

let pb: TestPocketBase;
let holder: ChildProcess | null = null;

beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  holder?.kill();
  await pb?.stop();
});

/** Holds the database's write lock for `seconds` from another process; resolves once it is held. */
async function holdWriteLock(seconds: number) {
  holder = spawn('python3', ['-c', HOLDER, join(pb.dataDir, 'data.db'), String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(holder.stdout!, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  // Wrapped: an async function returning the promise itself would wait for it.
  return { released: once(holder, 'exit') };
}

describe.skipIf(!hasPython)('a guest write while another process holds the write lock', () => {
  it('is stored once the lock is let go, not refused with 400 "database is locked"', async () => {
    const { id: roomId } = importScoringRoom(pb, 'busy-room');
    const ids = await questionIds(pb, 'busy-room');
    const [drafter, submitter, starter] = await Promise.all([makeGuest(pb), makeGuest(pb), makeGuest(pb)]);
    const body = { Room: roomId, raw: { answers: [{ questionId: ids[0]!, value: 'colour' }] } };

    const { released } = await holdWriteLock(HOLD_SECONDS);
    const started = Date.now();
    const [draft, sent, start] = await Promise.all([
      saveDraft(pb, drafter, body),
      submit(pb, submitter, body),
      pb.request('/api/exam/start', { method: 'POST', body: { Room: roomId }, headers: starter.headers }),
    ]);
    await released;
    // The lock was held past the busy timeout: the writes waited it out, and were tried again.
    expect(Date.now() - started).toBeGreaterThan(9_000);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
  }, 60_000);
});
