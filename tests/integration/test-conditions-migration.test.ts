// The test conditions migration (1763780005) on a database in use: reverted and applied again under a room
// with its settings changed, a section with audio and a started draft. Its down removes the new fields
// (the audio and the start are gone after it), and its up leaves every room as it was before the feature:
// open, untimed, audio free.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runPocketBase } from '../../scripts/lib/pocketbase';
import { guestSearch, importScoringRoom, makeGuest, questionIds, saveDraft } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { silentWav } from '../fixtures/media';

/** How many migrations there are from this one on (the later ones are reverted and applied again too). */
const migrationsFrom = (first: string) =>
  readdirSync(join(root, 'pb_migrations')).filter((name) => name.endsWith('.js') && name >= first).length;

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const superuser = (path: string, init: { method?: string; body?: unknown; rawBody?: FormData } = {}) =>
  pb.request(path, { ...init, token: pb.superuserToken });

it('keeps rooms open, untimed and audio free, and drafts as they were', async () => {
  const room = importScoringRoom(pb, 'conditions-migration');
  const ids = await questionIds(pb, room.slug);
  const guest = await makeGuest(pb);
  const answers = [{ questionId: ids[0]!, value: 'colour' }];
  expect((await saveDraft(pb, guest, { Room: room.id, raw: { answers, flags: [ids[1]] } })).status).toBe(200);
  expect(
    (await pb.request('/api/exam/start', { method: 'POST', body: { Room: room.id }, headers: guest.headers }))
      .status,
  ).toBe(200);
  const sectionId = (await guestSearch(pb, room.slug)).body.room.exams[0]!.sections[0]!.id;
  const form = new FormData();
  form.append('audio', new Blob([silentWav()], { type: 'audio/wav' }), 'part1.wav');
  expect(
    (await superuser(`/api/collections/sections/records/${sectionId}`, { method: 'PATCH', rawBody: form }))
      .status,
  ).toBe(200);
  expect(
    (
      await superuser(`/api/collections/rooms/records/${room.id}`, {
        method: 'PATCH',
        body: { accepting: false, time_limit: 30, audio: 'once' },
      })
    ).status,
  ).toBe(200);

  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780005'))], 'y\n');
  await pb.restart(); // serve applies it again

  const stored = await superuser(`/api/collections/rooms/records/${room.id}`);
  expect(stored.body).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'hidden' });
  expect((await superuser(`/api/collections/sections/records/${sectionId}`)).body.audio).toBe('');
  const drafts = await superuser(
    `/api/collections/pending_submissions/records?filter=${encodeURIComponent(`Guest = "${guest.id}"`)}`,
  );
  expect(drafts.body.items).toHaveLength(1);
  expect(drafts.body.items[0]).toMatchObject({ started: '', raw: { answers, flags: [ids[1]] } });
  const seen = await guestSearch(pb, room.slug, guest);
  expect(seen.body.room).toMatchObject({ accepting: true, time_limit: 0, audio: 'free' });
  expect((seen.body as unknown as { timing: { started: string | null } }).timing.started).toBeNull();
});
