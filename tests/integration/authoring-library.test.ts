// The exam library against a real PocketBase (docs/architecture.md, "Authoring"): who reaches which exam,
// documents refused with the path of the problem and nothing changed, the save in one transaction, ids kept
// across saves, a regrade across two rooms sharing an exam, and deleting an exam a room uses or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedExam } from '../../src/lib/api-types';
import { guestSearch, makeGuest, slotsOf, submit } from '../support/app';
import { tinyPng } from '../fixtures/import-files';
import { countOf, editable, examDocument, fileForm, libraryApi, type Teacher } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let api: ReturnType<typeof libraryApi>;
let author: Teacher;
let other: Teacher;
let member: Teacher;
const MEMBER = 'lib-member@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  api = libraryApi(pb);
  author = await pb.createUser('lib-author@answersheet.test');
  other = await pb.createUser('lib-other@answersheet.test');
  member = await pb.createUser(MEMBER);
});
afterAll(async () => {
  await pb?.stop();
});

type Counts = Record<'exams' | 'sections' | 'section_questions' | 'questions' | 'keys', number>;
const contentCounts = async (): Promise<Counts> => ({
  exams: await countOf(pb, 'exams'),
  sections: await countOf(pb, 'sections'),
  section_questions: await countOf(pb, 'section_questions'),
  questions: await countOf(pb, 'questions'),
  keys: await countOf(pb, 'keys'),
});
const questionsOf = (exam: SavedExam) => exam.sections.flatMap((s) => s.groups.flatMap((g) => g.questions));

const png = () => new Blob([new Uint8Array(tinyPng())], { type: 'image/png' });

/** A room of the author's holding these exams. */
async function roomWith(slug: string, exams: string[]) {
  const room = await api(author.token).createRoom({ name: `Room ${slug}`, slug, detail: '' });
  expect(room.status).toBe(200);
  expect((await api(author.token).patchRoom(room.body.id, { Exams: exams })).status).toBe(200);
  return room.body;
}

describe('creating, listing and reading', () => {
  it('makes the caller the author, answers the document with ids and lists it with its rooms', async () => {
    const made = await api(author.token).create(examDocument('Created'));
    expect(made.status).toBe(200);
    const exam = made.body;
    expect(exam).toMatchObject({ name: 'Created', kind: 'listening', bands: null, accept_initials: false });
    expect(exam.usage).toEqual({ rooms: [], submissions: 0 });
    expect(exam.sections.map((s) => s.name)).toEqual(['Part 1', 'Part 2']);
    expect(exam.sections[0]).toMatchObject({ media: [], audio: null });
    expect(exam.sections[1]!.groups[1]).toMatchObject({
      from: 21,
      to: 22,
      either_order: [[21, 22]],
      media: [],
    });
    expect(questionsOf(exam).map((q) => q.num)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(questionsOf(exam).every((q) => /^[a-z0-9]{15}$/.test(q.id!))).toBe(true);
    const stored = await pb.request(`/api/collections/exams/records/${exam.id}`, {
      token: pb.superuserToken,
    });
    expect(stored.body.Users).toEqual([author.id]);

    const room = await roomWith('lib-list-room', [exam.id]);
    const list = await api(author.token).list();
    expect(list.status).toBe(200);
    expect(list.body.items.find((x) => x.id === exam.id)).toEqual({
      id: exam.id,
      name: 'Created',
      kind: 'listening',
      total: 22,
      rooms: [{ id: room.id, name: room.name, slug: room.slug }],
      updated: exam.updated,
    });
    expect((await api(other.token).list()).body.items).toEqual([]);
    expect((await api(pb.superuserToken).list()).body.items.map((x) => x.id)).toContain(exam.id);
    const read = await api(author.token).get(exam.id);
    expect(read.body).toEqual({
      ...exam,
      usage: { rooms: [{ id: room.id, name: room.name, slug: room.slug }], submissions: 0 },
    });
  });

  it('lists the newest change first', async () => {
    const first = (await api(other.token).create(examDocument('First'))).body;
    const second = (await api(other.token).create(examDocument('Second'))).body;
    expect((await api(other.token).list()).body.items.map((x) => x.name)).toEqual(['Second', 'First']);
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await api(other.token).save(first.id, { ...editable(first), name: 'First, edited' })).status,
    ).toBe(200);
    expect((await api(other.token).list()).body.items.map((x) => x.name)).toEqual([
      'First, edited',
      'Second',
    ]);
    expect(second.id).not.toBe(first.id);
  });
});

