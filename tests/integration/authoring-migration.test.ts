// The authoring migration (1763780006) on a database in use: reverted and applied again. Its down removes
// the exams' authors and accept_initials; its up gives every exam as authors the members of the rooms that
// hold it (oldest room first) and leaves accept_initials off.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runPocketBase } from '../../scripts/lib/pocketbase';
import { importScoringRoom } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

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

const superuser = (path: string, init: { method?: string; body?: unknown } = {}) =>
  pb.request(path, { ...init, token: pb.superuserToken });
const examOf = async (id: string) => (await superuser(`/api/collections/exams/records/${id}`)).body;

it('gives existing exams the members of their rooms as authors, and accept_initials off', async () => {
  const a = await pb.createUser('a@migration.test');
  const b = await pb.createUser('b@migration.test');
  const c = await pb.createUser('c@migration.test');
  const first = importScoringRoom(pb, 'authors-first', ['a@migration.test', 'b@migration.test']);
  const second = importScoringRoom(pb, 'authors-second', ['c@migration.test']);
  const firstRoom = (await superuser(`/api/collections/rooms/records/${first.id}`)).body;
  const secondRoom = (await superuser(`/api/collections/rooms/records/${second.id}`)).body;
  const [shared, firstOnly] = firstRoom.Exams as string[];
  // The second room also uses the first room's first exam; one exam is in no room at all.
  expect(
    (
      await superuser(`/api/collections/rooms/records/${second.id}`, {
        method: 'PATCH',
        body: { Exams: [...secondRoom.Exams, shared] },
      })
    ).status,
  ).toBe(200);
  const loose = await pb.createRecord('exams', { name: 'Loose', kind: 'other', Users: [b.id] });
  // The importer made the room's members the authors of its exams.
  expect((await examOf(shared!)).Users).toEqual([a.id, b.id]);
  await superuser(`/api/collections/exams/records/${shared}`, {
    method: 'PATCH',
    body: { accept_initials: true, Users: [c.id] },
  });

  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780006'))], 'y\n');
  await pb.restart(); // serve applies it again

  expect(await examOf(shared!)).toMatchObject({ Users: [a.id, b.id, c.id], accept_initials: false });
  expect((await examOf(firstOnly!)).Users).toEqual([a.id, b.id]);
  expect((await examOf(secondRoom.Exams[0])).Users).toEqual([c.id]);
  expect((await examOf(loose.id)).Users).toEqual([]);
});
