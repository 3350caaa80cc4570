// The marker's workbench against a real PocketBase (docs/architecture.md, "Comment bank" and "Turnaround"):
// a teacher's own comment bank (400 at criterion or text and nothing saved, 404 for another's, 401 without
// sign-in, closed to the records API, most used first) and a room's marks_due (400 otherwise), each
// script's submitted time, the overdue count on the marking list and the dashboard, and whether the
// marks were released on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import type { RoomRecord } from '../../src/lib/api-types';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, slotsOf, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let ann: { id: string; token: string };
let bob: { id: string; token: string };
const ANN = 'workbench-ann@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  ann = await pb.createUser(ANN, 'user-password-1', 'Ms Ann');
  bob = await pb.createUser('workbench-bob@answersheet.test', 'user-password-1', 'Mr Bob');
});
afterAll(async () => {
  await pb?.stop();
});

const as = (token: string) => ({
  get: (path: string) => pb.request(path, { token }),
  post: (path: string, body?: unknown) => pb.request(path, { method: 'POST', body: body ?? {}, token }),
  patch: (path: string, body: unknown) => pb.request(path, { method: 'PATCH', body, token }),
  put: (path: string, body: unknown) => pb.request(path, { method: 'PUT', body, token }),
  delete: (path: string) => pb.request(path, { method: 'DELETE', token }),
});

describe('the comment bank', () => {
  it('keeps a teacher’s comments, most used first, and refuses a bad one at its field', async () => {
    const teacher = as(ann.token);
    const first = await teacher.post('/api/comments', { criterion: 'lr', text: '  Vary your vocabulary.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      criterion: 'lr',
      text: 'Vary your vocabulary.',
      uses: 0,
    });
    const second = await teacher.post('/api/comments', { criterion: 'fc', text: 'Fewer pauses.' });
    expect(second.status).toBe(200);

    for (const [body, field] of [
      [{ criterion: 'xx', text: 'a' }, 'criterion'],
      [{ text: 'a' }, 'criterion'],
      [{ criterion: 'ta', text: '   ' }, 'text'],
      [{ criterion: 'ta', text: 'x'.repeat(1001) }, 'text'],
      [{ criterion: 'ta', text: 7 }, 'text'],
    ] as const) {
      const refused = await teacher.post('/api/comments', body);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.data)).toEqual([field]);
    }
    expect((await teacher.post('/api/comments', { criterion: 'ta', text: 'x'.repeat(1000) })).status).toBe(
      200,
    );

    const used = await teacher.post(`/api/comments/${second.body.id}/use`);
    expect(used.status).toBe(200);
    expect(used.body.uses).toBe(1);
    await teacher.post(`/api/comments/${second.body.id}/use`);
    const list = await teacher.get('/api/comments');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    expect(list.body.items[0]).toEqual({ ...second.body, uses: 2 });

    const edited = await teacher.patch(`/api/comments/${first.body.id}`, { text: 'Use less common words.' });
    expect(edited.body).toMatchObject({ criterion: 'lr', text: 'Use less common words.' });
    const badEdit = await teacher.patch(`/api/comments/${first.body.id}`, { criterion: 'nope' });
    expect(badEdit.status).toBe(400);
    expect(Object.keys(badEdit.body.data)).toEqual(['criterion']);
    expect((await teacher.delete(`/api/comments/${first.body.id}`)).status).toBe(204);
    expect((await teacher.get('/api/comments')).body.items).toHaveLength(2);
    expect((await teacher.patch(`/api/comments/${first.body.id}`, { text: 'again' })).status).toBe(404);
  });

  it('answers 404 for another teacher’s comment, 401 without sign-in, and stays closed to the records API', async () => {
    const own = await as(ann.token).post('/api/comments', { criterion: 'gra', text: 'Check your tenses.' });
    const id = own.body.id as string;
    const other = as(bob.token);
    expect((await other.get('/api/comments')).body.items).toEqual([]);
    for (const answer of [
      await other.patch(`/api/comments/${id}`, { text: 'mine now' }),
      await other.delete(`/api/comments/${id}`),
      await other.post(`/api/comments/${id}/use`),
    ])
      expect(answer.status).toBe(404);
    for (const answer of [
      await pb.request('/api/comments'),
      await pb.request('/api/comments', { method: 'POST', body: { criterion: 'ta', text: 'x' } }),
      await pb.request(`/api/comments/${id}`, { method: 'DELETE' }),
      await pb.request(`/api/comments/${id}/use`, { method: 'POST', body: {} }),
    ])
      expect(answer.status).toBe(401);
    const records = await pb.request('/api/collections/comments/records', { token: bob.token });
    expect(records.status).not.toBe(200);
    const stillThere = (await as(ann.token).get('/api/comments')).body.items;
    expect(stillThere.find((c: { id: string }) => c.id === id)).toMatchObject({
      text: 'Check your tenses.',
      uses: 0,
    });
  });
});

