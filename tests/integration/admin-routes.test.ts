// The admin routes against a real PocketBase (docs/architecture.md, "HTTP routes"): room list, room search with counts,
// group search with keys, room patch, share and delete — happy paths and each refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomRecord } from '../../src/lib/api-types';
import { guestSearch, importScoringRoom } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'admin-member@answersheet.test';
const STRANGER = 'admin-stranger@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
  stranger = await pb.createUser(STRANGER);
});
afterAll(async () => {
  await pb?.stop();
});

const post = (path: string, body: unknown, token?: string) =>
  pb.request(path, { method: 'POST', body, token });
const patch = (id: string, body: unknown, token = member.token) =>
  pb.request<RoomRecord>(`/api/room/patch/${encodeURIComponent(id)}`, { method: 'PATCH', body, token });
const search = (slug: string, token = member.token) => post('/api/room/search', { slug }, token);

/** A fresh room of the member, with its search answer. */
async function freshRoom(slug: string, members = [MEMBER]) {
  const r = importScoringRoom(pb, slug, members);
  const res = await search(slug, pb.superuserToken);
  return { ...r, record: res.body as RoomRecord };
}

describe('GET /api/room/list', () => {
  it('lists the member’s rooms newest first with exams and sections, and all rooms for superusers', async () => {
    const older = importScoringRoom(pb, 'list-older', [MEMBER]);
    const newer = importScoringRoom(pb, 'list-newer', [MEMBER, STRANGER]);
    const notMine = importScoringRoom(pb, 'list-not-mine', [STRANGER]);

    const mine = await pb.request('/api/room/list', { token: member.token });
    expect(mine.status).toBe(200);
    const slugs = mine.body.items.map((r: RoomRecord) => r.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    expect(slugs).not.toContain(notMine.slug);
    const first = mine.body.items.find((r: RoomRecord) => r.slug === newer.slug) as RoomRecord;
    expect(first).toMatchObject({ collectionName: 'rooms', name: 'Scoring list-newer', config: {} });
    expect(first.expand!.Exams!.map((e) => e.name)).toEqual(['Listening', 'Reading']);
    expect(first.expand!.Exams![0]!.expand!.Sections!.map((s) => s.name)).toEqual(['Part 1', 'Part 2']);
    expect(JSON.stringify(mine.body)).not.toMatch(/SectionQuestions":\[\{|colour|"Keys"/);

    const all = await pb.request('/api/room/list', { token: pb.superuserToken });
    expect(all.body.items.map((r: RoomRecord) => r.slug)).toEqual(
      expect.arrayContaining([older.slug, notMine.slug]),
    );
  });

  it('answers an empty list to a user with no rooms and 401 without a valid token', async () => {
    const lonely = await pb.createUser('lonely@answersheet.test');
    expect((await pb.request('/api/room/list', { token: lonely.token })).body).toEqual({ items: [] });
    expect((await pb.request('/api/room/list')).status).toBe(401);
    expect((await pb.request('/api/room/list', { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers the 401 in PocketBase’s error shape, in the app’s words, on every admin route', async () => {
    const refusal = { status: 401, message: 'Sign in to continue.', data: {} };
    expect((await pb.request('/api/room/list', { token: 'not-a-token' })).body).toEqual(refusal);
    expect((await pb.request('/api/room/search', { method: 'POST', body: { slug: 'x' } })).body).toEqual(
      refusal,
    );
    expect((await pb.request('/api/room/patch/x', { method: 'PATCH', body: {} })).body).toEqual(refusal);
  });
});

describe('POST /api/room/search', () => {
  it('answers the room with Exams → Sections → SectionQuestions and the counts', async () => {
    const r = importScoringRoom(pb, 'search-room', [MEMBER]);
    const res = await search(r.slug);
    expect(res.status).toBe(200);
    const room = res.body as RoomRecord;
    expect(room).toMatchObject({ id: r.id, slug: r.slug, total: 9, collectionName: 'rooms' });
    const [listening, reading] = room.expand!.Exams!;
    const [part1, part2] = listening!.expand!.Sections!;
    expect(part1).toMatchObject({ name: 'Part 1', question_count: 5 });
    expect(part2).toMatchObject({ name: 'Part 2', question_count: 2 });
    expect(reading!.expand!.Sections![0]).toMatchObject({ name: 'Passage 1', question_count: 2 });
    const groups = part1!.expand!.SectionQuestions!;
    expect(groups.map((g) => [g.from_question, g.to_question, g.slot_count, g.question_count])).toEqual([
      [1, 4, 4, 4],
      [5, 6, 2, 1],
    ]);
    expect(groups[0]!.Questions).toHaveLength(4);
    expect(groups[0]!.expand).toBeUndefined(); // questions and keys come from section-question/search
  });

  it('counts only active groups per section and in the total', async () => {
    const { id, slug, record } = await freshRoom('search-config');
    const listening = record.expand!.Exams![0]!;
    const part1 = listening.expand!.Sections![0]!;
    const config = {
      [listening.id]: {
        disabled_section_questions: [part1.SectionQuestions[0]!],
        disabled_exam_sections: [listening.Sections[1]!],
      },
    };
    expect((await patch(id, { config })).status).toBe(200);
    const room = (await search(slug)).body as RoomRecord;
    const sections = room.expand!.Exams![0]!.expand!.Sections!;
    expect(sections.map((s) => s.question_count)).toEqual([1, 2]); // Part 2 is disabled but still counted
    expect(room.total).toBe(1 + 2); // Listening 5 + Reading 1–2
    expect(room.config).toEqual(config);
  });

  it('refuses: 400 without a slug, 401 without a token, 404 for a non-member as for an unknown room', async () => {
    importScoringRoom(pb, 'search-refusals', [MEMBER]);
    expect((await post('/api/room/search', {}, member.token)).body.data.slug.code).toBe(
      'validation_required',
    );
    expect((await post('/api/room/search', { slug: 1 }, member.token)).status).toBe(400);
    expect((await post('/api/room/search', { slug: 'search-refusals' })).status).toBe(401);
    const notYours = await search('search-refusals', stranger.token);
    expect(notYours.status).toBe(404);
    // Word for word what an unknown room answers: nothing tells that the room exists.
    expect(notYours.body).toEqual((await search('no-such-room-here', stranger.token)).body);
    expect((await search('search-refusals', pb.superuserToken)).status).toBe(200);
    for (const slug of ['nope', 'search-refusals" || slug != "', "x' OR '1'='1"]) {
      expect((await search(slug)).status, slug).toBe(404);
    }
  });
});

describe('POST /api/section-question/search', () => {
  it('answers the group with its questions by num and their keys', async () => {
    const { record } = await freshRoom('group-search');
    const group = record.expand!.Exams![0]!.expand!.Sections![0]!.expand!.SectionQuestions![0]!;
    const res = await post('/api/section-question/search', { id: group.id }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: group.id,
      from_question: 1,
      to_question: 4,
      collectionName: 'section_questions',
    });
    const questions = res.body.expand.Questions;
    expect(questions.map((q: any) => q.num)).toEqual([1, 2, 3, 4]);
    expect(questions.map((q: any) => q.expand.Keys.map((k: any) => k.value))).toEqual([
      ['colour', 'color'],
      ['3', 'three'],
      ['(the) library'],
      ['café'],
    ]);
  });

  it('sorts by num whatever the stored order', async () => {
    const { record } = await freshRoom('group-sort');
    const group = record.expand!.Exams![0]!.expand!.Sections![0]!.expand!.SectionQuestions![0]!;
    await pb.request(`/api/collections/section_questions/records/${group.id}`, {
      method: 'PATCH',
      token: pb.superuserToken,
      body: { Questions: [...group.Questions].reverse() },
    });
    const res = await post('/api/section-question/search', { id: group.id }, member.token);
    expect(res.body.expand.Questions.map((q: any) => q.num)).toEqual([1, 2, 3, 4]);
  });

  it('refuses: 400 without an id, 401, 404 for a non-member as for an unknown group', async () => {
    const { record } = await freshRoom('group-refusals');
    const groupId = record.expand!.Exams![0]!.expand!.Sections![0]!.SectionQuestions[0]!;
    expect((await post('/api/section-question/search', {}, member.token)).body.data.id.code).toBe(
      'validation_required',
    );
    expect((await post('/api/section-question/search', { id: [groupId] }, member.token)).status).toBe(400);
    expect((await post('/api/section-question/search', { id: groupId })).status).toBe(401);
    expect((await post('/api/section-question/search', { id: groupId }, stranger.token)).status).toBe(404);
    expect((await post('/api/section-question/search', { id: groupId }, pb.superuserToken)).status).toBe(200);
    for (const id of ['nosuchgroup0000', `${groupId}" || id != "`, "' OR 1=1 --"]) {
      expect((await post('/api/section-question/search', { id }, member.token)).status, id).toBe(404);
    }
  });
});

describe('PATCH /api/room/patch/{id}', () => {
  it('saves name, slug, detail, an exam reordering and a config, and answers the saved room', async () => {
    const { id, slug, record } = await freshRoom('patch-room');
    // Loaded once before the change, so that the guest caches hold the old slug and sheet.
    expect((await guestSearch(pb, slug)).body.room.exams.map((e) => e.name)).toEqual([
      'Listening',
      'Reading',
    ]);
    const [listening, reading] = record.expand!.Exams!;
    const config = {
      [listening!.id]: { order_exam_sections: [...listening!.Sections].reverse() },
      [reading!.id]: {},
    };
    const res = await patch(id, {
      name: 'Renamed',
      slug: 'patch-room-renamed',
      detail: 'New detail',
      Exams: [reading!.id, listening!.id],
      config,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Renamed',
      slug: 'patch-room-renamed',
      detail: 'New detail',
      Exams: [reading!.id, listening!.id],
      config,
      collectionName: 'rooms',
    });
    expect((await guestSearch(pb, slug)).status).toBe(404);
    const sheet = (await guestSearch(pb, 'patch-room-renamed')).body.room;
    expect(sheet.exams.map((e) => e.name)).toEqual(['Reading', 'Listening']);
    expect(sheet.exams[1]!.sections.map((s) => s.name)).toEqual(['Part 2', 'Part 1']);
  });

  it('refuses each bad field with 400 naming it', async () => {
    const { id, record } = await freshRoom('patch-refusals');
    // Its exams are the stranger's: adding one is refused (an exam you do not author).
    const other = await freshRoom('patch-other', [STRANGER]);
    const [listening, reading] = record.expand!.Exams!;
    const otherExam = other.record.expand!.Exams![0]!;
    const readingSection = reading!.Sections[0]!;
    const readingGroup = reading!.expand!.Sections![0]!.SectionQuestions[0]!;
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ slug: 'Bad Slug' }, 'slug'],
      [{ slug: 'patch-other' }, 'slug'],
      [{ detail: 7 }, 'detail'],
      [{ Exams: [listening!.id, listening!.id] }, 'Exams'],
      [{ Exams: [listening!.id, otherExam.id] }, 'Exams'],
      [{ Exams: [listening!.id, reading!.id, otherExam.id] }, 'Exams'],
      [{ config: [] }, 'config'],
      [{ config: { [otherExam.id]: {} } }, `config.${otherExam.id}`],
      [
        { config: { [listening!.id]: { disabled_exam_sections: [readingSection] } } },
        `config.${listening!.id}.disabled_exam_sections`,
      ],
      [
        { config: { [listening!.id]: { order_exam_sections: [readingSection] } } },
        `config.${listening!.id}.order_exam_sections`,
      ],
      [
        { config: { [listening!.id]: { disabled_section_questions: [readingGroup] } } },
        `config.${listening!.id}.disabled_section_questions`,
      ],
      [{ config: { [listening!.id]: { shuffle: true } } }, `config.${listening!.id}.shuffle`],
      [{ Users: [stranger.id] }, 'Users'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((res.body as any).data), JSON.stringify(body)).toEqual([field]);
    }
    expect((await patch(id, {}, member.token)).body).toMatchObject({
      name: 'Scoring patch-refusals',
      Users: [member.id],
    });
    expect((await patch(id, { slug: 'patch-other' })).body).toMatchObject({
      data: { slug: { code: 'validation_not_unique' } },
    });
  });

  it('writes nothing for an empty body or a patch that changes nothing', async () => {
    const { id, record } = await freshRoom('patch-noop');
    for (const rawBody of ['', '  ', '{}', JSON.stringify({ name: record.name, Exams: record.Exams })]) {
      const res = await pb.request(`/api/room/patch/${id}`, {
        method: 'PATCH',
        rawBody,
        token: member.token,
      });
      expect(res.status, rawBody).toBe(200);
      expect(res.body.updated, rawBody).toBe(record.updated);
    }
    expect((await patch(id, { detail: 'changed' })).body.updated).not.toBe(record.updated);
  });

  it('refuses malformed JSON with 400, and answers 401, and 404 for a non-member as for an unknown room', async () => {
    const { id } = await freshRoom('patch-access');
    const malformed = await pb.request(`/api/room/patch/${id}`, {
      method: 'PATCH',
      rawBody: '{"name":',
      token: member.token,
    });
    expect(malformed.status).toBe(400);
    expect((await pb.request(`/api/room/patch/${id}`, { method: 'PATCH', body: { name: 'x' } })).status).toBe(
      401,
    );
    expect((await patch(id, { name: 'Taken over' }, stranger.token)).status).toBe(404);
    expect((await patch(id, { name: 'By superuser' }, pb.superuserToken)).status).toBe(200);
    for (const bad of ['nosuchroom00000', `${id}" || id != "`, "' OR 1=1 --"]) {
      expect((await patch(bad, { name: 'x' })).status, bad).toBe(404);
    }
    expect((await search('patch-access')).body.name).toBe('By superuser');
  });
});

describe('POST /api/room/share/{id}', () => {
  it('adds an existing user to the room, once', async () => {
    const { id } = await freshRoom('share-room');
    const guestTeacher = await pb.createUser('share-target@answersheet.test');
    expect((await search('share-room', guestTeacher.token)).status).toBe(404);
    const res = await post(`/api/room/share/${id}`, { email: 'share-target@answersheet.test' }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, Users: [member.id, guestTeacher.id], collectionName: 'rooms' });
    const again = await post(
      `/api/room/share/${id}`,
      { email: 'share-target@answersheet.test' },
      member.token,
    );
    expect(again.body.Users).toEqual([member.id, guestTeacher.id]);
    expect((await search('share-room', guestTeacher.token)).status).toBe(200);
  });

  it('refuses: 400 bad e-mail, 400 no such account, 401, 404 for a non-member and an unknown room', async () => {
    const { id } = await freshRoom('share-refusals');
    const bad = await post(`/api/room/share/${id}`, { email: 'nope' }, member.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data.email.code).toBe('validation_is_email');
    expect((await post(`/api/room/share/${id}`, {}, member.token)).status).toBe(400);
    const nobody = await post(`/api/room/share/${id}`, { email: 'nobody@answersheet.test' }, member.token);
    expect(nobody.status).toBe(400);
    const words = 'nobody@answersheet.test cannot be added. Ask an admin to invite them.';
    expect(nobody.body.message).toBe(words);
    expect(nobody.body.data.email).toEqual({ code: 'validation_no_account', message: words });
    expect((await post(`/api/room/share/${id}`, { email: STRANGER })).status).toBe(401);
    expect((await post(`/api/room/share/${id}`, { email: STRANGER }, stranger.token)).status).toBe(404);
    expect((await post('/api/room/share/nosuchroom00000', { email: STRANGER }, member.token)).status).toBe(
      404,
    );
  });
});

describe('sharing: e-mails without case, the members, and removing one', () => {
  it('finds the user whatever the case of the e-mail, and adds them once', async () => {
    const { id } = await freshRoom('share-case');
    const lower = await pb.createUser('share-lower@answersheet.test');
    const mixed = await pb.createUser('Share-Mixed@AnswerSheet.test');
    const first = await post(
      `/api/room/share/${id}`,
      { email: 'Share-Lower@AnswerSheet.TEST' },
      member.token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await post(
      `/api/room/share/${id}`,
      { email: 'share-lower@answersheet.test' },
      member.token,
    );
    expect(again.body.Users).toEqual([member.id, lower.id]);
    const other = await post(
      `/api/room/share/${id}`,
      { email: 'share-mixed@answersheet.test' },
      member.token,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.Users).toEqual([member.id, lower.id, mixed.id]);
  });

  it('lists the members with their names and e-mails in room/search and the share answer', async () => {
    const { id } = await freshRoom('share-members');
    const colleague = await pb.createUser('share-colleague@answersheet.test', undefined, 'Colleague');
    const shared = await post(
      `/api/room/share/${id}`,
      { email: 'share-colleague@answersheet.test' },
      member.token,
    );
    const members = [
      { id: member.id, name: 'Test Teacher', email: MEMBER },
      { id: colleague.id, name: 'Colleague', email: 'share-colleague@answersheet.test' },
    ];
    expect(shared.body.expand.Users).toEqual(members);
    expect((await search('share-members')).body.expand.Users).toEqual(members);
  });

  it('removes a member, who then finds the room no more; never the last member', async () => {
    const { id } = await freshRoom('unshare-room');
    const colleague = await pb.createUser('unshare-colleague@answersheet.test');
    await post(`/api/room/share/${id}`, { email: 'unshare-colleague@answersheet.test' }, member.token);
    expect((await search('unshare-room', colleague.token)).status).toBe(200);
    const removed = await post(`/api/room/unshare/${id}`, { user: colleague.id }, member.token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ id, Users: [member.id] });
    expect(removed.body.expand.Users).toEqual([{ id: member.id, name: 'Test Teacher', email: MEMBER }]);
    expect((await search('unshare-room', colleague.token)).status).toBe(404);
    expect((await post(`/api/room/unshare/${id}`, { user: member.id }, colleague.token)).status).toBe(404);

    const last = await post(`/api/room/unshare/${id}`, { user: member.id }, member.token);
    expect(last.status).toBe(400);
    expect(last.body).toEqual({
      status: 400,
      message: 'A room keeps at least one member: add another first.',
      data: {
        user: {
          code: 'validation_last_member',
          message: 'A room keeps at least one member: add another first.',
        },
      },
    });
    const notMember = await post(`/api/room/unshare/${id}`, { user: stranger.id }, member.token);
    expect(notMember.status).toBe(400);
    expect(notMember.body.data.user.code).toBe('validation_not_member');
    expect((await post(`/api/room/unshare/${id}`, {}, member.token)).status).toBe(400);
    expect((await post(`/api/room/unshare/${id}`, { user: member.id })).status).toBe(401);
    expect((await post(`/api/room/unshare/${id}`, { user: member.id }, stranger.token)).status).toBe(404);
    expect((await search('unshare-room')).body.Users).toEqual([member.id]);
  });
});

describe('removing the room’s maker', () => {
  it('a member removes themselves, the maker anyone else, and only a superuser the maker', async () => {
    const { id } = await freshRoom('unshare-maker');
    const second = await pb.createUser('unshare-second@answersheet.test');
    const third = await pb.createUser('unshare-third@answersheet.test');
    for (const email of ['unshare-second@answersheet.test', 'unshare-third@answersheet.test'])
      await post(`/api/room/share/${id}`, { email }, member.token);

    const byCoMember = await post(`/api/room/unshare/${id}`, { user: member.id }, second.token);
    expect(byCoMember.status).toBe(403);
    expect(byCoMember.body.data.user.code).toBe('validation_room_maker');
    const otherCoMember = await post(`/api/room/unshare/${id}`, { user: third.id }, second.token);
    expect(otherCoMember.status).toBe(403);
    expect(otherCoMember.body.data.user.code).toBe('validation_not_maker');
    const byMakerSelf = await post(`/api/room/unshare/${id}`, { user: member.id }, member.token);
    expect(byMakerSelf.status).toBe(403);
    expect((await search('unshare-maker')).body.Users).toEqual([member.id, second.id, third.id]);

    expect((await post(`/api/room/unshare/${id}`, { user: third.id }, third.token)).status).toBe(200);
    expect((await post(`/api/room/unshare/${id}`, { user: second.id }, member.token)).status).toBe(200);
    await post(`/api/room/share/${id}`, { email: 'unshare-second@answersheet.test' }, member.token);
    const bySuperuser = await post(`/api/room/unshare/${id}`, { user: member.id }, pb.superuserToken);
    expect(bySuperuser.status).toBe(200);
    expect(bySuperuser.body.Users).toEqual([second.id]);
  });
});

describe('POST /api/room/delete/{id}', () => {
  it('deletes the room when the name is typed, keeping its exams', async () => {
    const { id, slug, record } = await freshRoom('delete-room');
    expect((await guestSearch(pb, slug)).status).toBe(200);
    const wrong = await post(`/api/room/delete/${id}`, { confirm: 'scoring delete-room' }, member.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.confirm).toBeDefined();
    expect((await post(`/api/room/delete/${id}`, {}, member.token)).status).toBe(400);

    const res = await post(`/api/room/delete/${id}`, { confirm: 'Scoring delete-room' }, member.token);
    expect(res.status).toBe(204);
    expect((await search(slug)).status).toBe(404);
    expect((await guestSearch(pb, slug)).status).toBe(404);
    const exam = await pb.request(`/api/collections/exams/records/${record.Exams[0]}`, {
      token: pb.superuserToken,
    });
    expect(exam.status).toBe(200);
  });

  it('refuses: 401, 404 for a non-member as for an unknown room', async () => {
    const { id } = await freshRoom('delete-refusals');
    const body = { confirm: 'Scoring delete-refusals' };
    expect((await post(`/api/room/delete/${id}`, body)).status).toBe(401);
    expect((await post(`/api/room/delete/${id}`, body, stranger.token)).status).toBe(404);
    expect((await post('/api/room/delete/nosuchroom00000', body, member.token)).status).toBe(404);
    expect((await search('delete-refusals')).status).toBe(200);
  });
});