describe('access', () => {
  it('lets only the authors (and superusers) reach an exam; a member of a room using it gets 404', async () => {
    const exam = (await api(author.token).create(examDocument('Private'))).body;
    const room = await roomWith('lib-access-room', [exam.id]);
    expect((await api(author.token).shareRoom(room.id, MEMBER)).status).toBe(200);
    const guest = await makeGuest(pb);
    const callers: [string, string | undefined, Record<string, string> | undefined, number][] = [
      ['another teacher', other.token, undefined, 404],
      ['a member of a room using it', member.token, undefined, 404],
      ['a guest', undefined, guest.headers, 401],
      ['anonymous', undefined, undefined, 401],
    ];
    const doc = editable(exam);
    for (const [who, token, headers, status] of callers) {
      const call = (path: string, method: string, body?: unknown) =>
        pb.request(path, { method, token, headers, body });
      const base = `/api/library/exams/${exam.id}`;
      expect((await call(base, 'GET')).status, who).toBe(status);
      expect((await call(base, 'PUT', { ...doc, name: 'Taken over' })).status, who).toBe(status);
      expect((await call(base, 'DELETE')).status, who).toBe(status);
      expect(
        (
          await call(`${base}/files`, 'DELETE', {
            part: 'section',
            partId: exam.sections[0]!.id,
            field: 'media',
            name: 'x.png',
          })
        ).status,
        who,
      ).toBe(status);
      const form = fileForm(
        { part: 'section', partId: exam.sections[0]!.id!, field: 'media' },
        png(),
        'p.png',
      );
      expect(
        (await pb.request(`${base}/files`, { method: 'POST', rawBody: form, token, headers })).status,
        who,
      ).toBe(status);
      const list = await call('/api/library/exams', 'GET');
      if (status === 401) expect(list.status, who).toBe(401);
      else
        expect(
          list.body.items.map((x: { id: string }) => x.id),
          who,
        ).not.toContain(exam.id);
      expect((await call('/api/library/exams', 'POST', examDocument())).status === 200, who).toBe(
        status !== 401,
      );
    }
    const unknown = await api(author.token).get('aaaaaaaaaaaaaaa');
    expect(unknown.status).toBe(404);
    const after = (await api(author.token).get(exam.id)).body;
    expect(after).toMatchObject({ name: 'Private', updated: exam.updated });
    expect(after.sections[0]!.media).toEqual([]);
    expect((await api(pb.superuserToken).get(exam.id)).status).toBe(200);
  });

  it('keeps the generic records API closed to teachers for content', async () => {
    const exam = (await api(author.token).create(examDocument('Closed'))).body;
    const section = exam.sections[0]!;
    const group = section.groups[0]!;
    const question = group.questions[0]!;
    const records: [string, string][] = [
      ['exams', exam.id],
      ['sections', section.id!],
      ['section_questions', group.id!],
      ['questions', question.id!],
    ];
    for (const [collection, id] of records) {
      const base = `/api/collections/${collection}/records`;
      expect((await pb.request(base, { token: author.token })).status, collection).toBe(403);
      expect((await pb.request(`${base}/${id}`, { token: author.token })).status, collection).toBe(403);
      expect(
        (await pb.request(`${base}/${id}`, { method: 'DELETE', token: author.token })).status,
        collection,
      ).toBe(403);
      expect(
        (await pb.request(`${base}/${id}`, { method: 'PATCH', body: { name: 'x' }, token: author.token }))
          .status,
        collection,
      ).toBe(403);
      expect(
        (await pb.request(base, { method: 'POST', body: {}, token: author.token })).status,
        collection,
      ).toBe(403);
    }
    expect((await pb.request('/api/collections/keys/records', { token: author.token })).status).toBe(403);
    expect((await api(author.token).get(exam.id)).body).toEqual(exam);
  });
});