describe('turnaround', () => {
  let roomId: string;
  let essays: string[];
  let submissions: string[];
  const teacher = () => as(ann.token);

  beforeAll(async () => {
    const task = (num: number) => ({
      name: `Task ${num}`,
      passage: 'Write.',
      media: [],
      groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
    });
    importRoom(
      pb.dataDir,
      writeImportFile({
        room: { name: 'Turnaround', slug: 'turnaround', detail: '', members: [ANN], results: 'score' },
        exams: [{ name: 'Writing', kind: 'academic_writing', sections: [task(1), task(2)] }],
      }),
    );
    const found = await guestSearch(pb, 'turnaround');
    roomId = found.body.room.id;
    essays = slotsOf(found.body.room).map((slot) => slot.questionId as string);
    submissions = [];
    for (const text of ['One essay here.', 'Another one.']) {
      const guest = await makeGuest(pb);
      const answers = essays.map((questionId) => ({ questionId, value: text }));
      const sent = await submit(pb, guest, { Room: roomId, raw: { answers } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      submissions.push(sent.body.id);
    }
  });

  const list = async () => (await teacher().get(`/api/room/marking/${roomId}`)).body;
  const card = async () =>
    ((await teacher().get('/api/room/list')).body.items as RoomRecord[]).find((r) => r.id === roomId)!;

  it('takes a date or null as marks_due, and refuses anything else at marks_due', async () => {
    for (const bad of ['2026-02-30', '28/11/2026', '2026-1-5', 20261128, true])
      for (const body of [{ marks_due: bad }]) {
        const refused = await teacher().patch(`/api/room/patch/${roomId}`, body);
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.data)).toEqual(['marks_due']);
      }
    const set = await teacher().patch(`/api/room/patch/${roomId}`, { marks_due: '2099-12-31' });
    expect(set.status).toBe(200);
    expect(set.body.marks_due).toBe('2099-12-31');
    const cleared = await teacher().patch(`/api/room/patch/${roomId}`, { marks_due: null });
    expect(cleared.body.marks_due).toBe('');
  });

  it('gives each script its submitted time, and counts none overdue without a date or before it', async () => {
    const before = await list();
    expect(before.overdue).toBe(0);
    expect(before.released_on_time).toBeNull();
    for (const script of before.scripts) expect(Date.parse(script.submitted.replace(' ', 'T'))).not.toBeNaN();
    await teacher().patch(`/api/room/patch/${roomId}`, { marks_due: '2099-12-31' });
    expect((await list()).overdue).toBe(0);
    expect((await card()).counts?.overdue).toBe(0);
  });

  it('counts the unmarked scripts overdue once the date has passed, on the list and the room card', async () => {
    await teacher().patch(`/api/room/patch/${roomId}`, { marks_due: '2000-01-01' });
    expect((await list()).overdue).toBe(4);
    const saved = await teacher().put(`/api/room/marking/${roomId}/script/${submissions[0]}/${essays[0]}`, {
      criteria: { ta: 6, cc: 6, lr: 6, gra: 6 },
      comment: '',
      notes: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await list()).overdue).toBe(3);
    expect((await card()).counts).toMatchObject({ to_mark: 3, overdue: 3 });
  });

  it('says whether the marks were released on time', async () => {
    await teacher().post(`/api/room/marking/${roomId}/release`, { released: true });
    expect((await list()).released_on_time).toBe(false);
    expect((await card()).released_on_time).toBe(false);
    await teacher().post(`/api/room/marking/${roomId}/release`, { released: false });
    await teacher().patch(`/api/room/patch/${roomId}`, { marks_due: '2099-12-31' });
    expect((await list()).released_on_time).toBeNull();
    await teacher().post(`/api/room/marking/${roomId}/release`, { released: true });
    expect((await list()).released_on_time).toBe(true);
    expect((await card()).released_on_time).toBe(true);
  });
});
