// The results migration fills `exams` of submissions already stored, from raw.all grouped by the exam that
// holds each question: the migration is reverted and applied again under a stored submission.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runPocketBase } from '../../scripts/lib/pocketbase';
import { guestSearch, importScoringRoom, makeGuest, questionIds, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

/** How many migrations there are from this one on. */
const migrationsFrom = (first: string) =>
  readdirSync(join(root, 'pb_migrations')).filter((name) => name.endsWith('.js') && name >= first).length;

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

it('fills exams for submissions stored before it', async () => {
  importScoringRoom(pb, 'results-migration');
  const ids = await questionIds(pb, 'results-migration');
  const roomId = (await guestSearch(pb, 'results-migration')).body.room.id;
  const guest = await makeGuest(pb);
  const answers = [
    { questionId: ids[0]!, value: 'colour' },
    { questionId: ids[1]!, value: 'three' },
    { questionId: ids[7]!, value: 'TRUE' },
  ];
  const sent = await submit(pb, guest, { Room: roomId, raw: { answers } });
  expect(sent.status).toBe(200);

  pb.kill();
  // Back to before the results migration (and the ones after it); serve applies them all again.
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780004'))], 'y\n');
  await pb.restart();

  const room = await pb.request(`/api/collections/rooms/records/${roomId}`, { token: pb.superuserToken });
  const [listening, reading] = room.body.Exams as string[];
  const stored = await pb.request(`/api/collections/submissions/records/${sent.body.id}`, {
    token: pb.superuserToken,
  });
  expect(stored.body.exams).toEqual({
    [listening!]: { score: 2, total: 7 },
    [reading!]: { score: 1, total: 2 },
  });
  const exam = await pb.request(`/api/collections/exams/records/${listening}`, { token: pb.superuserToken });
  expect(exam.body.kind).toBe('other');
  expect(room.body.results).toBe('hidden');
});
