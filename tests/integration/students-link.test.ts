// Students across rooms (docs/product.md, "Students across mocks"): the gate links a guest to the student of
// its e-mail without case, made when new and named by the latest name given; a submission keeps the student
// who submitted even when the device later passes the gate as someone else; and migration 1795877931 links
// the guests and submissions stored before students existed, each submission by the e-mail it was sent with.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { importScoringRoom, questionIds, studentGuest, submit } from '../support/app';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const superuser = (path: string) => pb.request(path, { token: pb.superuserToken });

const passGate = (uuid: string, name: string, email: string) => studentGuest(pb, name, email, uuid);

const studentOf = async (collection: string, id: string) =>
  (await superuser(`/api/collections/${collection}/records/${id}`)).body.Student as string;
const students = async () =>
  (await superuser('/api/collections/students/records?perPage=200&sort=email')).body.items as {
    id: string;
    email: string;
    name: string;
    token: string;
  }[];

it('links guests to one student per e-mail without case, and each submission to who submitted', async () => {
  const room = importScoringRoom(pb, 'students-link');
  const [first] = await questionIds(pb, 'students-link');
  const anna = await passGate(randomUUID(), 'Anna Lee', 'Anna.Lee@School.test');
  const annaAgain = await passGate(randomUUID(), 'Anna B. Lee', 'anna.lee@school.test ');
  const linked = (await students()).find((s) => s.email === 'anna.lee@school.test')!;
  expect(linked).toMatchObject({ name: 'Anna B. Lee' });
  expect(linked.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(await studentOf('guests', anna.id)).toBe(linked.id);
  expect(await studentOf('guests', annaAgain.id)).toBe(linked.id);

  const sent = await submit(pb, anna, {
    Room: room.id,
    raw: { answers: [{ questionId: first, value: 'x' }] },
  });
  expect(sent.status).toBe(200);
  const submission = (sent.body as { id: string }).id;
  // The same computer, then used by another student: the submission stays Anna's.
  await passGate(anna.uuid, 'Ben Okafor', 'ben@school.test');
  const ben = (await students()).find((s) => s.email === 'ben@school.test')!;
  expect(await studentOf('guests', anna.id)).toBe(ben.id);
  expect(await studentOf('submissions', submission)).toBe(linked.id);

  // Stored before students: reverted and applied again, each is linked by its own e-mail and named by the
  // newest name given, here the one Anna submitted with.
  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1795877931'))], 'y\n');
  await pb.restart();
  const relinked = await students();
  expect(relinked.map((s) => [s.email, s.name])).toEqual([
    ['anna.lee@school.test', 'Anna Lee'],
    ['ben@school.test', 'Ben Okafor'],
  ]);
  const [annaNow, benNow] = relinked.map((s) => s.id);
  expect(await studentOf('submissions', submission)).toBe(annaNow);
  expect(await studentOf('guests', annaAgain.id)).toBe(annaNow);
  expect(await studentOf('guests', anna.id)).toBe(benNow);
});

it('makes no student for a gate passed with a uuid no guest has, and dates the guest it saves', async () => {
  const before = (await students()).length;
  const unknown = await pb.request('/api/exam/guest', {
    method: 'PATCH',
    body: { uuid: randomUUID(), name: 'Nobody', email: 'nobody@school.test' },
  });
  expect(unknown.status).toBe(404);
  expect((await students()).length).toBe(before);

  const uuid = randomUUID();
  const made = await pb.request<{ id: string }>('/api/exam/guest', { method: 'POST', body: { uuid } });
  const madeAt = (await superuser(`/api/collections/guests/records/${made.body.id}`)).body.updated as string;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const gate = await pb.request('/api/exam/guest', {
    method: 'PATCH',
    body: { uuid, name: 'Cleo Park', email: 'cleo@school.test' },
  });
  expect(gate.body).toEqual({
    id: made.body.id,
    uuid,
    name: 'Cleo Park',
    email: 'cleo@school.test',
    finishedGate: true,
  });
  const saved = (await superuser(`/api/collections/guests/records/${made.body.id}`)).body;
  expect(saved.updated > madeAt).toBe(true);
  expect(saved.Student).toBe((await students()).find((s) => s.email === 'cleo@school.test')!.id);
});