describe('bad documents', () => {
  it.each<[string, (doc: ReturnType<typeof examDocument>) => void, string]>([
    ['overlapping groups', (d) => (d.sections[1]!.groups[0]!.from = 9), 'sections.1.groups.0'],
    [
      'a number twice',
      (d) => (d.sections[0]!.groups[0]!.questions[1]!.num = 1),
      'sections.0.groups.0.questions.1.num',
    ],
    [
      '10,000 questions',
      (d) => {
        d.sections[0]!.groups[0]!.to = 1000;
        d.sections[0]!.groups[0]!.questions = Array.from({ length: 10000 }, (_, i) => ({
          num: (i % 1000) + 1,
          keys: ['a'],
        }));
      },
      'sections.0.groups.0.questions',
    ],
    [
      'a key of 10 KB',
      (d) => (d.sections[1]!.groups[0]!.questions[2]!.keys = ['x'.repeat(10 * 1024)]),
      'sections.1.groups.0.questions.2.keys.0',
    ],
  ])(
    'refuses %s with 400 at its path, on create and on save, and changes nothing',
    async (_name, spoil, path) => {
      const exam = (await api(author.token).create(examDocument('Kept'))).body;
      const counts = await contentCounts();
      const created = examDocument('Bad');
      spoil(created);
      const refusedCreate = await api(author.token).create(created);
      expect(refusedCreate.status).toBe(400);
      expect(Object.keys(refusedCreate.body.data)[0]).toBe(path);
      expect((refusedCreate.body as unknown as { message: string }).message).toContain(path);
      const saved = editable(exam);
      spoil(saved);
      const refusedSave = await api(author.token).save(exam.id, saved);
      expect(refusedSave.status).toBe(400);
      expect(Object.keys(refusedSave.body.data)[0]).toBe(path);
      expect((await api(author.token).get(exam.id)).body).toEqual(exam);
      expect(await contentCounts()).toEqual(counts);
    },
  );

  it('refuses ids of another exam at their path, and the save leaves the exam as it was (one transaction)', async () => {
    const exam = (await api(author.token).create(examDocument('Whole'))).body;
    const stranger = (await api(author.token).create(examDocument('Stranger'))).body;
    const counts = await contentCounts();
    const doc = editable(exam);
    // Written first: a new name, a new key, a removed group, a new group; then a part that is not this exam's.
    doc.name = 'Half saved';
    doc.sections[0]!.name = 'Renamed part';
    doc.sections[0]!.groups[0]!.questions[0]!.keys = ['changed'];
    doc.sections[0]!.groups.splice(1, 1);
    doc.sections[0]!.groups.push({
      from: 30,
      to: 31,
      either_order: [],
      questions: [{ num: 30, keys: ['new'] }],
    });
    doc.sections[1]!.id = stranger.sections[1]!.id;
    const res = await api(author.token).save(exam.id, doc);
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      'sections.1.id': { code: 'validation_unknown_id', message: 'Not a part of this exam.' },
    });
    expect((await api(author.token).get(exam.id)).body).toEqual(exam);
    expect((await api(author.token).get(stranger.id)).body).toEqual(stranger);
    expect(await contentCounts()).toEqual(counts);
    const question = editable(exam);
    question.sections[0]!.groups[0]!.questions[0]!.id = stranger.sections[0]!.groups[0]!.questions[0]!.id;
    expect(Object.keys((await api(author.token).save(exam.id, question)).body.data)).toEqual([
      'sections.0.groups.0.questions.0.id',
    ]);
  });
});

