// Who submitted, in columns of their own (migration 1763780008): a submission stores the guest's name and
// e-mail beside raw.guest, submissions stored before get them from raw.guest, and the results list reads
// them there, so a guest renamed since (here by a superuser) stays as they were when they submitted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { importScoringRoom, makeGuest, questionIds, submit } from '../support/app';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const superuser = (path: string, init: { method?: string; body?: unknown } = {}) =>
  pb.request(path, { ...init, token: pb.superuserToken });

it('keeps the name and e-mail at submitting in columns, filled for submissions stored before', async () => {
  const room = importScoringRoom(pb, 'snapshot');
  const [first] = await questionIds(pb, 'snapshot');
  const guest = await makeGuest(pb);
  const sent = await submit(pb, guest, {
    Room: room.id,
    raw: { answers: [{ questionId: first, value: 'x' }] },
  });
  expect(sent.status).toBe(200);
  const id = (sent.body as { id: string }).id;
  const stored = (await superuser(`/api/collections/submissions/records/${id}`)).body;
  const name = `Student ${guest.uuid.slice(0, 8)}`;
  expect(stored).toMatchObject({ guest_name: name, guest_email: 'student@school.test' });

  // Renamed since: the results still say who submitted.
  await superuser(`/api/collections/guests/records/${guest.id}`, {
    method: 'PATCH',
    body: { name: 'Someone Else', email: 'else@school.test' },
  });
  const results = await superuser(`/api/room/results/${room.id}`);
  expect(results.body.students[0].guest).toMatchObject({ name, email: 'student@school.test' });

  // A submission from before the columns: reverted and applied again, it gets them from raw.guest.
  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780008'))], 'y\n');
  await pb.restart(); // serve applies it again
  const again = (await superuser(`/api/collections/submissions/records/${id}`)).body;
  expect(again).toMatchObject({ guest_name: name, guest_email: 'student@school.test' });
});
