// A backup (docs/operations.md, "Backups and a restore drill") against a real PocketBase: made from a
// snapshot of the databases while students write, never refused for them; students' drafts are taken while
// it runs, and the zip holds what was acknowledged before it began.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import { makeGuest, questionIds, saveDraft } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

interface Room {
  id: string;
  ids: string[];
}
let pb: TestPocketBase;
let teacher: { id: string; token: string };
const rooms: Record<string, Room> = {};

async function importWith(slug: string, settings: Record<string, unknown>): Promise<Room> {
  const data = scoringRoom(slug, []);
  const { id } = importRoom(pb.dataDir, writeImportFile({ ...data, room: { ...data.room, ...settings } }));
  return { id, ids: await questionIds(pb, slug) };
}

beforeAll(async () => {
  pb = await startTestPocketBase();
  teacher = await pb.createUser('backup-teacher@answersheet.test');
  rooms.timed = await importWith('backup-timed', { time_limit: 30 });
  rooms.untimed = await importWith('backup-untimed', { time_limit: 0 });
});
afterAll(async () => {
  await pb?.stop();
});

let backups = 0;
/** POST /api/backups as a superuser, as the dashboard's "Initialize new backup" does. */
const backup = (token = pb.superuserToken) =>
  pb.request('/api/backups', { method: 'POST', body: { name: `drill_${++backups}.zip` }, token });

/** A query's rows (one column, as text) of the data.db inside a backup zip of the data directory. */
function rowsInBackup(name: string, sql: string): string[] {
  const zip = join(pb.dataDir, 'backups', name);
  const scratch = join(pb.dataDir, `restored-${name}.db`);
  const unzipped = spawnSync('sh', ['-c', `unzip -p "${zip}" data.db > "${scratch}"`]);
  expect(unzipped.status).toBe(0);
  const out = spawnSync('sqlite3', [scratch, sql], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout.split('\n').filter((line) => line !== '');
}

describe('POST /api/backups', () => {
  it('is taken while nobody is writing', async () => {
    expect((await backup()).status).toBe(204);
    const list = await pb.request('/api/backups', { token: pb.superuserToken });
    expect(list.body.map((b: { key: string }) => b.key)).toContain('drill_1.zip');
  });

  it('is taken while students write a timed and an untimed test, and their drafts are taken meanwhile', async () => {
    const writers = [];
    for (const r of [rooms.timed!, rooms.untimed!, rooms.timed!, rooms.untimed!]) {
      const guest = await makeGuest(pb);
      if (r === rooms.timed)
        expect(
          (
            await pb.request('/api/exam/start', {
              method: 'POST',
              body: { Room: r.id },
              headers: guest.headers,
            })
          ).status,
        ).toBe(200);
      const saved = await saveDraft(pb, guest, {
        Room: r.id,
        raw: { answers: [{ questionId: r.ids[0], value: 'before' }] },
      });
      expect(saved.status).toBe(200);
      writers.push({ guest, room: r });
    }
    // Drafts keep coming while the backup runs; none waits for it to fail.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // each guest's two drafts a second
    const during = writers.map(({ guest, room }) =>
      saveDraft(pb, guest, {
        Room: room.id,
        raw: { answers: [{ questionId: room.ids[0], value: 'during' }] },
      }),
    );
    const taken = await backup();
    expect(taken.status, JSON.stringify(taken.body)).toBe(204);
    for (const saved of await Promise.all(during)) expect(saved.status).toBe(200);

    // The zip holds every draft acknowledged before the backup began, and the database is whole.
    const drafts = rowsInBackup(`drill_${backups}.zip`, 'SELECT COUNT(*) FROM pending_submissions');
    expect(Number(drafts[0])).toBeGreaterThanOrEqual(4);
    expect(rowsInBackup(`drill_${backups}.zip`, 'PRAGMA integrity_check')).toEqual(['ok']);
  });

  it('is for superusers only', async () => {
    for (const token of [teacher.token, '' /* no one signed in */]) {
      const res = await backup(token);
      expect([401, 403]).toContain(res.status);
    }
  });
});
