// The results migration fills `exams` of submissions already stored, from raw.all grouped by the exam that
// holds each question: the migration is reverted and applied again under a stored submission.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { guestSearch, importScoringRoom, makeGuest, questionIds, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

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
  runPocketBase(pb.dataDir, ['migrate', 'down', '1']);
  await pb.restart(); // serve applies the pending migration again

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
