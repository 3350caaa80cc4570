// The students routes (docs/product.md, "Students across mocks"): the list a teacher searches (their rooms'
// students only, any case, 50 a page), a student's history (the caller's rooms, newest first, bands, marks
// and the counts by question type), the progress link (no hidden room, no marks before release, a renewed
// token retires the old one), an admin's delete everywhere, and the results' "Forget" removing the student
// once no room holds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { keyedGroup, oneSectionExam, writeImportFile } from '../fixtures/import-files';
import { guestSearch, slotsOf, studentGuest, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let teacher: { id: string; token: string };
let colleague: { id: string; token: string };
let stranger: { id: string; token: string };
const TEACHER = 'students-teacher@answersheet.test';
const COLLEAGUE = 'students-colleague@answersheet.test';

const essayTask = (num: number) => ({
  name: `Task ${num}`,
  passage: 'Write.',
  media: [],
  groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
});

/** A room of Listening (2 choice, 2 gap), Reading (3 tfng) and Writing (two tasks). */
function makeRoom(slug: string, results: string, members: string[]) {
  importRoom(
    pb.dataDir,
    writeImportFile({
      room: { name: `Mock ${slug}`, slug, detail: '', members, results },
      exams: [
        oneSectionExam('Listening', 'listening', 'Part 1', [
          keyedGroup(1, ['A', 'B'], 'choice'),
          keyedGroup(3, ['red', 'blue']),
        ]),
        oneSectionExam('Reading', 'academic_reading', 'Passage 1', [
          keyedGroup(1, ['TRUE', 'FALSE', 'NOT GIVEN'], 'tfng'),
        ]),
        { name: 'Writing', kind: 'academic_writing', sections: [essayTask(1), essayTask(2)] },
      ],
    }),
  );
}

const passGate = (name: string, email: string) => studentGuest(pb, name, email);

/** Sits the room: the first `rightL` Listening and `rightR` Reading boxes right, the rest blank. */
async function sit(slug: string, guest: TestGuest, rightL: number, rightR: number) {
  const found = await guestSearch(pb, slug, guest);
  const room = found.body.room;
  const keys = [
    ['A', 'B', 'red', 'blue'],
    ['TRUE', 'FALSE', 'NOT GIVEN'],
    ['An essay.', 'Another essay.'],
  ];
  const answers = room.exams.flatMap((exam, e) =>
    slotsOf({ ...room, exams: [exam] }).map((slot, i) => ({
      questionId: slot.questionId as string,
      value: e === 2 || i < (e === 0 ? rightL : rightR) ? keys[e]![i]! : '',
    })),
  );
  const sent = await submit(pb, guest, { Room: room.id, raw: { answers } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return {
    roomId: room.id,
    submissionId: sent.body.id as string,
    result: sent.body.result as { progress?: string } | null,
    essays: slotsOf({ ...room, exams: [room.exams[2]!] }),
  };
}

const get = (path: string, token = teacher.token) => pb.request(path, { token });
const studentsOf = async (query = '', token = teacher.token) =>
  (await get(`/api/students${query}`, token)).body;

let anna = '';
let ben = '';
const rooms: Record<string, Awaited<ReturnType<typeof sit>>> = {};

beforeAll(async () => {
  pb = await startTestPocketBase();
  teacher = await pb.createUser(TEACHER);
  colleague = await pb.createUser(COLLEAGUE);
  stranger = await pb.createUser('students-stranger@answersheet.test');
  makeRoom('st-one', 'score', [TEACHER]);
  makeRoom('st-two', 'hidden', [TEACHER]);
  makeRoom('st-three', 'review', [COLLEAGUE]);
  // Anna, typed three ways, sits all three in turn; Ben sits the first only.
  rooms.one = await sit('st-one', await passGate('Anna Lee', 'ANNA@school.test'), 2, 1);
  rooms.two = await sit('st-two', await passGate('Anna Lee', 'anna@School.test'), 4, 3);
  rooms.three = await sit('st-three', await passGate('Anna Lee', 'anna@school.test'), 1, 2);
  rooms.benOne = await sit('st-one', await passGate('Ben Okafor', 'ben@school.test'), 0, 0);
  const list = (await studentsOf()).items as { id: string; email: string }[];
  anna = list.find((s) => s.email === 'anna@school.test')!.id;
  ben = list.find((s) => s.email === 'ben@school.test')!.id;
});
afterAll(async () => {
  await pb?.stop();
});

describe('GET /api/students', () => {
  it('answers 401 without sign-in', async () => {
    for (const path of ['/api/students', `/api/students/${anna}`])
      expect((await pb.request(path)).status).toBe(401);
    expect((await pb.request(`/api/students/${anna}/token`, { method: 'POST' })).status).toBe(401);
    expect((await pb.request(`/api/students/${anna}`, { method: 'DELETE' })).status).toBe(401);
  });

  it("lists the caller's rooms' students with their rooms there, newest submission and overall", async () => {
    const page = await studentsOf();
    expect(page).toMatchObject({ page: 1, total: 2 });
    expect(page.items.map((s: { name: string }) => s.name)).toEqual(['Anna Lee', 'Ben Okafor']);
    // Anna sat two of the teacher's rooms (the colleague's third is not theirs); no Writing marks: no overall.
    expect(page.items[0]).toMatchObject({ id: anna, email: 'anna@school.test', rooms: 2, overall: null });
    expect(page.items[0].last).toMatch(/^\d{4}-\d\d-\d\d /);
    const theirs = await studentsOf('', colleague.token);
    expect(theirs.items.map((s: { id: string }) => s.id)).toEqual([anna]);
    expect(theirs.items[0].rooms).toBe(1);
    expect(await studentsOf('', stranger.token)).toEqual({ items: [], page: 1, total: 0 });
  });

  it('searches name or e-mail in any case, pages by 50, and refuses a bad page', async () => {
    expect((await studentsOf('?q=ANNA')).items.map((s: { id: string }) => s.id)).toEqual([anna]);
    expect((await studentsOf('?q=okaf')).items.map((s: { id: string }) => s.id)).toEqual([ben]);
    expect((await studentsOf('?q=%25')).total).toBe(0);
    expect((await studentsOf('?q=SCHOOL.TEST')).total).toBe(2);
    expect(await studentsOf('?page=2')).toEqual({ items: [], page: 2, total: 2 });
    const bad = await get('/api/students?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.data.page.code).toBe('validation_page');
  });
});

describe('students and classes', () => {
  it("shows a class's manager its students, and narrows the list to a class the caller manages", async () => {
    // The stranger has no room of Ben's: a class holding him makes him theirs to see.
    expect((await get(`/api/students/${ben}`, stranger.token)).status).toBe(404);
    const made = await pb.request('/api/classes', {
      method: 'POST',
      token: stranger.token,
      body: { name: 'Stranger class', roster: 'Ben Okafor <BEN@school.test>' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const classId = made.body.id as string;
    expect((await get(`/api/students/${ben}`, stranger.token)).status).toBe(200);
    const listed = await studentsOf('', stranger.token);
    expect(listed.items).toMatchObject([{ id: ben, rooms: 0 }]);
    // The class filter: only its students; a class the caller does not manage is not found.
    expect(
      (await studentsOf(`?class=${classId}`, stranger.token)).items.map((s: { id: string }) => s.id),
    ).toEqual([ben]);
    expect((await get(`/api/students?class=${classId}`, colleague.token)).status).toBe(404);
    expect((await get('/api/students?class=nosuchclass000', stranger.token)).status).toBe(404);
  });
});

describe('GET /api/students/{id}', () => {
  it("answers the caller's rooms newest first with raw scores, bands and the counts by type", async () => {
    const answer = await get(`/api/students/${anna}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const history = answer.body;
    expect(history.student).toMatchObject({ id: anna, name: 'Anna Lee', email: 'anna@school.test' });
    expect(history.student.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(history.rooms.map((r: { slug: string }) => r.slug)).toEqual(['st-two', 'st-one']);
    const [two, one] = history.rooms;
    expect(
      one.exams.map((x: { kind: string; score: number; total: number }) => [x.kind, x.score, x.total]),
    ).toEqual([
      ['listening', 2, 4],
      ['academic_reading', 1, 3],
    ]);
    expect(one.exams[0]).toHaveProperty('band');
    expect(one.writing).toEqual({ band: null, tasks: [] });
    expect(one.speaking).toBeNull();
    expect(one.overall).toBeNull();
    expect(two.date > one.date).toBe(true);
    // Blanks count in the total; both rooms are within the newest five, so recent is the whole.
    expect(history.types).toEqual([
      { skill: 'listening', type: 'choice', right: 4, total: 4, recent: { right: 4, total: 4 } },
      { skill: 'listening', type: 'gap', right: 2, total: 4, recent: { right: 2, total: 4 } },
      { skill: 'reading', type: 'tfng', right: 4, total: 6, recent: { right: 4, total: 6 } },
    ]);
  });

  it('shows a colleague only their own room of the student, and answers 404 to who may not see them', async () => {
    const theirs = (await get(`/api/students/${anna}`, colleague.token)).body;
    expect(theirs.rooms.map((r: { slug: string }) => r.slug)).toEqual(['st-three']);
    expect((await get(`/api/students/${ben}`, colleague.token)).status).toBe(404);
    expect((await get(`/api/students/${anna}`, stranger.token)).status).toBe(404);
    expect((await get('/api/students/nosuchstudent00')).status).toBe(404);
  });

  it('carries the Writing marks and the overall once marked, for the teacher before release', async () => {
    const { roomId, submissionId, essays } = rooms.one!;
    for (const [i, slot] of essays.entries()) {
      const marked = await pb.request(
        `/api/room/marking/${roomId}/script/${submissionId}/${slot.questionId}`,
        {
          method: 'PUT',
          token: teacher.token,
          body: { criteria: { ta: 6 + i, cc: 6, lr: 6, gra: 6 }, comment: '', notes: [] },
        },
      );
      expect(marked.status).toBe(200);
    }
    const one = (await get(`/api/students/${anna}`)).body.rooms[1];
    expect(one.writing.tasks).toEqual([
      { num: 1, band: 6, criteria: { ta: 6, cc: 6, lr: 6, gra: 6 } },
      { num: 2, band: 6.25, criteria: { ta: 7, cc: 6, lr: 6, gra: 6 } },
    ]);
    expect(one.writing.band).toBe(6);
  });
});

describe('GET /api/progress/{token}', () => {
  const tokenOf = async (id: string) => (await get(`/api/students/${id}`)).body.student.token;

  it('answers every room the student may see of theirs, with no hidden room and no marks before release', async () => {
    const token = await tokenOf(anna);
    const answer = await pb.request(`/api/progress/${token}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.student).toEqual({ name: 'Anna Lee' });
    // st-two's results are hidden: it is not there; st-three is another teacher's and shown.
    expect(answer.body.rooms.map((r: { slug: string }) => r.slug)).toEqual(['st-three', 'st-one']);
    expect(answer.body.rooms[1].writing).toEqual({ band: null, tasks: [] });
    expect(JSON.stringify(answer.body)).not.toMatch(/TRUE|NOT GIVEN|"keys"/);
    expect(answer.body.types).toEqual([
      { skill: 'listening', type: 'choice', right: 3, total: 4, recent: { right: 3, total: 4 } },
      { skill: 'listening', type: 'gap', right: 0, total: 4, recent: { right: 0, total: 4 } },
      { skill: 'reading', type: 'tfng', right: 3, total: 6, recent: { right: 3, total: 6 } },
    ]);
    const released = await pb.request(`/api/room/marking/${rooms.one!.roomId}/release`, {
      method: 'POST',
      token: teacher.token,
      body: { released: true },
    });
    expect(released.status).toBe(200);
    const after = (await pb.request(`/api/progress/${token}`)).body;
    expect(after.rooms[1].writing.tasks).toHaveLength(2);
  });

  it('is given to the student with their result, where the room shows results', async () => {
    const token = await tokenOf(anna);
    expect(rooms.one!.result!.progress).toBe(token);
    expect(rooms.three!.result!.progress).toBe(token);
    expect(rooms.two!.result).toBeNull();
  });

  it('answers 404 for an unknown token and for the old one once renewed', async () => {
    expect((await pb.request('/api/progress/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await pb.request('/api/progress/short')).status).toBe(404);
    const old = await tokenOf(ben);
    expect(
      (await pb.request(`/api/students/${ben}/token`, { method: 'POST', token: colleague.token })).status,
    ).toBe(404);
    const renewed = await pb.request(`/api/students/${ben}/token`, { method: 'POST', token: teacher.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(renewed.body.token).not.toBe(old);
    expect((await pb.request(`/api/progress/${old}`)).status).toBe(404);
    expect((await pb.request(`/api/progress/${renewed.body.token}`)).status).toBe(200);
  });
});

describe('removing students', () => {
  it('forgetting a student in their only room removes the student; in one of several, keeps them', async () => {
    const forget = (roomId: string, guest: string) =>
      pb.request(`/api/room/results/${roomId}/forget`, {
        method: 'POST',
        token: teacher.token,
        body: { guest },
      });
    const guestOf = async (submissionId: string) =>
      (await pb.request(`/api/collections/submissions/records/${submissionId}`, { token: pb.superuserToken }))
        .body.Guest as string;
    expect((await forget(rooms.benOne!.roomId, await guestOf(rooms.benOne!.submissionId))).status).toBe(200);
    expect((await get(`/api/students/${ben}`, pb.superuserToken)).status).toBe(404);
    expect((await forget(rooms.one!.roomId, await guestOf(rooms.one!.submissionId))).status).toBe(200);
    expect((await get(`/api/students/${anna}`, pb.superuserToken)).status).toBe(200);
  });

  it('deletes a student everywhere for a superuser, and refuses a teacher who is no admin', async () => {
    // The colleague sees Anna (a room of theirs) but is no admin; the teacher, the first account, is one.
    const refused = await pb.request(`/api/students/${anna}`, { method: 'DELETE', token: colleague.token });
    expect(refused.status).toBe(403);
    expect(
      (await pb.request(`/api/students/${anna}`, { method: 'DELETE', token: stranger.token })).status,
    ).toBe(404);
    const removed = await pb.request(`/api/students/${anna}`, { method: 'DELETE', token: pb.superuserToken });
    expect(removed.status).toBe(204);
    expect((await get(`/api/students/${anna}`, pb.superuserToken)).status).toBe(404);
    const left = await pb.request(
      `/api/collections/submissions/records?filter=${encodeURIComponent(`Room="${rooms.three!.roomId}"`)}`,
      {
        token: pb.superuserToken,
      },
    );
    expect(left.body.totalItems).toBe(0);
    expect((await studentsOf('', colleague.token)).total).toBe(0);
  });
});