describe('saving', () => {
  it('keeps ids across saves: parts by id, questions by id or by number; drops what the document left out', async () => {
    const exam = (await api(author.token).create(examDocument('Ids'))).body;
    const before = questionsOf(exam);
    const doc = editable(exam);
    // Question 3 sent without its id keeps its record (its number stays); 4 is renumbered 5 → its id goes
    // with the id given; group 6–10 is removed; a group 23–24 is new.
    delete doc.sections[0]!.groups[0]!.questions[2]!.id;
    doc.sections[0]!.groups[0]!.questions.splice(4, 1);
    doc.sections[0]!.groups[0]!.questions[3]!.num = 5;
    const removedGroup = doc.sections[0]!.groups.splice(1, 1)[0]!;
    doc.sections[1]!.groups.push({
      from: 23,
      to: 24,
      either_order: [],
      questions: [{ num: 23, keys: ['new'] }],
    });
    doc.sections.reverse();
    const res = await api(author.token).save(exam.id, doc);
    expect(res.status).toBe(200);
    const saved = res.body.exam;
    expect(res.body.regraded).toBe(0);
    expect(saved.sections.map((s) => s.id)).toEqual([exam.sections[1]!.id, exam.sections[0]!.id]);
    const after = new Map(questionsOf(saved).map((q) => [q.num, q.id]));
    expect(after.get(3)).toBe(before[2]!.id);
    expect(after.get(5)).toBe(before[3]!.id);
    expect(after.get(1)).toBe(before[0]!.id);
    expect([...after.values()]).not.toContain(before[4]!.id);
    expect(after.get(23)).toMatch(/^[a-z0-9]{15}$/);
    expect(saved.sections[0]!.groups.map((g) => g.id).slice(0, 2)).toEqual(
      exam.sections[1]!.groups.map((g) => g.id),
    );
    for (const gone of [removedGroup.id!, before[4]!.id!, removedGroup.questions[0]!.id!]) {
      const collection = gone === removedGroup.id ? 'section_questions' : 'questions';
      expect(
        (await pb.request(`/api/collections/${collection}/records/${gone}`, { token: pb.superuserToken }))
          .status,
      ).toBe(404);
    }
    expect((await api(author.token).get(exam.id)).body).toEqual(saved);
    // Saved again unchanged: the same document back.
    const again = await api(author.token).save(exam.id, editable(saved));
    expect(again.body.exam.sections).toEqual(saved.sections);
  });

  it('regrades every submission holding a question whose keys changed, in every room using the exam', async () => {
    const exam = (await api(author.token).create(examDocument('Shared'))).body;
    const monday = await roomWith('lib-monday', [exam.id]);
    const tuesday = await roomWith('lib-tuesday', [exam.id]);
    const q1 = questionsOf(exam)[0]!.id!;
    const q2 = questionsOf(exam)[1]!.id!;
    const submitted = [] as string[];
    for (const room of [monday, tuesday]) {
      const guest = await makeGuest(pb);
      const sheet = (await guestSearch(pb, room.slug)).body.room;
      expect(slotsOf(sheet).map((s) => s.questionId)).toContain(q1);
      const res = await submit(pb, guest, {
        Room: room.id,
        raw: {
          answers: [
            { questionId: q1, value: 'new answer' },
            { questionId: q2, value: 'k2' },
          ],
        },
      });
      expect(res.status).toBe(200);
      submitted.push(res.body.id);
    }
    const scores = async () =>
      Promise.all(
        submitted.map(
          async (id) =>
            (await pb.request(`/api/collections/submissions/records/${id}`, { token: pb.superuserToken }))
              .body.score,
        ),
      );
    expect(await scores()).toEqual([1, 1]);
    expect((await api(author.token).get(exam.id)).body.usage).toEqual({
      rooms: [monday, tuesday].map(({ id, name, slug }) => ({ id, name, slug })),
      submissions: 2,
    });

    // A change that leaves the keys alone regrades nothing.
    const renamed = await api(author.token).save(exam.id, { ...editable(exam), name: 'Shared, renamed' });
    expect(renamed.body.regraded).toBe(0);
    const doc = editable(renamed.body.exam);
    doc.sections[0]!.groups[0]!.questions[0]!.keys = ['k1', 'New answer'];
    const res = await api(author.token).save(exam.id, doc);
    expect(res.status).toBe(200);
    expect(res.body.regraded).toBe(2);
    expect(questionsOf(res.body.exam)[0]).toEqual({
      id: q1,
      num: 1,
      keys: ['k1', 'New answer'],
      prompt: null,
      options: null,
    });
    expect(await scores()).toEqual([2, 2]);

    // accept_initials: a key TRUE now takes T, for every submission of the exam.
    const initials = editable(res.body.exam);
    initials.sections[0]!.groups[0]!.questions[1]!.keys = ['TRUE'];
    const keyed = await api(author.token).save(exam.id, initials);
    expect(keyed.body.regraded).toBe(2);
    expect(await scores()).toEqual([1, 1]);
  });

  it('regrades on accept_initials alone', async () => {
    const doc = examDocument('Initials');
    doc.sections[0]!.groups[0]!.questions[0]!.keys = ['NOT GIVEN'];
    const exam = (await api(author.token).create(doc)).body;
    const room = await roomWith('lib-initials', [exam.id]);
    const guest = await makeGuest(pb);
    const q1 = questionsOf(exam)[0]!.id!;
    const sub = await submit(pb, guest, {
      Room: room.id,
      raw: { answers: [{ questionId: q1, value: 'ng' }] },
    });
    expect(sub.body).toBeTruthy();
    const score = async () =>
      (await pb.request(`/api/collections/submissions/records/${sub.body.id}`, { token: pb.superuserToken }))
        .body.score;
    expect(await score()).toBe(0);
    const res = await api(author.token).save(exam.id, { ...editable(exam), accept_initials: true });
    expect(res.body).toMatchObject({ regraded: 1, exam: { accept_initials: true } });
    expect(await score()).toBe(1);
  });
});

