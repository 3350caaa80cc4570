// PocketBase's own zip backup against a real PocketBase (docs/operations.md, "Backups and a restore drill"):
// refused through its API while a student is writing, with the reason and when to try again, and taken
// once nobody is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import { makeGuest, questionIds, saveDraft, submit } from '../support/app';
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
  // Every room is imported before the first backup: after a PocketBase backup, the server no longer sees
  // rows that another process (the importer) writes (seen with v0.36.8; docs/operations.md).
  rooms.idle = await importWith('backup-idle', { time_limit: 30 });
  rooms.timed = await importWith('backup-timed', { time_limit: 30 });
  rooms.untimed1 = await importWith('backup-untimed-1', { time_limit: 0 });
  rooms.untimed2 = await importWith('backup-untimed-2', { time_limit: 0 });
  rooms.stranger = await importWith('backup-stranger', { time_limit: 0 });
});
afterAll(async () => {
  await pb?.stop();
});

let backups = 0;
/** POST /api/backups as a superuser, as the dashboard's "Initialize new backup" does. */
const backup = (token = pb.superuserToken) =>
  pb.request('/api/backups', { method: 'POST', body: { name: `drill_${++backups}.zip` }, token });

const REFUSED = /^A backup would pause every student's autosave: (.+)\. Try again after \d\d:\d\d UTC\.$/;

describe('POST /api/backups', () => {
  it('is taken while nobody is writing', async () => {
    expect((await backup()).status).toBe(204);
    const list = await pb.request('/api/backups', { token: pb.superuserToken });
    expect(list.body.map((b: { key: string }) => b.key)).toContain('drill_1.zip');
  });

  it('is refused while a student is writing a timed test, and taken once they submitted', async () => {
    const timed = rooms.timed!;
    const guest = await makeGuest(pb);
    const started = await pb.request('/api/exam/start', {
      method: 'POST',
      body: { Room: timed.id },
      headers: guest.headers,
    });
    expect(started.status).toBe(200);

    const refused = await backup();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(REFUSED);
    expect(refused.body.message).toContain('1 student is writing in 1 room');
    // The deadline is 30 min from the start plus the minute of grace: that is when to try again.
    const [hh, mm] = refused.body.message
      .match(/after (\d\d):(\d\d) UTC/)
      .slice(1)
      .map(Number);
    const until = Date.parse(started.body.deadline.replace(' ', 'T')) + 60_000;
    const said = new Date(until);
    said.setUTCHours(hh, mm, 0, 0);
    expect(said.getTime() - until).toBeGreaterThanOrEqual(0);
    expect(said.getTime() - until).toBeLessThan(60_000);

    expect((await submit(pb, guest, { Room: timed.id, raw: { answers: [] } })).status).toBe(200);
    expect((await backup()).status).toBe(204);
  });

  it('is refused while an untimed room has a recent save, counting students and rooms', async () => {
    const first = rooms.untimed1!;
    const second = rooms.untimed2!;
    for (const r of [first, first, second]) {
      const guest = await makeGuest(pb);
      const saved = await saveDraft(pb, guest, {
        Room: r.id,
        raw: { answers: [{ questionId: r.ids[0], value: 'colour' }] },
      });
      expect(saved.status).toBe(200);
    }
    const refused = await backup();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(REFUSED);
    expect(refused.body.message).toContain('3 students are writing in 2 rooms');

    // A closed room takes no writes: its drafts do not hold a backup back.
    for (const r of [first, second]) {
      const closed = await pb.request(`/api/collections/rooms/records/${r.id}`, {
        method: 'PATCH',
        body: { accepting: false },
        token: pb.superuserToken,
      });
      expect(closed.status).toBe(200);
    }
    expect((await backup()).status).toBe(204);
  });

  it('says nothing of students to anyone but a superuser', async () => {
    const r = rooms.stranger!;
    const guest = await makeGuest(pb);
    await saveDraft(pb, guest, { Room: r.id, raw: { answers: [{ questionId: r.ids[0], value: 'x' }] } });
    for (const token of [teacher.token, '' /* no one signed in */]) {
      const res = await backup(token);
      expect([401, 403]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('student');
    }
  });
});
