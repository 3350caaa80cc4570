// The guest routes against a real PocketBase (docs/architecture.md, "HTTP routes"): guest record, guest-search, drafts and
// submissions — happy paths, each refusal, server-side scoring end to end, and bounded bodies.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestRoom } from '../../src/lib/api-types';
import {
  guestSearch,
  importScoringRoom,
  makeGuest,
  questionIds,
  saveDraft,
  slotsOf,
  submit,
  type TestGuest,
} from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let room: { id: string; slug: string };
let otherRoom: { id: string; slug: string };
let qids: string[];

beforeAll(async () => {
  pb = await startTestPocketBase();
  room = importScoringRoom(pb, 'guest-room');
  otherRoom = importScoringRoom(pb, 'other-room');
  qids = await questionIds(pb, room.slug);
});
afterAll(async () => {
  await pb?.stop();
});

const answersBody = (answers: { questionId: string; value: string }[], roomId = room.id) => ({
  Room: roomId,
  raw: { answers },
});
const superuserList = async (collection: string, filter: string) =>
  (
    await pb.request(`/api/collections/${collection}/records?filter=${encodeURIComponent(filter)}`, {
      token: pb.superuserToken,
    })
  ).body.items as any[];

describe('POST /api/exam/guest', () => {
  it('makes a guest for a new uuid and answers the same guest again', async () => {
    const uuid = crypto.randomUUID();
    const first = await pb.request('/api/exam/guest', { method: 'POST', body: { uuid } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.any(String), uuid, name: '', email: '', finishedGate: false });
    const again = await pb.request('/api/exam/guest', { method: 'POST', body: { uuid: uuid.toUpperCase() } });
    expect(again.body.id).toBe(first.body.id);
  });

  it('makes one guest when the same uuid arrives twice at once', async () => {
    const uuid = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pb.request('/api/exam/guest', { method: 'POST', body: { uuid } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it.each([
    [{}, 'validation_required'],
    [{ uuid: 'nope' }, 'validation_invalid_uuid'],
    [{ uuid: 123 }, 'validation_invalid_uuid'],
    [{ uuid: '0f8fad5b-d9cb-469f-a165-70867728950e" || uuid != "' }, 'validation_invalid_uuid'],
  ])('refuses %j with 400 naming uuid', async (body, code) => {
    const res = await pb.request('/api/exam/guest', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.data.uuid.code).toBe(code);
  });

  it.each(['{"uuid":', '[]', '"x"', 'null'])('refuses the body %j with 400', async (rawBody) => {
    const res = await pb.request('/api/exam/guest', { method: 'POST', rawBody });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: expect.any(String), data: expect.any(Object) });
  });
});

describe('PATCH /api/exam/guest', () => {
  it('finishes the gate with a name and an e-mail', async () => {
    const guest = await makeGuest(pb, false);
    const res = await pb.request('/api/exam/guest', {
      method: 'PATCH',
      body: { uuid: guest.uuid, name: '  Ann Lee ', email: 'ann@school.test' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: guest.id,
      uuid: guest.uuid,
      name: 'Ann Lee',
      email: 'ann@school.test',
      finishedGate: true,
    });
  });

  it.each([
    [{ name: 'Al', email: 'a@b.co' }, ['name']],
    [{ name: 'x'.repeat(101), email: 'a@b.co' }, ['name']],
    [{ name: 'Ann', email: 'not-an-email' }, ['email']],
    [{ name: 'Ann', email: `${'a'.repeat(250)}@b.co` }, ['email']],
    [{ name: '\u200b\u200b\u200b', email: 'a@b.co' }, ['name']],
    [{ name: '\u0007\u0008\u0009x'.slice(0, 3), email: 'a@b.co' }, ['name']],
    [{ name: 'Ann', email: 'x@y.co<script>' }, ['email']],
    [{}, ['email', 'name']],
    [{ name: 5, email: false }, ['email', 'name']],
  ])('refuses %j with 400 naming %j', async (fields, names) => {
    const guest = await makeGuest(pb, false);
    const res = await pb.request('/api/exam/guest', {
      method: 'PATCH',
      body: { uuid: guest.uuid, ...fields },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data).sort()).toEqual(names);
  });

  it('takes names in any script (the server reads Unicode letter classes as the browser does)', async () => {
    for (const name of ['Zoë Ångström', '李小龍', 'Иван 2']) {
      const guest = await makeGuest(pb, false);
      const res = await pb.request('/api/exam/guest', {
        method: 'PATCH',
        body: { uuid: guest.uuid, name, email: 'intl@school.test' },
      });
      expect(res.status, name).toBe(200);
      expect(res.body.name).toBe(name);
    }
  });

  it('refuses a bad uuid with 400 and an unknown one with 404', async () => {
    const bad = await pb.request('/api/exam/guest', {
      method: 'PATCH',
      body: { uuid: 'x', name: 'Ann', email: 'a@b.co' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.uuid).toBeDefined();
    const unknown = await pb.request('/api/exam/guest', {
      method: 'PATCH',
      body: { uuid: crypto.randomUUID(), name: 'Ann', email: 'a@b.co' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/room/guest-search', () => {
  it('answers the active sheet in order, with media URLs and the total of bound slots', async () => {
    const res = await guestSearch(pb, room.slug);
    expect(res.status).toBe(200);
    const sheet: GuestRoom = res.body.room;
    expect(sheet).toMatchObject({ id: room.id, slug: room.slug, name: 'Scoring guest-room', total: 9 });
    expect(sheet.exams.map((e) => e.name)).toEqual(['Listening', 'Reading']);
    expect(sheet.exams[0]!.sections.map((s) => s.name)).toEqual(['Part 1', 'Part 2']);
    const slots = slotsOf(sheet);
    expect(slots.map((s) => s.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 1, 2]);
    expect(slots[5]).toEqual({ num: 6, questionId: null, prompt: null, options: null });
    expect(res.body.pendingSubmission).toBeNull();
    expect(res.body.submission).toBeNull();

    const section = sheet.exams[0]!.sections[0]!;
    expect(section.media).toEqual([
      expect.stringMatching(`^/api/files/sections/${section.id}/part1_\\w+\\.png$`),
    ]);
    expect(section.groups[0]!.media[0]).toMatch(
      new RegExp(`^/api/files/section_questions/${section.groups[0]!.id}/part1_\\w+\\.png$`),
    );
    const image = await fetch(`${pb.url}${section.media[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('sends no answer key anywhere', async () => {
    const guest = await makeGuest(pb);
    await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'x' }]));
    const text = JSON.stringify((await guestSearch(pb, room.slug, guest)).body);
    for (const key of ['colour', 'three', 'library', 'café', 'Tuesday', 'NOT GIVEN', 'TRUE', '7 (pm)']) {
      expect(text).not.toContain(key);
    }
    expect(text).not.toMatch(/"keys"|"Keys"|"value":"(?!x)/);
  });

  it('answers 404 for an unknown slug, including filter-injection attempts', async () => {
    for (const slug of ['no-such-room', 'guest-room" || slug != "', "guest-room' || slug != '", '%', '*']) {
      const res = await guestSearch(pb, slug);
      expect(res.status, slug).toBe(404);
      expect(res.body).toMatchObject({ status: 404, message: 'Room not found.' });
    }
  });

  it.each([[{}], [{ slug: 5 }], [{ slug: ['guest-room'] }], [{ slug: '' }]])(
    'refuses %j with 400',
    async (body) => {
      const res = await pb.request('/api/room/guest-search', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.data.slug).toBeDefined();
    },
  );

  it('answers the caller’s own draft and submission only', async () => {
    const a = await makeGuest(pb);
    const b = await makeGuest(pb);
    expect((await saveDraft(pb, a, answersBody([{ questionId: qids[0]!, value: 'mine' }]))).status).toBe(200);
    const ofA = await guestSearch(pb, room.slug, a);
    expect(ofA.body.pendingSubmission).toEqual({
      answers: [{ questionId: qids[0], value: 'mine' }],
      flags: [],
      updated: expect.any(String),
    });
    for (const other of [b, undefined, { id: '', uuid: 'garbage', headers: { 'guest-uuid': 'garbage' } }]) {
      const res = await guestSearch(pb, room.slug, other as TestGuest | undefined);
      expect(res.status).toBe(200);
      expect(res.body.pendingSubmission).toBeNull();
      expect(res.body.submission).toBeNull();
    }
    // A's draft is for this room only.
    expect((await guestSearch(pb, otherRoom.slug, a)).body.pendingSubmission).toBeNull();

    const done = await submit(pb, a, answersBody([{ questionId: qids[1]!, value: 'three' }]));
    expect(done.status).toBe(200);
    const after = await guestSearch(pb, room.slug, a);
    expect(after.body.pendingSubmission).toBeNull();
    expect(after.body.submission).toEqual({
      id: done.body.id,
      created: done.body.created,
      answers: [{ questionId: qids[1], value: 'three' }],
      result: null,
    });
    expect((await guestSearch(pb, room.slug, b)).body.submission).toBeNull();
  });

  it('follows the room config: disabled parts left out, sections reordered', async () => {
    const r = importScoringRoom(pb, 'configured-room');
    const admin = await pb.request(
      `/api/collections/rooms/records/${r.id}?expand=Exams.Sections.SectionQuestions`,
      {
        token: pb.superuserToken,
      },
    );
    const [listening, reading] = admin.body.expand.Exams;
    const [part1, part2] = listening.expand.Sections;
    const config = {
      [listening.id]: {
        order_exam_sections: [part2.id, part1.id],
        disabled_section_questions: [part1.expand.SectionQuestions[1].id],
      },
      [reading.id]: { disabled_exam_sections: reading.Sections },
    };
    await pb.request(`/api/collections/rooms/records/${r.id}`, {
      method: 'PATCH',
      token: pb.superuserToken,
      body: { config },
    });
    const sheet = (await guestSearch(pb, r.slug)).body.room;
    expect(sheet.exams[0]!.sections.map((s) => s.name)).toEqual(['Part 2', 'Part 1']);
    expect(sheet.exams[0]!.sections[1]!.groups.map((g) => g.from_question)).toEqual([1]);
    expect(sheet.exams[1]!.sections).toEqual([]);
    expect(sheet.total).toBe(2 + 4);
  });

  it('keeps a student’s answers when the teacher switches their part off mid-test, and scores the sheet', async () => {
    const r = importScoringRoom(pb, 'changed-mid-test');
    const ids = await questionIds(pb, r.slug);
    const [willGo, stays] = [ids[0]!, ids[ids.length - 2]!]; // Listening 1 (colour) and Reading 1 (TRUE)
    const guest = await makeGuest(pb);
    const body = answersBody(
      [
        { questionId: willGo, value: 'colour' },
        { questionId: stays, value: 'true' },
      ],
      r.id,
    );
    expect((await saveDraft(pb, guest, body)).status).toBe(200);
    expect((await submit(pb, await makeGuest(pb), body)).body).toEqual({
      id: expect.any(String),
      created: expect.any(String),
      result: null,
    });

    // The teacher switches off the Listening section holding question 1 while the student writes.
    const admin = await pb.request(`/api/collections/rooms/records/${r.id}?expand=Exams`, {
      token: pb.superuserToken,
    });
    const listening = admin.body.expand.Exams[0];
    const config = { [listening.id]: { disabled_exam_sections: [listening.Sections[0]] } };
    const patched = await pb.request(`/api/collections/rooms/records/${r.id}`, {
      method: 'PATCH',
      token: pb.superuserToken,
      body: { config },
    });
    expect(patched.status).toBe(200);
    expect(slotsOf((await guestSearch(pb, r.slug)).body.room).map((s) => s.questionId)).not.toContain(willGo);

    // The next autosave and the submission still go through, with both answers kept; only the sheet scores.
    expect((await saveDraft(pb, guest, body)).status).toBe(200);
    const res = await submit(pb, guest, body);
    expect(res.status).toBe(200);
    const stored = (await superuserList('submissions', `id = "${res.body.id}"`))[0];
    expect(stored.raw.answers).toEqual(body.raw.answers);
    expect(stored.raw.all.map((e: any) => e.questionId)).not.toContain(willGo);
    expect(stored.score).toBe(1);
  });

  it('still refuses answers for questions that are not in the room’s exams at all', async () => {
    const foreign = (await questionIds(pb, otherRoom.slug))[0]!;
    const res = await saveDraft(pb, await makeGuest(pb), answersBody([{ questionId: foreign, value: 'x' }]));
    expect(res.status).toBe(400);
    expect(res.body.data['raw.answers.0.questionId'].code).toBe('validation_unknown_question');
  });

  it('sees changes to a room’s content made through the records API (no stale cache)', async () => {
    const r = importScoringRoom(pb, 'changing-room');
    const before = (await guestSearch(pb, r.slug)).body.room;
    expect(before.total).toBe(9);
    const group = before.exams[0]!.sections[0]!.groups[1]!; // 5–6, slot 6 unbound
    const question = await pb.createRecord('questions', { num: 6 });
    await pb.request(`/api/collections/section_questions/records/${group.id}`, {
      method: 'PATCH',
      token: pb.superuserToken,
      body: { 'Questions+': question.id },
    });
    const after = (await guestSearch(pb, r.slug)).body.room;
    expect(after.total).toBe(10);
    expect(after.exams[0]!.sections[0]!.groups[1]!.slots[1]).toEqual({
      num: 6,
      questionId: question.id,
      prompt: null,
      options: null,
    });
  });
});

describe('POST /api/exam/pending-submission', () => {
  let guest: TestGuest;
  // A guest of its own per test: a guest's drafts beyond two a second are refused (centre-rate-limit.test.ts).
  beforeEach(async () => {
    guest = await makeGuest(pb);
  });

  it('makes the draft, then updates the same one', async () => {
    const first = await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'col' }]));
    expect(first.status).toBe(200);
    // With the same timing as guest-search's (docs/architecture.md, "Exam day").
    expect(first.body).toEqual({
      id: expect.any(String),
      updated: expect.any(String),
      timing: { limit: 0, started: null, deadline: null, now: expect.any(String), paused_at: null },
    });
    const answers = [
      { questionId: qids[0]!, value: 'colour' },
      { questionId: qids[1]!, value: '' },
    ];
    const second = await saveDraft(pb, guest, answersBody(answers));
    expect(second.body.id).toBe(first.body.id);
    expect((await guestSearch(pb, room.slug, guest)).body.pendingSubmission?.answers).toEqual(answers);
    const drafts = await superuserList('pending_submissions', `Guest = "${guest.id}"`);
    expect(drafts).toHaveLength(1);
    expect(drafts[0].raw).toEqual({ answers, flags: [] });
  });

  it('gives back tricky values exactly as saved', async () => {
    const values = [
      'a],"b',
      'say "hi" \\ back',
      '</script><b>',
      'café 😀',
      '  spaced  ',
      '{"answers":[]}',
      '',
    ];
    const answers = values.map((value, i) => ({ questionId: qids[i]!, value }));
    expect((await saveDraft(pb, guest, answersBody(answers))).status).toBe(200);
    const res = await guestSearch(pb, room.slug, guest);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.pendingSubmission?.answers).toEqual(answers);
    const plain = [{ questionId: qids[0]!, value: 'plain' }];
    await saveDraft(pb, guest, answersBody(plain));
    expect((await guestSearch(pb, room.slug, guest)).body.pendingSubmission?.answers).toEqual(plain);
  });

  it('accepts an answer of 50 characters and refuses 51', async () => {
    const ok = await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'x'.repeat(50) }]));
    expect(ok.status).toBe(200);
    const long = await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'x'.repeat(51) }]));
    expect(long.status).toBe(400);
    expect(long.body.data['raw.answers.0.value'].code).toBe('validation_length_out_of_range');
  });

  it.each([
    ['no Room', { raw: { answers: [] } }, 'Room'],
    ['no raw', { Room: 'ROOM' }, 'raw'],
    ['answers not a list', { Room: 'ROOM', raw: { answers: {} } }, 'raw.answers'],
    ['an answer not an object', { Room: 'ROOM', raw: { answers: [null] } }, 'raw.answers.0'],
    [
      'a value not a string',
      { Room: 'ROOM', raw: { answers: [{ questionId: 'Q0', value: 1 }] } },
      'raw.answers.0.value',
    ],
    [
      'two answers to one question',
      {
        Room: 'ROOM',
        raw: {
          answers: [
            { questionId: 'Q0', value: 'a' },
            { questionId: 'Q0', value: 'b' },
          ],
        },
      },
      'raw.answers.1.questionId',
    ],
    [
      'a question of another room',
      { Room: 'ROOM', raw: { answers: [{ questionId: 'OTHER', value: 'a' }] } },
      'raw.answers.0.questionId',
    ],
    [
      'an unknown question',
      { Room: 'ROOM', raw: { answers: [{ questionId: 'x" || 1=1 || "', value: 'a' }] } },
      'raw.answers.0.questionId',
    ],
  ])('refuses %s with 400', async (_name, template, field) => {
    const otherQuestion = (await questionIds(pb, otherRoom.slug))[0]!;
    const body = JSON.parse(
      JSON.stringify(template)
        .replaceAll('ROOM', room.id)
        .replaceAll('Q0', qids[0]!)
        .replaceAll('OTHER', otherQuestion),
    );
    const res = await saveDraft(pb, guest, body);
    expect(res.status).toBe(400);
    expect(res.body.data[field]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      rawBody: '{"Room": "x", raw: }',
      headers: guest.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers 404 for an unknown room, including filter-injection ids', async () => {
    for (const id of ['nosuchroom00000', `${room.id}" || id != "`, "' OR 1=1 --"]) {
      const res = await saveDraft(pb, guest, answersBody([], id));
      expect(res.status, id).toBe(404);
    }
  });

  it('answers 401 without a known guest-uuid and 403 before the gate is finished', async () => {
    expect((await saveDraft(pb, undefined, answersBody([]))).status).toBe(401);
    for (const uuid of ['garbage', crypto.randomUUID(), `${guest.uuid}" || uuid != "`]) {
      const res = await pb.request('/api/exam/pending-submission', {
        method: 'POST',
        body: answersBody([]),
        headers: { 'guest-uuid': uuid },
      });
      expect(res.status, uuid).toBe(401);
    }
    const unfinished = await makeGuest(pb, false);
    const res = await saveDraft(pb, unfinished, answersBody([]));
    expect(res.status).toBe(403);
  });

  it('says who is refused before what is wrong: 401 and 403 come before 400 and 404', async () => {
    const unknown = { 'guest-uuid': crypto.randomUUID() };
    for (const path of ['/api/exam/pending-submission', '/api/exam/submission']) {
      const badBody = await pb.request(path, { method: 'POST', rawBody: '{"Room": ', headers: unknown });
      expect(badBody.status, path).toBe(401);
      const unfinished = await makeGuest(pb, false);
      expect(
        (
          await pb.request(path, {
            method: 'POST',
            body: answersBody([], 'nosuchroom00000'),
            headers: unfinished.headers,
          })
        ).status,
        path,
      ).toBe(403);
    }
  });

  it('answers a stranger 401 before reading the body; a known guest’s deep or huge-number body is a 400', async () => {
    // 250 KB of brackets: a body JSON.parse would build level by level (gigabytes for 32 of them).
    const deep = '{"Room":' + '['.repeat(250_000);
    const stranger = { 'guest-uuid': crypto.randomUUID() };
    const guestPaths = [
      '/api/exam/pending-submission',
      '/api/exam/submission',
      '/api/exam/start',
      '/api/exam/finish',
      '/api/exam/timing',
      '/api/room/guest-search',
    ];
    for (const path of guestPaths) {
      const body = path.endsWith('submission') ? deep : deep.slice(0, 60_000);
      const res = await pb.request(path, { method: 'POST', rawBody: body, headers: stranger });
      expect(res.status, path).toBe(401);
    }
    const tooDeep = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      rawBody: deep,
      headers: guest.headers,
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toBe('The request body nests deeper than 32 levels.');
    const search = await pb.request('/api/room/guest-search', {
      method: 'POST',
      rawBody: `{"slug":"${room.slug}","x":${'['.repeat(40)}${']'.repeat(40)}}`,
      headers: guest.headers,
    });
    expect(search.status).toBe(400);
    // A number beyond a double: a 400 naming its field, whichever reader takes the body.
    const huge = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      rawBody: `{"Room":"${room.id}","raw":{"answers":[]},"score":1e400}`,
      headers: guest.headers,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.data.score.code).toBe('validation_number_too_large');
  });

  it('refuses drafts and submissions for a room deleted after its sheet was cached', async () => {
    const doomed = importScoringRoom(pb, 'doomed-room');
    const guest = await makeGuest(pb);
    expect((await guestSearch(pb, doomed.slug, guest)).status).toBe(200);
    const removed = await pb.request(`/api/collections/rooms/records/${doomed.id}`, {
      method: 'DELETE',
      token: pb.superuserToken,
    });
    expect(removed.status).toBe(204);
    expect((await saveDraft(pb, guest, answersBody([], doomed.id))).status).toBe(404);
    expect((await submit(pb, guest, answersBody([], doomed.id))).status).toBe(404);
    expect(await superuserList('pending_submissions', `Room = "${doomed.id}"`)).toEqual([]);
  });
});

describe('POST /api/exam/submission', () => {
  it('scores on the server, ignoring any score sent, stores raw and removes the draft', async () => {
    const guest = await makeGuest(pb);
    await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'draft' }]));
    // Sheet order: L1 colour/color, L2 3/three, L3 (the) library, L4 café, L5 B, L7 7 (pm), L8 Tuesday,
    // R1 TRUE, R2 NOT GIVEN.
    const values = ['  COLOR ', 'three', 'library', 'cafe\u0301', '', '7', 'wednesday', 'True', 'not  given'];
    const answers = qids.map((questionId, i) => ({ questionId, value: values[i]! }));
    const res = await submit(pb, guest, { ...answersBody(answers), score: 999, Guest: 'someone-else' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), created: expect.any(String), result: null });

    const stored = (await superuserList('submissions', `id = "${res.body.id}"`))[0];
    expect(stored.Guest).toBe(guest.id);
    expect(stored.Room).toBe(room.id);
    expect(stored.score).toBe(7);
    expect(stored.raw.answers).toEqual(answers);
    expect(stored.raw.guest).toEqual({
      name: `Student ${guest.uuid.slice(0, 8)}`,
      email: 'student@school.test',
    });
    // Per exam beside the score (Listening 5 of 7, Reading 2 of 2), and the draft's start kept.
    expect(Object.values(stored.exams)).toHaveLength(2);
    expect(Object.values(stored.exams)).toEqual(
      expect.arrayContaining([
        { score: 5, total: 7 },
        { score: 2, total: 2 },
      ]),
    );
    expect(stored.started).toMatch(/^\d{4}-/);
    expect(stored.raw.all.map((e: any) => [e.num, e.correct])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
      [7, true],
      [8, false],
      [1, true],
      [2, true],
    ]);
    expect(stored.raw.all[0]).toEqual({
      num: 1,
      questionId: qids[0],
      answer: '  COLOR ',
      keys: ['colour', 'color'],
      correct: true,
    });
    expect(stored.raw.all[5]).toEqual({ num: 6, questionId: null, answer: '', keys: [], correct: false });
    expect(stored.raw.correct).toEqual(stored.raw.all.filter((e: any) => e.correct));
    expect(await superuserList('pending_submissions', `Guest = "${guest.id}"`)).toEqual([]);
  });

  it('keeps the flags sent with it in raw.flags, unscored; without flags raw has none', async () => {
    const answers = [{ questionId: qids[0]!, value: 'colour' }];
    const flagged = await submit(pb, await makeGuest(pb), {
      Room: room.id,
      raw: { answers, flags: [qids[2]!, qids[0]!] },
    });
    expect(flagged.status).toBe(200);
    const stored = (await superuserList('submissions', `id = "${flagged.body.id}"`))[0];
    expect(stored.raw.flags).toEqual([qids[2], qids[0]]);
    expect(stored.score).toBe(1);

    const plain = await submit(pb, await makeGuest(pb), { Room: room.id, raw: { answers, flags: [] } });
    const storedPlain = (await superuserList('submissions', `id = "${plain.body.id}"`))[0];
    expect(storedPlain.raw).not.toHaveProperty('flags');
    expect(storedPlain.score).toBe(1);
  });

  it.each([
    ['not a list', () => 'q1', 'raw.flags'],
    ['a question flagged twice', () => [qids[1]!, qids[1]!], 'raw.flags.1'],
    ['not a question of the room', () => [qids[1]!, 'nope'], 'raw.flags.1'],
    ['not a question id', () => [5], 'raw.flags.0'],
  ])('refuses flags that are %s with 400 naming %s, and stores nothing', async (_, flags, path) => {
    const guest = await makeGuest(pb);
    const res = await submit(pb, guest, { Room: room.id, raw: { answers: [], flags: flags() } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data)).toEqual([path]);
    expect(await superuserList('submissions', `Guest = "${guest.id}"`)).toEqual([]);
  });

  it('accepts an empty sheet (everything blank scores 0)', async () => {
    const guest = await makeGuest(pb);
    const res = await submit(pb, guest, answersBody([]));
    expect(res.status).toBe(200);
    expect((await superuserList('submissions', `id = "${res.body.id}"`))[0].score).toBe(0);
  });

  it('refuses a second submission with 409 and the first one’s id, and then refuses drafts too', async () => {
    const guest = await makeGuest(pb);
    const first = await submit(pb, guest, answersBody([{ questionId: qids[0]!, value: 'color' }]));
    const second = await submit(pb, guest, answersBody([{ questionId: qids[0]!, value: 'colour' }]));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      status: 409,
      message: expect.any(String),
      id: first.body.id,
      data: { submission: { code: 'already_submitted' } },
    });
    const draft = await saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'x' }]));
    expect(draft.status).toBe(409);
    expect(draft.body.id).toBe(first.body.id);
    // The same guest may still submit to another room.
    expect((await submit(pb, guest, answersBody([], otherRoom.id))).status).toBe(200);
  });

  it('keeps one submission when several arrive at once', async () => {
    const guest = await makeGuest(pb);
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(pb, guest, answersBody([]))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.id;
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.id).toBe(winner);
    expect(await superuserList('submissions', `Guest = "${guest.id}"`)).toHaveLength(1);
  });

  // Submissions that arrive together are committed together (server/internal/groupwrite/group_commit.go): each keeps its own
  // answers, score and outcome, and a refused one does not take the others with it.
  it("stores a class's submissions sent at once, each its own, beside the refused ones", async () => {
    const values = ['colour', 'three', 'library', 'café', '', '7', 'wednesday', 'TRUE', 'NOT GIVEN'];
    const right = [1, 1, 1, 1, 0, 1, 0, 1, 1];
    const students = await Promise.all(Array.from({ length: 24 }, () => makeGuest(pb)));
    await Promise.all(
      students.map((guest) => saveDraft(pb, guest, answersBody([{ questionId: qids[0]!, value: 'draft' }]))),
    );
    const given = (i: number) =>
      qids.slice(0, i % 10).map((questionId, q) => ({ questionId, value: values[q]! }));
    const twice = students.slice(0, 4);
    const ungated = await makeGuest(pb, false);
    const sent = await Promise.all([
      ...students.map((guest, i) => submit(pb, guest, answersBody(given(i)))),
      ...twice.map((guest) => submit(pb, guest, answersBody(given(0)))),
      submit(pb, ungated, answersBody(given(9))),
    ]);
    expect(sent.at(-1)!.status).toBe(403);
    for (const [i, guest] of students.entries()) {
      const mine = [sent[i]!, ...(i < twice.length ? [sent[students.length + i]!] : [])];
      const taken = mine.filter((r) => r.status === 200);
      expect(taken).toHaveLength(1);
      for (const r of mine.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.id).toBe(taken[0]!.body.id);
      }
      const [stored] = await superuserList('submissions', `Guest = "${guest.id}"`);
      expect(stored.id).toBe(taken[0]!.body.id);
      const answers = stored.raw.answers as { questionId: string }[];
      const expected = sent[i]!.status === 200 ? i % 10 : 0;
      expect(answers).toHaveLength(expected);
      expect(stored.score).toBe(right.slice(0, expected).reduce((a, b) => a + b, 0));
      expect(await superuserList('pending_submissions', `Guest = "${guest.id}"`)).toEqual([]);
    }
    expect(await superuserList('submissions', `Guest = "${ungated.id}"`)).toEqual([]);
  });

  it('refuses like the draft route: 401, 403, 400, 404', async () => {
    expect((await submit(pb, undefined, answersBody([]))).status).toBe(401);
    expect((await submit(pb, await makeGuest(pb, false), answersBody([]))).status).toBe(403);
    const guest = await makeGuest(pb);
    const tooLong = await submit(pb, guest, answersBody([{ questionId: qids[0]!, value: 'y'.repeat(51) }]));
    expect(tooLong.status).toBe(400);
    expect((await submit(pb, guest, { raw: { answers: [] } })).body.data.Room).toBeDefined();
    expect((await submit(pb, guest, answersBody([], 'x" || "1"="1'))).status).toBe(404);
    expect(await superuserList('submissions', `Guest = "${guest.id}"`)).toEqual([]);
  });
});

describe('request bodies', () => {
  it('refuses a draft body over 256 KB with 413 (the answers routes take essays)', async () => {
    const guest = await makeGuest(pb);
    const big = JSON.stringify(answersBody([{ questionId: qids[0]!, value: 'a' }])).replace(
      '}',
      `,"pad":"${'x'.repeat(270_000)}"}`,
    );
    // Refused before it is read: the connection is not used again (the rest of the body is not drained).
    const res = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      rawBody: big,
      headers: { ...guest.headers, connection: 'close' },
    });
    expect(res.status).toBe(413);
  });

  it('refuses a streamed (chunked) body over 64 KB too', async () => {
    const chunk = new TextEncoder().encode(`{"slug":"${'x'.repeat(70_000)}"}`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(`${pb.url}/api/room/guest-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('takes a body just under the limit', async () => {
    const res = await pb.request('/api/room/guest-search', {
      method: 'POST',
      rawBody: JSON.stringify({ slug: room.slug, pad: 'x'.repeat(60_000) }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the request log', () => {
  it('keeps refused room loads, drafts and submissions, not the ones answered', async () => {
    const guest = await makeGuest(pb);
    const answer = [{ questionId: qids[0]!, value: 'logged?' }];
    const load = (slug: string, mark: string) =>
      pb.request(`/api/room/guest-search?${mark}=${guest.uuid}`, {
        method: 'POST',
        body: { slug },
        headers: { 'guest-uuid': guest.uuid },
      });
    expect((await load(room.slug, 'load')).status).toBe(200);
    expect((await saveDraft(pb, guest, answersBody(answer))).status).toBe(200);
    expect((await saveDraft(pb, guest, answersBody([{ questionId: 'nope', value: 'x' }]))).status).toBe(400);
    expect((await submit(pb, guest, answersBody([{ questionId: 'nope', value: 'x' }]))).status).toBe(400);
    expect((await submit(pb, guest, answersBody(answer))).status).toBe(200);
    // A refused room load after them, marked, is logged; the log is written in batches, every few seconds.
    expect((await load('no-such-room', 'after')).status).toBe(404);
    const marker = `/api/room/guest-search?after=${guest.uuid}`;
    // Newest first: this file's other tests leave many refusals in the log.
    const logged = async () =>
      (
        await pb.request(
          `/api/logs?perPage=200&sort=-created&filter=${encodeURIComponent(`data.url ~ '/api/' && data.method != 'GET'`)}`,
          { token: pb.superuserToken },
        )
      ).body.items as { data: { url: string; status: number } }[];
    const seen = await vi.waitFor(
      async () => {
        const items = await logged();
        if (!items.some((i) => i.data.url === marker)) throw new Error('not written yet');
        return items.map((i) => `${i.data.status} ${i.data.url}`);
      },
      { timeout: 15_000, interval: 500 },
    );
    expect(seen).toContain(`404 ${marker}`);
    expect(seen).not.toContain(`200 /api/room/guest-search?load=${guest.uuid}`);
    expect(seen).toContain('400 /api/exam/pending-submission');
    expect(seen).toContain('400 /api/exam/submission');
    expect(seen).not.toContain('200 /api/exam/pending-submission');
    expect(seen).not.toContain('200 /api/exam/submission');
  });
});