describe('duplicating', () => {
  it('copies the content, keys and files as a new exam named "(copy)" of the caller; others get 404', async () => {
    const original = (await api(author.token).create(examDocument('Duplicated'))).body;
    const base = `/api/library/exams/${original.id}`;
    const form = fileForm(
      { part: 'section', partId: original.sections[0]!.id!, field: 'media' },
      png(),
      'map.png',
    );
    const added = await pb.request(`${base}/files`, {
      method: 'POST',
      rawBody: form,
      token: author.token,
    });
    expect(added.status).toBe(200);
    const before = await contentCounts();
    for (const token of [other.token, member.token])
      expect((await pb.request(`${base}/duplicate`, { method: 'POST', token })).status).toBe(404);
    expect((await pb.request(`${base}/duplicate`, { method: 'POST' })).status).toBe(401);
    expect(await contentCounts()).toEqual(before);

    const made = await pb.request(`${base}/duplicate`, { method: 'POST', token: author.token });
    expect(made.status).toBe(200);
    const copy = made.body as SavedExam;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: 'Duplicated (copy)', kind: original.kind, usage: { rooms: [] } });
    const strip = (exam: SavedExam) =>
      exam.sections.map((s) => ({
        name: s.name,
        media: s.media?.length,
        groups: s.groups.map((g) => ({
          ...g,
          id: undefined,
          questions: g.questions.map((q) => ({ ...q, id: undefined })),
        })),
      }));
    const source = (await api(author.token).get(original.id)).body as SavedExam;
    expect(strip(copy)).toEqual(strip(source));
    expect(copy.sections[0]!.media).toHaveLength(1);
    expect(copy.sections[0]!.media![0]).not.toBe(source.sections[0]!.media![0]);
    expect((await pb.request(copy.sections[0]!.media![0]!, { token: author.token })).status).toBe(200);
    expect(questionsOf(copy).map((q) => q.id)).not.toContain(questionsOf(source)[0]!.id);
    expect(await contentCounts()).toMatchObject({ exams: before.exams + 1 });
    expect(copy.origin).toMatchObject({ kind: 'duplicate', from: 'Duplicated' });
    expect(source.origin).toBeNull();
    // A second copy is "(copy 2)", and so is a copy of the copy's next.
    const second = await pb.request(`${base}/duplicate`, { method: 'POST', token: author.token });
    expect(second.body.name).toBe('Duplicated (copy 2)');
    const ofCopy = await pb.request(`/api/library/exams/${copy.id}/duplicate`, {
      method: 'POST',
      token: author.token,
    });
    expect(ofCopy.body).toMatchObject({
      name: 'Duplicated (copy 3)',
      origin: { kind: 'duplicate', from: 'Duplicated (copy)' },
    });
  });
});

