// The marks migration (1763780040) on a database in use: reverted and applied again under a Writing exam,
// a marked and released room. Its down drops the marks and the room's marking settings, and turns Writing
// exams into `other`; its up leaves every room with anonymous marking off and nothing released.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { importScoringRoom, makeGuest, questionIds, submit } from '../support/app';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
const MEMBER = 'marks-migration@answersheet.test';
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const superuser = (path: string, init: { method?: string; body?: unknown } = {}) =>
  pb.request(path, { ...init, token: pb.superuserToken });

it('removes marks and the marking settings on the way down, and starts every room unmarked on the way up', async () => {
  const member = await pb.createUser(MEMBER);
  const room = importScoringRoom(pb, 'marks-migration', [MEMBER]);
  const ids = await questionIds(pb, room.slug);
  const guest = await makeGuest(pb);
  const sent = await submit(pb, guest, {
    Room: room.id,
    raw: { answers: [{ questionId: ids[0], value: 'a' }] },
  });
  expect(sent.status).toBe(200);
  const speaking = await pb.request(`/api/room/results/${room.id}/speaking/${guest.id}`, {
    method: 'PUT',
    body: { criteria: { fc: 6, lr: 6, gra: 6, p: 6 } },
    token: member.token,
  });
  expect(speaking.status).toBe(200);
  const examId = (await superuser(`/api/collections/rooms/records/${room.id}`)).body.Exams[0] as string;
  const patched = await superuser(`/api/collections/exams/records/${examId}`, {
    method: 'PATCH',
    body: { kind: 'general_writing' },
  });
  expect(patched.status).toBe(200);
  const settings = await superuser(`/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    body: { anonymous_marking: true, marks_released: true },
  });
  expect(settings.body).toMatchObject({ anonymous_marking: true, marks_released: true });
  expect((await superuser('/api/collections/marks/records')).body.totalItems).toBe(1);

  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780040'))], 'y\n');
  await pb.restart(); // serve applies it again

  expect((await superuser(`/api/collections/rooms/records/${room.id}`)).body).toMatchObject({
    anonymous_marking: false,
    marks_released: false,
  });
  expect((await superuser(`/api/collections/exams/records/${examId}`)).body.kind).toBe('other');
  expect((await superuser('/api/collections/marks/records')).body.totalItems).toBe(0);
  const writing = await superuser(`/api/collections/exams/records/${examId}`, {
    method: 'PATCH',
    body: { kind: 'academic_writing' },
  });
  expect(writing.status).toBe(200);
});
