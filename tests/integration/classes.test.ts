// Classes (docs/product.md, "Classes"): the class routes for their managers only, a roster pasted or sent as
// a list (a bad line or entry is a 400 naming it, and nothing changes), a room of a class whose gate admits
// only the roster (e-mails compared without case), the class's students who have not opened the room on the
// live and results routes, and the class's bands and types across the caller's rooms.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSearch, importScoringRoom, questionIds, studentGuest, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let teacher: { id: string; token: string };
let other: { id: string; token: string };
beforeAll(async () => {
  pb = await startTestPocketBase();
  teacher = await pb.createUser('class.teacher@answersheet.test');
  other = await pb.createUser('class.other@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  pb.request(path, { method, token, body });

const passGate = (name: string, email: string) => studentGuest(pb, name, email);

describe('the class routes', () => {
  it('make, read, list, change and delete a class, for its managers only', async () => {
    expect((await call(undefined, 'GET', '/api/classes')).status).toBe(401);
    const made = await call(teacher.token, 'POST', '/api/classes', {
      name: ' 10A English ',
      students: [
        { email: 'Anna@School.test', name: 'Anna Lee' },
        { email: 'ben@school.test', name: 'Ben Okafor' },
      ],
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: '10A English', Users: [teacher.id] });
    expect(made.body.students.map((s: { email: string; name: string }) => [s.email, s.name])).toEqual([
      ['anna@school.test', 'Anna Lee'],
      ['ben@school.test', 'Ben Okafor'],
    ]);
    const id = made.body.id as string;

    expect((await call(teacher.token, 'GET', `/api/classes/${id}`)).body).toEqual(made.body);
    expect((await call(teacher.token, 'GET', '/api/classes')).body.items).toEqual([made.body]);
    expect((await call(other.token, 'GET', '/api/classes')).body.items).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const)
      expect((await call(other.token, method, `/api/classes/${id}`, body)).status).toBe(404);
    expect((await call(pb.superuserToken, 'GET', `/api/classes/${id}`)).status).toBe(200);

    // A pasted roster replaces the list; a colleague added manages it too.
    const pasted = await call(teacher.token, 'PATCH', `/api/classes/${id}`, {
      roster: 'Anna Lee <ANNA@school.test>\n\ncara@school.test, Cara Diaz\n',
    });
    expect(pasted.status).toBe(200);
    expect(pasted.body.students.map((s: { email: string }) => s.email)).toEqual([
      'anna@school.test',
      'cara@school.test',
    ]);
    const shared = await call(teacher.token, 'PATCH', `/api/classes/${id}`, {
      Users: [teacher.id, other.id],
    });
    expect(shared.body.Users).toEqual([teacher.id, other.id]);
    expect((await call(other.token, 'GET', `/api/classes/${id}`)).status).toBe(200);

    expect((await call(other.token, 'DELETE', `/api/classes/${id}`)).status).toBe(204);
    expect((await call(teacher.token, 'GET', `/api/classes/${id}`)).status).toBe(404);
  });

  it('names a bad line or entry and changes nothing', async () => {
    const made = await call(teacher.token, 'POST', '/api/classes', {
      name: 'Bad lines',
      roster: 'Anna Lee <anna@school.test>',
    });
    const id = made.body.id as string;
    const badRoster = await call(teacher.token, 'PATCH', `/api/classes/${id}`, {
      name: 'Renamed',
      roster: 'ben@school.test, Ben\n\nnot-an-email, Cara\nDan <dan@school.test>',
    });
    expect(badRoster.status).toBe(400);
    expect(badRoster.body.data).toEqual({
      'roster.2': {
        code: 'validation_invalid_value',
        message: '"not-an-email" is not a valid e-mail address.',
      },
    });
    const badList = await call(teacher.token, 'PATCH', `/api/classes/${id}`, {
      students: [{ email: 'ben@school.test', name: 'Ben' }, { email: 'ben@school', name: 'Ben' }, 'x'],
    });
    expect(Object.keys(badList.body.data)).toEqual(['students.1', 'students.2']);
    expect((await call(teacher.token, 'GET', `/api/classes/${id}`)).body).toEqual(made.body);

    expect((await call(teacher.token, 'POST', '/api/classes', { roster: '' })).body.data).toHaveProperty(
      'name',
    );
    expect((await call(teacher.token, 'POST', '/api/classes', { name: 'x'.repeat(101) })).status).toBe(400);
    expect(
      (await call(teacher.token, 'PATCH', `/api/classes/${id}`, { Users: [] })).body.data,
    ).toHaveProperty('Users');
    expect(
      (await call(teacher.token, 'PATCH', `/api/classes/${id}`, { Users: ['nosuchuser12345'] })).status,
    ).toBe(400);
    expect(
      (await call(pb.superuserToken, 'POST', '/api/classes', { name: 'No teacher' })).body.data,
    ).toHaveProperty('Users');
  });
});

describe('a room of a class', () => {
  it('admits only the roster, without case; lists who has not opened it; the class page reads its bands and types', async () => {
    const room = importScoringRoom(pb, 'class-room', ['class.teacher@answersheet.test'], { listening: true });
    const [first] = await questionIds(pb, 'class-room');
    const made = await call(teacher.token, 'POST', '/api/classes', {
      name: '11B',
      roster: 'Anna Lee <anna.lee@school.test>\nben@school.test, Ben Okafor',
    });
    const classId = made.body.id as string;
    const ben = made.body.students.find((s: { email: string }) => s.email === 'ben@school.test');

    // Only a class the caller manages: another's is the same 400 as one that does not exist.
    const others = await call(other.token, 'POST', '/api/classes', { name: 'Not yours' });
    for (const Class of [others.body.id, 'nosuchclass1234'])
      expect((await call(teacher.token, 'PATCH', `/api/room/patch/${room.id}`, { Class })).body.data).toEqual(
        {
          Class: { code: 'validation_not_your_class', message: 'Pick one of your classes.' },
        },
      );
    const patched = await call(teacher.token, 'PATCH', `/api/room/patch/${room.id}`, { Class: classId });
    expect(patched.status).toBe(200);
    expect(patched.body.Class).toBe(classId);

    // Before the gate the room is answered (the sheet shows the gate); after it, only the roster passes.
    const fresh = await pb.request<{ id: string }>('/api/exam/guest', {
      method: 'POST',
      body: { uuid: randomUUID() },
    });
    expect(fresh.status).toBe(200);
    const stranger = await passGate('Zoe Stranger', 'Zoe@Elsewhere.test');
    const refused = await guestSearch(pb, 'class-room', stranger);
    expect(refused.status).toBe(403);
    const message = 'This test is for the class 11B. Ask your teacher to add Zoe@Elsewhere.test.';
    expect(refused.body).toMatchObject({ message, data: { Room: { code: 'not_in_class', message } } });
    expect(
      (
        await pb.request('/api/exam/start', {
          method: 'POST',
          body: { Room: room.id },
          headers: stranger.headers,
        })
      ).status,
    ).toBe(403);

    const anna = await passGate('Anna Lee', 'ANNA.LEE@school.TEST');
    expect((await guestSearch(pb, 'class-room', anna)).status).toBe(200);

    // Ben has not opened the room: listed with no guest on the live and results routes.
    const notStarted = {
      guest: null,
      student: { id: ben.id, name: 'Ben Okafor', email: 'ben@school.test' },
      status: 'not_started',
    };
    const live = await call(teacher.token, 'GET', `/api/room/live/${room.id}`);
    // Anna opened it: she is not among them.
    expect(live.body.students.filter((s: { guest: unknown }) => s.guest === null)).toEqual([notStarted]);
    const results = await call(teacher.token, 'GET', `/api/room/results/${room.id}`);
    expect(results.body.students).toEqual([notStarted]);

    expect(
      (await submit(pb, anna, { Room: room.id, raw: { answers: [{ questionId: first, value: 'x' }] } }))
        .status,
    ).toBe(200);
    const progress = await call(teacher.token, 'GET', `/api/classes/${classId}/progress`);
    expect(progress.status).toBe(200);
    expect(progress.body.rooms).toEqual([expect.objectContaining({ id: room.id, name: expect.any(String) })]);
    const annaRow = progress.body.students.find((s: { email: string }) => s.email === 'anna.lee@school.test');
    expect(annaRow.bands[room.id]).toHaveProperty('overall');
    expect(progress.body.students.find((s: { id: string }) => s.id === ben.id).bands).toEqual({});
    expect(progress.body.types.length).toBeGreaterThan(0);
    for (const t of progress.body.types) expect(t.total).toBeGreaterThan(0);
    // Another teacher who manages the class but not the room sees no room of it.
    await call(teacher.token, 'PATCH', `/api/classes/${classId}`, { Users: [teacher.id, other.id] });
    expect((await call(other.token, 'GET', `/api/classes/${classId}/progress`)).body.rooms).toEqual([]);

    // The class removed, the room admits anyone again.
    await call(teacher.token, 'DELETE', `/api/classes/${classId}`);
    expect((await guestSearch(pb, 'class-room', stranger)).status).toBe(200);
  });
});
