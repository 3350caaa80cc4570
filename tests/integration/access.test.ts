// The access matrix (docs/architecture.md, "Access rules"): anonymous, guest A, guest B, member, non-member and superuser, over the
// custom routes and over PocketBase's generic records API (list, view, expand, filter, sort).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestSearch,
  importScoringRoom,
  makeGuest,
  questionIds,
  saveDraft,
  submit,
  type TestGuest,
} from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { allCollections } from '../fixtures/collections';

let pb: TestPocketBase;
let member: { id: string; token: string };
let nonMember: { id: string; token: string };
let guestA: TestGuest;
let guestB: TestGuest;
let room: { id: string; slug: string };
let strangersRoom: { id: string; slug: string };
let ids: Record<string, string>;

const MEMBER = 'access-member@answersheet.test';
const NON_MEMBER = 'access-stranger@answersheet.test';
const KEY_TEXTS = ['colour', 'three', 'library', 'café', 'Tuesday', 'NOT GIVEN'];

type Actor = 'anonymous' | 'guestA' | 'guestB' | 'member' | 'nonMember' | 'superuser';
const actors: Actor[] = ['anonymous', 'guestA', 'guestB', 'member', 'nonMember', 'superuser'];
const as = (actor: Actor): { token?: string; headers?: Record<string, string> } => {
  switch (actor) {
    case 'anonymous':
      return {};
    case 'guestA':
      return { headers: guestA.headers };
    case 'guestB':
      return { headers: guestB.headers };
    case 'member':
      return { token: member.token };
    case 'nonMember':
      return { token: nonMember.token };
    case 'superuser':
      return { token: pb.superuserToken };
  }
};
const get = (path: string, actor: Actor) => pb.request(path, as(actor));

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
  nonMember = await pb.createUser(NON_MEMBER);
  room = importScoringRoom(pb, 'access-room', [MEMBER]);
  strangersRoom = importScoringRoom(pb, 'strangers-room', [NON_MEMBER]);
  guestA = await makeGuest(pb);
  guestB = await makeGuest(pb);
  const qids = await questionIds(pb, room.slug);
  expect(
    (await submit(pb, guestA, { Room: room.id, raw: { answers: [{ questionId: qids[0], value: 'kolor' }] } }))
      .status,
  ).toBe(200);
  expect(
    (
      await saveDraft(pb, guestB, {
        Room: room.id,
        raw: { answers: [{ questionId: qids[0], value: 'b-draft' }] },
      })
    ).status,
  ).toBe(200);

  // A Speaking mark of guest A's submission (docs/architecture.md, "Writing and marking").
  const speaking = await pb.request(`/api/room/results/${room.id}/speaking/${guestA.id}`, {
    method: 'PUT',
    body: { criteria: { fc: 6, lr: 6, gra: 6, p: 6 }, comment: 'Speaking comment' },
    token: member.token,
  });
  expect(speaking.status).toBe(200);

  const first = async (collection: string, filter = '') =>
    (
      await pb.request(
        `/api/collections/${collection}/records?perPage=1&filter=${encodeURIComponent(filter)}`,
        {
          token: pb.superuserToken,
        },
      )
    ).body.items[0].id as string;
  const full = await pb.request(
    `/api/collections/rooms/records/${room.id}?expand=Exams.Sections.SectionQuestions.Questions.Keys`,
    {
      token: pb.superuserToken,
    },
  );
  const exam = full.body.expand.Exams[0];
  const section = exam.expand.Sections[0];
  const group = section.expand.SectionQuestions[0];
  const question = group.expand.Questions[0];
  ids = {
    rooms: room.id,
    exams: exam.id,
    sections: section.id,
    section_questions: group.id,
    questions: question.id,
    keys: question.expand.Keys[0].id,
    guests: guestA.id,
    submissions: await first('submissions', `Guest = "${guestA.id}"`),
    pending_submissions: await first('pending_submissions', `Guest = "${guestB.id}"`),
    marks: await first('marks'),
    users: member.id,
  };
});
afterAll(async () => {
  await pb?.stop();
});