describe('importing (from_file)', () => {
  it('says where an exam and a room came from, and names them as copies when their names are taken', async () => {
    const post = (path: string, body: unknown) =>
      pb.request(path, { method: 'POST', body, token: author.token });
    const first = await post('/api/library/exams?from_file=walk.zip', examDocument('Imported exam'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Imported exam', origin: { kind: 'import', file: 'walk.zip' } });
    const again = await post('/api/library/exams?from_file=walk.zip', examDocument('Imported exam'));
    expect(again.body.name).toBe('Imported exam (copy)');
    // Made in the editor: no origin, and the name as given.
    const typed = await post('/api/library/exams', examDocument('Imported exam'));
    expect(typed.body).toMatchObject({ name: 'Imported exam', origin: null });

    const room = { name: 'Imported room', detail: '' };
    const made = await post('/api/room/create?from_file=walk.zip', { ...room, slug: 'imported-room' });
    expect(made.body).toMatchObject({ name: 'Imported room', origin: { kind: 'import', file: 'walk.zip' } });
    const twin = await post('/api/room/create?from_file=walk.zip', { ...room, slug: 'imported-room-2' });
    expect(twin.body.name).toBe('Imported room (copy)');
    const blank = await post('/api/room/create?from_file=%20', { ...room, slug: 'imported-room-3' });
    expect(blank.status).toBe(400);
    expect(blank.body.data.from_file.code).toBe('validation_invalid_value');
  });
});

describe('deleting', () => {
  it('refuses while rooms use the exam, naming them, then deletes it with everything below it', async () => {
    const exam = (await api(author.token).create(examDocument('Doomed'))).body;
    const a = await roomWith('lib-delete-a', [exam.id]);
    const b = await roomWith('lib-delete-b', [exam.id]);
    const refused = await api(author.token).remove(exam.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This exam is used by 2 rooms (${a.name}, ${b.name}). Remove it from them first.`,
    );
    expect((await api(author.token).get(exam.id)).status).toBe(200);
    await api(author.token).patchRoom(a.id, { Exams: [] });
    expect((await api(author.token).remove(exam.id)).body.message).toBe(
      `This exam is used by 1 room (${b.name}). Remove it from it first.`,
    );
    await api(author.token).patchRoom(b.id, { Exams: [] });
    const counts = await contentCounts();
    expect((await api(author.token).remove(exam.id)).status).toBe(204);
    expect((await api(author.token).get(exam.id)).status).toBe(404);
    expect(await contentCounts()).toEqual({
      exams: counts.exams - 1,
      sections: counts.sections - 2,
      section_questions: counts.section_questions - 4,
      questions: counts.questions - 22,
      keys: counts.keys - 22,
    });
  });
});
