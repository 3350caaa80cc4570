// The people migration (docs/architecture.md, "People and invitations"): on a database with accounts, the
// oldest becomes the admin and every other a teacher, none disabled. Reverted and applied again here.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

it('makes the oldest existing account the admin and the others teachers', async () => {
  const oldest = await pb.createUser('oldest@answersheet.test');
  const middle = await pb.createUser('middle@answersheet.test');
  const newest = await pb.createUser('newest@answersheet.test');
  // Roles as they might stand before: the newest an admin, the oldest not.
  for (const [id, role] of [
    [newest.id, 'admin'],
    [oldest.id, 'teacher'],
  ] as const) {
    await pb.request(`/api/collections/users/records/${id}`, {
      method: 'PATCH',
      body: { role },
      token: pb.superuserToken,
    });
  }

  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1795878058'))], 'y\n');
  await pb.restart();

  const list = await pb.request('/api/people', { token: pb.superuserToken });
  const roles = Object.fromEntries(
    list.body.items.map((u: { id: string; role: string; disabled: boolean }) => [u.id, [u.role, u.disabled]]),
  );
  expect(roles).toEqual({
    [oldest.id]: ['admin', false],
    [middle.id]: ['teacher', false],
    [newest.id]: ['teacher', false],
  });
  // The invitations collection is back, closed.
  expect((await pb.request('/api/collections/invitations/records', { token: oldest.token })).status).not.toBe(
    200,
  );
});