describe('custom admin routes', () => {
  const expected: Record<Actor, number> = {
    anonymous: 401,
    guestA: 401,
    guestB: 401,
    member: 200,
    // Not yours is not found: the same 404 as an unknown room (docs/architecture.md, "Access rules").
    nonMember: 404,
    superuser: 200,
  };

  it.each(actors)('room/search, section-question/search and room/patch for %s', async (actor) => {
    const want = expected[actor];
    expect(
      (await pb.request('/api/room/search', { method: 'POST', body: { slug: room.slug }, ...as(actor) }))
        .status,
    ).toBe(want);
    expect(
      (
        await pb.request('/api/section-question/search', {
          method: 'POST',
          body: { id: ids.section_questions },
          ...as(actor),
        })
      ).status,
    ).toBe(want);
    expect(
      (await pb.request(`/api/room/patch/${room.id}`, { method: 'PATCH', body: {}, ...as(actor) })).status,
    ).toBe(want);
    expect(
      (
        await pb.request(`/api/room/share/${room.id}`, {
          method: 'POST',
          body: { email: 'nobody@answersheet.test' },
          ...as(actor),
        })
      ).status,
    ).toBe(want === 200 ? 400 : want);
    expect(
      (
        await pb.request(`/api/room/unshare/${room.id}`, {
          method: 'POST',
          body: { user: 'nobody000000000' },
          ...as(actor),
        })
      ).status,
    ).toBe(want === 200 ? 400 : want);
    expect(
      (
        await pb.request(`/api/room/delete/${room.id}`, {
          method: 'POST',
          body: { confirm: 'no' },
          ...as(actor),
        })
      ).status,
    ).toBe(want === 200 ? 400 : want);
  });

  it.each(actors)('room/collect for %s: members only, any other room is 404', async (actor) => {
    // The stranger's room: its member collects (nothing to collect); the other member gets 404.
    const res = await pb.request(`/api/room/collect/${strangersRoom.id}`, { method: 'POST', ...as(actor) });
    const want: Record<Actor, number> = { ...expected, member: 404, nonMember: 200 };
    expect(res.status).toBe(want[actor]);
    if (res.status === 200) expect(res.body).toEqual({ collected: 0 });
    else expect(JSON.stringify(res.body)).not.toContain('Scoring');
  });

  it.each(actors)('room/list for %s', async (actor) => {
    const res = await get('/api/room/list', actor);
    if (expected[actor] === 401) return expect(res.status).toBe(401);
    const slugs = res.body.items.map((r: { slug: string }) => r.slug).sort();
    expect(slugs).toEqual(
      { member: [room.slug], nonMember: [strangersRoom.slug], superuser: [room.slug, strangersRoom.slug] }[
        actor as 'member' | 'nonMember' | 'superuser'
      ].sort(),
    );
  });

  it('refuses a forged or foreign token with 401 and ignores a client-sent user id header', async () => {
    for (const token of ['garbage', `Bearer ${member.token.slice(0, -4)}abcd`]) {
      expect((await pb.request('/api/room/list', { token })).status).toBe(401);
    }
    const forged = await pb.request('/api/room/search', {
      method: 'POST',
      body: { slug: room.slug },
      headers: { 'x-user': member.id, 'x-answersheet': member.id },
    });
    expect(forged.status).toBe(401);
  });
});

describe('custom guest routes', () => {
  it.each(actors)('guest-search gives %s no key and no one else’s draft or submission', async (actor) => {
    const res = await pb.request('/api/room/guest-search', {
      method: 'POST',
      body: { slug: room.slug },
      ...as(actor),
    });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const key of KEY_TEXTS) expect(text).not.toContain(key);
    if (actor === 'guestA') {
      expect(res.body.submission).toMatchObject({ answers: [{ value: 'kolor' }] });
      expect(res.body.pendingSubmission).toBeNull();
    } else if (actor === 'guestB') {
      expect(res.body.submission).toBeNull();
      expect(res.body.pendingSubmission).toMatchObject({ answers: [{ value: 'b-draft' }] });
    } else {
      expect(res.body.submission).toBeNull();
      expect(res.body.pendingSubmission).toBeNull();
    }
  });

  it.each(actors)('exam/start for %s: a guest’s own start only', async (actor) => {
    const res = await pb.request('/api/exam/start', {
      method: 'POST',
      body: { Room: room.id },
      ...as(actor),
    });
    // Guest A has submitted (409); guest B starts its own draft; a staff token is no guest.
    const want: Record<Actor, number> = {
      anonymous: 401,
      guestA: 409,
      guestB: 200,
      member: 401,
      nonMember: 401,
      superuser: 401,
    };
    expect(res.status).toBe(want[actor]);
    if (actor === 'guestB') expect(Object.keys(res.body).sort()).toEqual(['deadline', 'started']);
    for (const key of KEY_TEXTS) expect(JSON.stringify(res.body)).not.toContain(key);
  });

  it('writes a guest’s draft under its own uuid only, whatever Guest the body names', async () => {
    const qids = await questionIds(pb, room.slug);
    const c = await makeGuest(pb);
    const res = await saveDraft(pb, c, {
      Room: room.id,
      Guest: guestB.id,
      raw: { answers: [{ questionId: qids[1], value: 'c' }] },
    });
    expect(res.status).toBe(200);
    expect((await guestSearch(pb, room.slug, guestB)).body.pendingSubmission?.answers).toEqual([
      { questionId: qids[0], value: 'b-draft' },
    ]);
    expect((await guestSearch(pb, room.slug, c)).body.pendingSubmission?.answers).toEqual([
      { questionId: qids[1], value: 'c' },
    ]);
  });

  it('does not let a staff token stand in for a guest', async () => {
    const res = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      body: { Room: room.id, raw: { answers: [] } },
      token: member.token,
    });
    expect(res.status).toBe(401);
  });
});

