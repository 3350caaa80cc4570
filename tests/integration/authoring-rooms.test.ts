// Rooms made and filled in the app against a real PocketBase (docs/architecture.md, "Authoring"): a new
// room with the default test conditions and its maker as member, a taken or bad slug refused, the slug check
// and its suggestion, and a room's exams: adding your own, refusing another teacher's, dropping any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSearch, importScoringRoom, makeGuest, questionIds, saveDraft, submit } from '../support/app';
import { examDocument, libraryApi, type Teacher } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let api: ReturnType<typeof libraryApi>;
let teacher: Teacher;
let other: Teacher;

beforeAll(async () => {
  pb = await startTestPocketBase();
  api = libraryApi(pb);
  teacher = await pb.createUser('rooms-teacher@answersheet.test');
  other = await pb.createUser('rooms-other@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

describe('POST /api/room/create', () => {
  it('makes the room with the default settings, the caller its member, open to guests', async () => {
    const res = await api(teacher.token).createRoom({
      name: ' Monday group ',
      slug: 'monday-group',
      detail: 'Bring a pencil.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      collectionName: 'rooms',
      name: 'Monday group',
      slug: 'monday-group',
      detail: 'Bring a pencil.',
      Users: [teacher.id],
      Exams: [],
      config: {},
      accepting: true,
      time_limit: 0,
      audio: 'free',
      results: 'hidden',
    });
    const list = await pb.request('/api/room/list', { token: teacher.token });
    expect(list.body.items.map((r: { slug: string }) => r.slug)).toContain('monday-group');
    expect((await pb.request('/api/room/list', { token: other.token })).body.items).toEqual([]);
    const guest = await guestSearch(pb, 'monday-group');
    expect(guest.status).toBe(200);
    expect(guest.body.room).toMatchObject({ name: 'Monday group', total: 0, exams: [], accepting: true });
  });

  it('refuses a taken slug on `slug`, and each bad field naming it', async () => {
    await api(teacher.token).createRoom({ name: 'Taken', slug: 'taken-slug', detail: '' });
    const taken = await api(other.token).createRoom({ name: 'Mine', slug: 'taken-slug', detail: '' });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      data: { slug: { code: 'validation_not_unique', message: 'This link is already taken.' } },
    });
    const cases: [unknown, string[]][] = [
      [{ name: '', slug: 'a', detail: '' }, ['name']],
      [{ name: 'x'.repeat(201), slug: 'a', detail: '' }, ['name']],
      [{ name: 'A', slug: 'Bad Slug', detail: '' }, ['slug']],
      [{ name: 'A', slug: 'a'.repeat(101), detail: '' }, ['slug']],
      [{ name: 'A', slug: 'double--dash', detail: '' }, ['slug']],
      [{ name: 'A', slug: 'fine', detail: 'x'.repeat(5001) }, ['detail']],
      [{ name: 'A', slug: 'fine', detail: 7 }, ['detail']],
      [{}, ['name', 'slug']],
    ];
    for (const [body, fields] of cases) {
      const res = await api(teacher.token).createRoom(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.data).sort(), JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    expect((await guestSearch(pb, 'fine')).status).toBe(404);
    expect((await api(undefined).createRoom({ name: 'A', slug: 'anon', detail: '' })).status).toBe(401);
    expect(
      (
        await pb.request('/api/room/create', {
          method: 'POST',
          body: { name: 'A', slug: 'guest', detail: '' },
          headers: { 'guest-uuid': crypto.randomUUID() },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/room/slug-check', () => {
  it('says whether a slug is free and suggests the next free one', async () => {
    expect((await api(teacher.token).slugCheck({ slug: 'free-slug' })).body).toEqual({
      available: true,
      suggestion: 'free-slug',
    });
    await api(teacher.token).createRoom({ name: 'Check', slug: 'check', detail: '' });
    expect((await api(teacher.token).slugCheck({ slug: 'check' })).body).toEqual({
      available: false,
      suggestion: 'check-2',
    });
    await api(teacher.token).createRoom({ name: 'Check 2', slug: 'check-2', detail: '' });
    await api(teacher.token).createRoom({ name: 'Check 3', slug: 'check-3', detail: '' });
    expect((await api(other.token).slugCheck({ slug: 'check' })).body).toEqual({
      available: false,
      suggestion: 'check-4',
    });
    const long = 'a'.repeat(100);
    await api(teacher.token).createRoom({ name: 'Long', slug: long, detail: '' });
    expect((await api(teacher.token).slugCheck({ slug: long })).body).toEqual({
      available: false,
      suggestion: `${'a'.repeat(98)}-2`,
    });
  });

  it('refuses an invalid slug on `slug`, and callers who are not staff', async () => {
    const bad = await api(teacher.token).slugCheck({ slug: 'Not a slug' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(['slug']);
    expect((await api(teacher.token).slugCheck({})).status).toBe(400);
    expect((await api(undefined).slugCheck({ slug: 'check' })).status).toBe(401);
  });
});

describe("a room's exams", () => {
  it('adds exams you author, refuses another teacher’s, drops any and their config', async () => {
    const room = (await api(teacher.token).createRoom({ name: 'Exams', slug: 'room-exams', detail: '' }))
      .body;
    const mine = (await api(teacher.token).create(examDocument('Mine'))).body;
    const theirs = (await api(other.token).create(examDocument('Theirs'))).body;

    const refused = await api(teacher.token).patchRoom(room.id, { Exams: [mine.id, theirs.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      Exams: { code: 'validation_not_your_exam', message: 'You can add only exams you author.' },
    });
    expect((await api(teacher.token).patchRoom(room.id, { Exams: ['aaaaaaaaaaaaaaa'] })).status).toBe(400);

    const config = { [mine.id]: { disabled_exam_sections: [mine.sections[1]!.id!] } };
    const added = await api(teacher.token).patchRoom(room.id, { Exams: [mine.id], config });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ Exams: [mine.id], config });
    const sheet = (await guestSearch(pb, 'room-exams')).body.room;
    expect(sheet.exams.map((e) => e.name)).toEqual(['Mine']);
    expect(sheet.total).toBe(10);

    // A superuser may add any exam; a member then keeps it while reordering, and may drop it.
    const both = await api(pb.superuserToken).patchRoom(room.id, { Exams: [mine.id, theirs.id] });
    expect(both.body.Exams).toEqual([mine.id, theirs.id]);
    expect((await api(teacher.token).patchRoom(room.id, { Exams: [theirs.id, mine.id] })).status).toBe(200);
    const dropped = await api(teacher.token).patchRoom(room.id, { Exams: [theirs.id] });
    expect(dropped.status).toBe(200);
    expect(dropped.body).toMatchObject({ Exams: [theirs.id], config: {} });
    expect((await guestSearch(pb, 'room-exams')).body.room.exams.map((e) => e.name)).toEqual(['Theirs']);
    expect((await api(other.token).get(theirs.id)).body.usage.rooms).toEqual([
      { id: room.id, name: 'Exams', slug: 'room-exams' },
    ]);
  });

  it('answers the same 400 for ids that are not the room’s, whether they exist elsewhere or not', async () => {
    const room = (await api(teacher.token).createRoom({ name: 'Probe', slug: 'room-probe', detail: '' }))
      .body;
    const mine = (await api(teacher.token).create(examDocument('Mine'))).body;
    const theirs = (await api(other.token).create(examDocument('Theirs'))).body;
    const patch = (body: object) => api(teacher.token).patchRoom(room.id, body);
    expect((await patch({ Exams: [mine.id] })).status).toBe(200);

    // Another teacher's exam, added with a config of its sections, and an exam that does not exist.
    const NO_EXAM = 'aaaaaaaaaaaaaaa';
    const probe = async (examId: string, sectionId: string) => {
      const res = await patch({
        Exams: [mine.id, examId],
        config: { [examId]: { disabled_exam_sections: [sectionId] } },
      });
      return { status: res.status, body: res.body as unknown };
    };
    const otherExam = await probe(theirs.id, theirs.sections[0]!.id!);
    const noExam = await probe(NO_EXAM, theirs.sections[0]!.id!);
    expect(otherExam.status).toBe(400);
    expect(JSON.stringify(otherExam).replaceAll(theirs.id, NO_EXAM)).toBe(JSON.stringify(noExam));

    // Another exam's section, and a section that does not exist, in a config of this room's exam.
    const section = async (sectionId: string) => {
      const res = await patch({ config: { [mine.id]: { disabled_exam_sections: [sectionId] } } });
      return { status: res.status, body: res.body as unknown };
    };
    const otherSection = await section(theirs.sections[0]!.id!);
    expect(otherSection.status).toBe(400);
    expect(otherSection).toEqual(await section('bbbbbbbbbbbbbbb'));
    // And nothing changed.
    expect((await patch({})).body).toMatchObject({ Exams: [mine.id], config: {} });
  });
});

describe('POST /api/room/duplicate/{id}', () => {
  it('makes "(copy)" at a free slug with the exams, settings and members, and no students; others get 404', async () => {
    const exam = (await api(teacher.token).create(examDocument('Copied exam'))).body;
    const made = await api(teacher.token).createRoom({
      name: 'Walk Tuesday Group',
      slug: 'walk-tue',
      detail: 'Room 4',
    });
    const room = made.body;
    expect(
      (
        await api(teacher.token).patchRoom(room.id, {
          Exams: [exam.id],
          accepting: false,
          time_limit: 60,
        })
      ).status,
    ).toBe(200);
    const member = await pb.createUser('dup-member@answersheet.test');
    expect((await api(teacher.token).shareRoom(room.id, 'dup-member@answersheet.test')).status).toBe(200);
    expect((await guestSearch(pb, 'walk-tue')).status).toBe(200);
    const guests = await pb.request('/api/collections/guests/records', { token: pb.superuserToken });

    const path = `/api/room/duplicate/${room.id}`;
    expect((await pb.request(path, { method: 'POST', token: other.token })).status).toBe(404);
    expect((await pb.request(path, { method: 'POST' })).status).toBe(401);

    const first = await pb.request(path, { method: 'POST', token: member.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Walk Tuesday Group (copy)',
      slug: 'walk-tue-2',
      detail: 'Room 4',
      Exams: [exam.id],
      accepting: false,
      time_limit: 60,
    });
    expect(first.body.Users).toEqual([teacher.id, member.id]);
    expect(first.body.origin).toMatchObject({ kind: 'duplicate', from: 'Walk Tuesday Group' });
    expect(Date.now() - Date.parse(first.body.origin.at)).toBeLessThan(60_000);
    const second = await pb.request(path, { method: 'POST', token: teacher.token });
    expect(second.body).toMatchObject({ name: 'Walk Tuesday Group (copy 2)', slug: 'walk-tue-3' });
    // A copy of the copy counts on from the original's name.
    const third = await pb.request(`/api/room/duplicate/${first.body.id}`, {
      method: 'POST',
      token: teacher.token,
    });
    expect(third.body).toMatchObject({
      name: 'Walk Tuesday Group (copy 3)',
      origin: { kind: 'duplicate', from: 'Walk Tuesday Group (copy)' },
    });
    // Both members reach the copy; the copy holds none of the original's students.
    const list = await pb.request('/api/room/list', { token: member.token });
    expect(JSON.stringify(list.body)).toContain('walk-tue-2');
    const after = await pb.request('/api/collections/guests/records', { token: pb.superuserToken });
    expect(after.body.totalItems).toBe(guests.body.totalItems);
  });
});

describe('POST /api/room/duplicate/{id} { students }', () => {
  it("copies the students' data only when asked: guests, drafts, submissions, marks, extra time, events", async () => {
    const room = importScoringRoom(pb, 'dup-students', ['rooms-teacher@answersheet.test']);
    const [sat, writing] = [await makeGuest(pb), await makeGuest(pb)];
    const qids = await questionIds(pb, room.slug);
    expect((await guestSearch(pb, room.slug, sat)).status).toBe(200);
    const answers = [{ questionId: qids[0], value: 'kolor' }];
    expect((await submit(pb, sat, { Room: room.id, raw: { answers } })).status).toBe(200);
    expect((await saveDraft(pb, writing, { Room: room.id, raw: { answers } })).status).toBe(200);
    const speaking = await pb.request(`/api/room/results/${room.id}/speaking/${sat.id}`, {
      method: 'PUT',
      body: { criteria: { fc: 6, lr: 6, gra: 6, p: 6 }, comment: 'Speaking comment' },
      token: teacher.token,
    });
    expect(speaking.status).toBe(200);
    const extra = await pb.request(`/api/room/results/${room.id}/accommodation/${writing.id}`, {
      method: 'PUT',
      body: { extra_percent: 25, note: 'Dyslexia' },
      token: teacher.token,
    });
    expect(extra.status).toBe(200);
    await pb.createRecord('events', {
      Guest: writing.id,
      Room: room.id,
      kind: 'blur',
      at: new Date().toISOString(),
    });

    /** What the room holds of its students, in forms the copy must repeat. */
    const studentsOf = async (roomId: string) => {
      const list = async (collection: string, filter: string) =>
        (
          await pb.request(
            `/api/collections/${collection}/records?perPage=100&filter=${encodeURIComponent(filter)}`,
            { token: pb.superuserToken },
          )
        ).body.items;
      const room = `Room = "${roomId}"`;
      return {
        guests: (await list('room_guests', room)).map((r: { Guest: string }) => r.Guest).sort(),
        drafts: (await list('pending_submissions', room)).map((r: { Guest: string; raw: unknown }) => [
          r.Guest,
          r.raw,
        ]),
        submissions: (await list('submissions', room)).map(
          (r: { Guest: string; score: number; raw: unknown }) => [r.Guest, r.score, r.raw],
        ),
        marks: (await list('marks', `Submission.Room = "${roomId}"`)).map(
          (r: { criteria: unknown; comment: string }) => [r.criteria, r.comment],
        ),
        extra: (await list('accommodations', room)).map(
          (r: { Guest: string; extra_percent: number; note: string }) => [r.Guest, r.extra_percent, r.note],
        ),
        events: (await list('events', room)).map((r: { Guest: string; kind: string }) => [r.Guest, r.kind]),
      };
    };
    const original = await studentsOf(room.id);
    expect(original.submissions).toHaveLength(1);
    expect(original.drafts).toHaveLength(1);
    expect(original.marks).toHaveLength(1);
    expect(original.extra).toHaveLength(1);
    expect(original.events).toHaveLength(1);

    const path = `/api/room/duplicate/${room.id}`;
    const refused = await pb.request(path, {
      method: 'POST',
      body: { students: 'yes' },
      token: teacher.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.students.code).toBe('validation_invalid_type');

    const without = await pb.request(path, {
      method: 'POST',
      body: { students: false },
      token: teacher.token,
    });
    expect(without.status).toBe(200);
    expect(await studentsOf(without.body.id)).toEqual({
      guests: [],
      drafts: [],
      submissions: [],
      marks: [],
      extra: [],
      events: [],
    });

    const withStudents = await pb.request(path, {
      method: 'POST',
      body: { students: true },
      token: teacher.token,
    });
    expect(withStudents.status).toBe(200);
    expect(await studentsOf(withStudents.body.id)).toEqual(original);
    expect(await studentsOf(room.id)).toEqual(original);
    // The shared guests stay while either room holds them: deleting the copy leaves the original whole.
    const removed = await pb.request(`/api/room/delete/${withStudents.body.id}`, {
      method: 'POST',
      body: { confirm: withStudents.body.name },
      token: teacher.token,
    });
    expect(removed.status).toBe(204);
    expect(await studentsOf(room.id)).toEqual(original);
    expect((await guestSearch(pb, room.slug, sat)).status).toBe(200);
  });
});