describe('generic records API', () => {
  const collections = allCollections;
  /** The ids of a collection's records in the member's room (as the superuser sees them). */
  const ofRoom = async (collection: string) =>
    (
      await pb.request(
        `/api/collections/${collection}/records?perPage=200&filter=${encodeURIComponent(`Room = "${room.id}"`)}`,
        {
          token: pb.superuserToken,
        },
      )
    ).body.items.map((i: { id: string }) => i.id) as string[];
  /** What each actor may list: the ids it gets, or [] (refused or empty). */
  const visible = async (actor: Actor, collection: string): Promise<string[] | 'all'> => {
    if (actor === 'superuser') return 'all';
    if (actor === 'member') {
      if (collection === 'rooms') return [ids.rooms!];
      if (collection === 'submissions' || collection === 'pending_submissions') return ofRoom(collection);
      if (collection === 'users') return [member.id];
    }
    if (actor === 'nonMember') {
      if (collection === 'rooms') return [strangersRoom.id];
      if (collection === 'users') return [nonMember.id];
    }
    return [];
  };

  for (const actor of actors) {
    it.each(collections)(`list and view of %s for ${actor}`, async (collection) => {
      const list = await get(`/api/collections/${collection}/records?perPage=200`, actor);
      const items: { id: string }[] = list.status === 200 ? list.body.items : [];
      const want = await visible(actor, collection);
      if (want === 'all') expect(items.length).toBeGreaterThan(0);
      else {
        expect([200, 403]).toContain(list.status);
        expect(items.map((i) => i.id).sort()).toEqual([...want].sort());
      }
      const view = await get(`/api/collections/${collection}/records/${ids[collection]}`, actor);
      const mayView = want === 'all' || want.includes(ids[collection]!);
      expect(view.status).toBe(mayView ? 200 : view.status === 403 ? 403 : 404);
      const text = JSON.stringify(list.body) + JSON.stringify(view.body);
      if (actor !== 'superuser' && actor !== 'member')
        for (const key of KEY_TEXTS) expect(text).not.toContain(key);
    });
  }

  it('does not expand exams, sections, groups, questions or keys for a member', async () => {
    const expand = 'Exams.Sections.SectionQuestions.Questions.Keys,Exams,Users';
    const list = await get(`/api/collections/rooms/records?expand=${expand}`, 'member');
    const view = await get(`/api/collections/rooms/records/${room.id}?expand=${expand}`, 'member');
    for (const res of [list, view]) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('"Exams":[{');
      expect(text).not.toContain('SectionQuestions');
      for (const key of KEY_TEXTS) expect(text).not.toContain(key);
    }
    expect(view.body.expand?.Users).toEqual([expect.objectContaining({ id: member.id })]);
  });

  it('does not expand guests on submissions and drafts for a member', async () => {
    for (const collection of ['submissions', 'pending_submissions']) {
      const res = await get(`/api/collections/${collection}/records?expand=Guest,Room`, 'member');
      expect(res.status).toBe(200);
      for (const item of res.body.items) {
        expect(item.expand?.Guest).toBeUndefined();
        // A submission keeps the name and e-mail the guest had when submitting (raw.guest, and guest_name and
        // guest_email), which the room's members see in its results; nothing else of the guest comes through.
        if (item.raw) delete item.raw.guest;
        delete item.guest_name;
        delete item.guest_email;
      }
      expect(JSON.stringify(res.body)).not.toContain('student@school.test');
    }
  });

  /** A filter or sort through a locked relation must not tell a matching value from a non-matching one. */
  async function noOracle(actor: Actor, collection: string, matching: string, notMatching: string) {
    const a = await get(
      `/api/collections/${collection}/records?filter=${encodeURIComponent(matching)}`,
      actor,
    );
    const b = await get(
      `/api/collections/${collection}/records?filter=${encodeURIComponent(notMatching)}`,
      actor,
    );
    expect(a.status).toBe(b.status);
    expect(a.status === 200 ? a.body.totalItems : 0).toBe(b.status === 200 ? b.body.totalItems : 0);
    expect(a.status === 200 ? a.body.totalItems : 0).toBe(0);
  }

  it.each(['member', 'nonMember', 'anonymous'] as Actor[])(
    'gives %s no key oracle through filter or sort',
    async (actor) => {
      const path = 'Exams.Sections.SectionQuestions.Questions.Keys.value';
      await noOracle(actor, 'rooms', `${path} ~ "colour"`, `${path} ~ "zzzz-nothing"`);
      await noOracle(actor, 'rooms', `${path} ?= "colour"`, `${path} ?= "zzzz-nothing"`);
      await noOracle(actor, 'submissions', `Room.${path} ~ "colour"`, `Room.${path} ~ "zzzz-nothing"`);
      await noOracle(actor, 'keys', 'value ~ "colour"', 'value ~ "zzzz-nothing"');
      const sorted = await get(`/api/collections/rooms/records?sort=${path}`, actor);
      expect(sorted.status === 200 && actor !== 'member' ? sorted.body.items : []).toEqual([]);
      if (sorted.status === 200)
        for (const key of KEY_TEXTS) expect(JSON.stringify(sorted.body)).not.toContain(key);
    },
  );

  it.each(['member', 'nonMember'] as Actor[])('gives %s no guest oracle through filter', async (actor) => {
    await noOracle(actor, 'submissions', 'Guest.email ~ "student@"', 'Guest.email ~ "zzzz-nothing"');
    await noOracle(actor, 'pending_submissions', 'Guest.name ~ "Guest"', 'Guest.name ~ "zzzz-nothing"');
    await noOracle(actor, 'submissions', `Guest.uuid = "${guestA.uuid}"`, 'Guest.uuid = "zzzz"');
  });

  it('gives a member no oracle on other users’ e-mails through the Users relation', async () => {
    await pb.request(`/api/room/share/${room.id}`, {
      method: 'POST',
      body: { email: NON_MEMBER },
      token: member.token,
    });
    try {
      const a = await get(
        `/api/collections/rooms/records?filter=${encodeURIComponent(`Users.email ?= "${NON_MEMBER}"`)}`,
        'member',
      );
      const b = await get(
        `/api/collections/rooms/records?filter=${encodeURIComponent('Users.email ?= "zzzz@x.test"')}`,
        'member',
      );
      expect(a.status).toBe(b.status);
      expect(a.status === 200 ? a.body.totalItems : 0).toBe(b.status === 200 ? b.body.totalItems : 0);
    } finally {
      await pb.request(`/api/collections/rooms/records/${room.id}`, {
        method: 'PATCH',
        token: pb.superuserToken,
        body: { 'Users-': nonMember.id },
      });
    }
  });

  it('refuses writes to content, guests, drafts and submissions for everyone but superusers', async () => {
    for (const actor of ['anonymous', 'guestA', 'member', 'nonMember'] as Actor[]) {
      for (const [collection, body] of [
        ['keys', { value: 'x' }],
        ['guests', { uuid: crypto.randomUUID() }],
        ['submissions', { Guest: guestB.id, Room: room.id, score: 40 }],
        ['pending_submissions', { Guest: guestA.id, Room: room.id }],
        ['rooms', { name: 'x', slug: `x-${actor.toLowerCase()}` }],
      ] as const) {
        const res = await pb.request(`/api/collections/${collection}/records`, {
          method: 'POST',
          body,
          ...as(actor),
        });
        expect([400, 403], `${actor} ${collection}`).toContain(res.status);
      }
      const update = await pb.request(`/api/collections/rooms/records/${room.id}`, {
        method: 'PATCH',
        body: { name: 'hijacked' },
        ...as(actor),
      });
      expect([403, 404], actor).toContain(update.status);
      const del = await pb.request(`/api/collections/submissions/records/${ids.submissions}`, {
        method: 'DELETE',
        ...as(actor),
      });
      expect([403, 404], actor).toContain(del.status);
    }
    expect((await get(`/api/collections/rooms/records/${room.id}`, 'superuser')).body.name).toBe(
      'Scoring access-room',
    );
  });
});
