// Test conditions against a real PocketBase (see docs/architecture.md, "Test conditions"): the room
// settings from the importer and the room patch, seen by guests at once; the start and its deadline;
// writes taken within the grace and refused after it; closed rooms; flags; the expired-drafts command;
// collecting a room's drafts; and no key in any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { scoringRoom } from '../fixtures/app-rooms';
import { tinyPng, writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, questionIds, saveDraft, submit, type TestGuest } from '../support/app';
import { importBenchRoom, makeGuests } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { silentWav } from '../fixtures/media';

/** What guest-search adds for the test conditions (the contract's names). */
interface Conditions {
  room: {
    accepting: boolean;
    time_limit: number;
    audio: 'free' | 'once';
    exams: { sections: { id: string; audio: string | null }[] }[];
  };
  pendingSubmission: { answers: unknown[]; flags: string[]; updated: string } | null;
  timing: { limit: number; started: string | null; deadline: string | null; now: string };
}

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'conditions-member@answersheet.test';
const KEY_TEXTS = ['colour', 'three', 'library', 'café', 'Tuesday', 'NOT GIVEN'];
const STORED_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/;
const MINUTE = 60_000;

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
  stranger = await pb.createUser('conditions-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const stored = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const ms = (text: string) => Date.parse(text.replace(' ', 'T'));

/** Imports the scoring room with the member, and with these settings in the import document. */
async function room(slug: string, settings: Record<string, unknown> = {}) {
  const data = scoringRoom(slug, [MEMBER]);
  const { id } = importRoom(pb.dataDir, writeImportFile({ ...data, room: { ...data.room, ...settings } }));
  return { id, slug, ids: await questionIds(pb, slug) };
}

const conditions = async (slug: string, guest?: TestGuest) => {
  const res = await guestSearch(pb, slug, guest);
  expect(res.status).toBe(200);
  // No key anywhere but in what the guest typed.
  const served = JSON.stringify({ ...res.body, pendingSubmission: null, submission: null });
  for (const key of KEY_TEXTS) expect(served).not.toContain(key);
  return res.body as unknown as Conditions;
};
const start = (guest: TestGuest | undefined, roomId: string) =>
  pb.request('/api/exam/start', { method: 'POST', body: { Room: roomId }, headers: guest?.headers });
const patchRoom = (roomId: string, body: object, token = member.token) =>
  pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token });
const collect = (roomId: string, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  pb.request(`/api/room/collect/${roomId}`, { method: 'POST', ...opts });
const answers = (ids: string[], values: string[]) =>
  values.map((value, i) => ({ questionId: ids[i]!, value }));

async function superuserList(collection: string, filter: string) {
  const res = await pb.request(
    `/api/collections/${collection}/records?perPage=500&filter=${encodeURIComponent(filter)}`,
    { token: pb.superuserToken },
  );
  expect(res.status).toBe(200);
  return res.body.items as any[];
}
const draftOf = async (guest: TestGuest, roomId: string) =>
  (await superuserList('pending_submissions', `Guest = "${guest.id}" && Room = "${roomId}"`))[0];
const submissionOf = async (guest: TestGuest, roomId: string) =>
  (await superuserList('submissions', `Guest = "${guest.id}" && Room = "${roomId}"`))[0];

/** Sets the start of a guest's draft (the superuser, through the records API), `minutes` ago. */
async function startedAgo(guest: TestGuest, roomId: string, minutes: number) {
  const draft = await draftOf(guest, roomId);
  const started = stored(Date.now() - minutes * MINUTE);
  const res = await pb.request(`/api/collections/pending_submissions/records/${draft.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { started },
  });
  expect(res.status).toBe(200);
  expect(res.body.started).toBe(started);
  return started;
}

const REFUSALS = {
  room_closed: 'This room is closed.',
  time_up: 'Time is up: your answers were collected at the deadline.',
  not_started: 'Start the test before you submit: reload this page to start.',
};
const expectRefusal = (res: { status: number; body: any }, code: keyof typeof REFUSALS) => {
  const message = REFUSALS[code];
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toEqual({ status: 403, message, data: { Room: { code, message } } });
};

describe('room settings', () => {
  it('are open, untimed, audio free and results hidden for an imported room unless its document says', async () => {
    const plain = await room('conditions-plain');
    const seen = await conditions(plain.slug);
    expect(seen.room).toMatchObject({ accepting: true, time_limit: 0, audio: 'free' });
    expect(seen.room.exams.flatMap((e) => e.sections.map((s) => s.audio))).toEqual([null, null, null]);
    expect(seen.timing).toEqual({
      limit: 0,
      started: null,
      deadline: null,
      now: expect.stringMatching(STORED_TIME),
      paused_at: null,
    });
    const record = await pb.request(`/api/collections/rooms/records/${plain.id}`, {
      token: pb.superuserToken,
    });
    expect(record.body).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'hidden' });

    const set = await room('conditions-set', {
      accepting: false,
      time_limit: 45,
      audio: 'once',
      results: 'score',
    });
    expect((await conditions(set.slug)).room).toMatchObject({
      accepting: false,
      time_limit: 45,
      audio: 'once',
    });
    const setRecord = await pb.request(`/api/collections/rooms/records/${set.id}`, {
      token: pb.superuserToken,
    });
    expect(setRecord.body.results).toBe('score');
  });

  it('are the defaults for a room made through the records API without them, which takes answers', async () => {
    const made = await pb.createRecord('rooms', { name: 'Made elsewhere', slug: 'conditions-records-api' });
    expect(made).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'hidden' });
    const stored = await pb.request(`/api/collections/rooms/records/${made.id}`, {
      token: pb.superuserToken,
    });
    expect(stored.body).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'hidden' });
    expect((await conditions('conditions-records-api')).room).toMatchObject({
      accepting: true,
      time_limit: 0,
    });
    const guest = await makeGuest(pb);
    expect((await saveDraft(pb, guest, { Room: made.id, raw: { answers: [] } })).status).toBe(200);
    const sent = await submit(pb, guest, { Room: made.id, raw: { answers: [] } });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toBeNull(); // results hidden

    // The dashboard's untouched form sends every field, its switch off and its selects empty: it opens too.
    const dashboard = await pb.createRecord('rooms', {
      name: 'From the dashboard',
      slug: 'conditions-dashboard',
      accepting: false,
      time_limit: 0,
      audio: '',
      results: '',
    });
    expect(dashboard).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'hidden' });

    // Settings given are kept, whichever are given.
    const given = await pb.createRecord('rooms', {
      name: 'Set elsewhere',
      slug: 'conditions-records-api-set',
      accepting: false,
      time_limit: 30,
      audio: 'once',
      results: 'review',
    });
    expect(given).toMatchObject({ accepting: false, time_limit: 30, audio: 'once', results: 'review' });
    const partly = await pb.createRecord('rooms', {
      name: 'Partly',
      slug: 'conditions-partly',
      results: 'score',
    });
    expect(partly).toMatchObject({ accepting: true, time_limit: 0, audio: 'free', results: 'score' });
  });

  it('refuses an import document with bad settings, naming each', () => {
    const data = scoringRoom('conditions-bad', [MEMBER]);
    const file = writeImportFile({ ...data, room: { ...data.room, time_limit: 601, audio: 'loud' } });
    expect(() => importRoom(pb.dataDir, file)).toThrow(
      /room\.time_limit: at most 600 minutes[\s\S]*room\.audio/,
    );
  });

  it('are changed by the room patch, named on a bad value, and seen by guests at once', async () => {
    const r = await room('conditions-patch');
    await conditions(r.slug); // the sheet is cached now
    const bad = await patchRoom(r.id, { accepting: 'no', time_limit: 601, audio: 'twice' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['accepting', 'audio', 'time_limit']);
    expect((await patchRoom(r.id, { time_limit: 1.5 })).body.data.time_limit.code).toBe(
      'validation_invalid_type',
    );

    const ok = await patchRoom(r.id, { accepting: false, time_limit: 90, audio: 'once' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ accepting: false, time_limit: 90, audio: 'once' });
    const seen = await conditions(r.slug);
    expect(seen.room).toMatchObject({ accepting: false, time_limit: 90, audio: 'once' });
    expect(seen.timing.limit).toBe(90);
    expect((await patchRoom(r.id, { accepting: true, time_limit: 0 })).status).toBe(200);
    expect((await conditions(r.slug)).room).toMatchObject({ accepting: true, time_limit: 0, audio: 'once' });
  });

  it('gives a section its audio URL as soon as the audio is uploaded, and refuses what is not audio', async () => {
    const r = await room('conditions-audio');
    const sectionId = (await conditions(r.slug)).room.exams[0]!.sections[1]!.id;
    const upload = (blob: Blob, name: string) => {
      const form = new FormData();
      form.append('audio', blob, name);
      return pb.request(`/api/collections/sections/records/${sectionId}`, {
        method: 'PATCH',
        token: pb.superuserToken,
        rawBody: form,
      });
    };
    expect((await upload(new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'x.png')).status).toBe(
      400,
    );
    const saved = await upload(new Blob([silentWav(800)], { type: 'audio/wav' }), 'part 2.wav');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sections = (await conditions(r.slug)).room.exams[0]!.sections;
    expect(sections.map((s) => s.audio)).toEqual([
      null,
      `/api/files/sections/${sectionId}/${encodeURIComponent(saved.body.audio)}`,
    ]);
    const file = await fetch(`${pb.url}${sections[1]!.audio}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(silentWav(800).byteLength);
  });
});

describe('POST /api/exam/start', () => {
  it('records the first start, makes the draft, and answers it again later (untimed: no deadline)', async () => {
    const r = await room('start-untimed');
    const guest = await makeGuest(pb);
    const before = Date.now();
    const first = await start(guest, r.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ started: expect.stringMatching(STORED_TIME), deadline: null });
    expect(ms(first.body.started)).toBeGreaterThanOrEqual(before - 1000);
    const again = await start(guest, r.id);
    expect(again.body).toEqual(first.body);
    const seen = await conditions(r.slug, guest);
    expect(seen.pendingSubmission).toEqual({
      answers: [],
      flags: [],
      updated: expect.stringMatching(STORED_TIME),
    });
    expect(seen.timing).toEqual({
      limit: 0,
      started: first.body.started,
      deadline: null,
      now: expect.any(String),
      paused_at: null,
    });
  });

  it('is one start under two calls at once, with the deadline of the time limit', async () => {
    const r = await room('start-timed', { time_limit: 30 });
    for (let round = 0; round < 3; round++) {
      const guest = await makeGuest(pb);
      const both = await Promise.all([start(guest, r.id), start(guest, r.id)]);
      expect(both.map((a) => a.status)).toEqual([200, 200]);
      expect(both[1]!.body).toEqual(both[0]!.body);
      const { started, deadline } = both[0]!.body;
      expect(ms(deadline) - ms(started)).toBe(30 * MINUTE);
      expect(await superuserList('pending_submissions', `Guest = "${guest.id}"`)).toHaveLength(1);
      expect((await conditions(r.slug, guest)).timing).toEqual({
        limit: 30,
        started,
        deadline,
        now: expect.stringMatching(STORED_TIME),
        paused_at: null,
      });
    }
  });

  it('keeps the answers of a draft saved before the start', async () => {
    const r = await room('start-after-draft');
    const guest = await makeGuest(pb);
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: answers(r.ids, ['x']) } })).status).toBe(
      200,
    );
    expect((await start(guest, r.id)).status).toBe(200);
    expect((await conditions(r.slug, guest)).pendingSubmission?.answers).toEqual(answers(r.ids, ['x']));
  });

  it('refuses like the draft route: 401, 403, 400, 404, 409 once submitted, room_closed', async () => {
    const r = await room('start-refusals');
    expect((await start(undefined, r.id)).status).toBe(401);
    expect(
      (await start({ id: '', uuid: '', headers: { 'guest-uuid': crypto.randomUUID() } }, r.id)).status,
    ).toBe(401);
    const atGate = await makeGuest(pb, false);
    expect((await start(atGate, r.id)).status).toBe(403);
    const guest = await makeGuest(pb);
    const bad = await pb.request('/api/exam/start', {
      method: 'POST',
      body: { Room: 5 },
      headers: guest.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.Room).toBeTruthy();
    expect((await start(guest, 'nosuchroom12345')).status).toBe(404);
    const sent = await submit(pb, guest, { Room: r.id, raw: { answers: [] } });
    const done = await start(guest, r.id);
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({
      id: sent.body.id,
      data: { submission: { code: 'already_submitted' } },
    });
    expect(await draftOf(guest, r.id)).toBeUndefined();

    expect((await patchRoom(r.id, { accepting: false })).status).toBe(200);
    const other = await makeGuest(pb);
    expectRefusal(await start(other, r.id), 'room_closed');
    expect(await draftOf(other, r.id)).toBeUndefined();
  });
});

describe('the deadline', () => {
  it('starts a timed guest’s clock at their first draft when they never pressed start', async () => {
    const r = await room('deadline-old-tab', { time_limit: 20 });
    const guest = await makeGuest(pb);
    const before = Date.now();
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: [] } })).status).toBe(200);
    const { timing } = await conditions(r.slug, guest);
    expect(ms(timing.started!)).toBeGreaterThanOrEqual(before - 1000);
    expect(ms(timing.deadline!) - ms(timing.started!)).toBe(20 * MINUTE);
    expect(Math.abs(ms(timing.now) - Date.now())).toBeLessThan(5000);
    // A later save keeps the start.
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: answers(r.ids, ['a']) } })).status).toBe(
      200,
    );
    expect((await conditions(r.slug, guest)).timing.started).toBe(timing.started);
  });

  it(`takes drafts and submissions within the grace, refuses them with time_up after it`, async () => {
    const r = await room('deadline-grace', { time_limit: 30 });
    const [inGrace, inGraceSubmit, late, lateSubmit] = await Promise.all([
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
    ]);
    for (const guest of [inGrace, inGraceSubmit, late, lateSubmit])
      expect((await start(guest, r.id)).status).toBe(200);
    // 20 s past the deadline: inside the 60 s of grace.
    for (const guest of [inGrace, inGraceSubmit]) await startedAgo(guest, r.id, 30 + 20 / 60);
    // 2 minutes past the deadline: after the grace.
    for (const guest of [late, lateSubmit]) await startedAgo(guest, r.id, 32);

    const body = { Room: r.id, raw: { answers: answers(r.ids, ['colour', 'three']) } };
    expect((await saveDraft(pb, inGrace, body)).status).toBe(200);
    const taken = await submit(pb, inGraceSubmit, body);
    expect(taken.status).toBe(200);

    expectRefusal(await saveDraft(pb, late, body), 'time_up');
    expectRefusal(await submit(pb, lateSubmit, body), 'time_up');
    // Nothing was written for them: the draft keeps the answers it had (none).
    expect((await draftOf(late, r.id)).raw.answers).toEqual([]);
    expect(await submissionOf(lateSubmit, r.id)).toBeUndefined();
    // The start stays the first one, past as it is.
    const again = await start(late, r.id);
    expect(again.status).toBe(200);
    expect(ms(again.body.deadline)).toBeLessThan(Date.now() - MINUTE);
  });

  it('refuses a submission in a timed room from a guest who never started (not_started), long after', async () => {
    const r = await room('deadline-never-started', { time_limit: 1 });
    const [never, started] = await Promise.all([makeGuest(pb), makeGuest(pb)]);
    const body = { Room: r.id, raw: { answers: answers(r.ids, ['colour']) } };
    expectRefusal(await submit(pb, never, body), 'not_started');
    expect(await submissionOf(never, r.id)).toBeUndefined();
    expect(await draftOf(never, r.id)).toBeUndefined();
    // Once started (by the start route or a first draft), the same submission is taken.
    expect((await start(started, r.id)).status).toBe(200);
    expect((await submit(pb, started, body)).status).toBe(200);
    expect((await saveDraft(pb, never, body)).status).toBe(200);
    expect((await submit(pb, never, body)).status).toBe(200);
  });

  it('stores the draft’s start on the submission', async () => {
    const r = await room('deadline-started', { time_limit: 30 });
    const guest = await makeGuest(pb);
    expect((await start(guest, r.id)).status).toBe(200);
    const started = await startedAgo(guest, r.id, 10);
    expect((await submit(pb, guest, { Room: r.id, raw: { answers: [] } })).status).toBe(200);
    expect((await submissionOf(guest, r.id)).started).toBe(started);
  });
});

describe('a closed room', () => {
  it('refuses drafts, submissions and starts with room_closed, and still answers guest-search', async () => {
    const r = await room('closed-room');
    const [writer, submitter, done] = await Promise.all([makeGuest(pb), makeGuest(pb), makeGuest(pb)]);
    expect(
      (await saveDraft(pb, writer, { Room: r.id, raw: { answers: answers(r.ids, ['kept']) } })).status,
    ).toBe(200);
    expect(
      (await submit(pb, done, { Room: r.id, raw: { answers: answers(r.ids, ['colour']) } })).status,
    ).toBe(200);
    expect((await patchRoom(r.id, { accepting: false })).status).toBe(200);

    const body = { Room: r.id, raw: { answers: answers(r.ids, ['changed']) } };
    expectRefusal(await saveDraft(pb, writer, body), 'room_closed');
    expectRefusal(await submit(pb, submitter, body), 'room_closed');
    expectRefusal(await start(writer, r.id), 'room_closed');
    expect((await draftOf(writer, r.id)).raw.answers).toEqual(answers(r.ids, ['kept']));

    const seen = await conditions(r.slug, writer);
    expect(seen.room.accepting).toBe(false);
    expect(seen.pendingSubmission?.answers).toEqual(answers(r.ids, ['kept']));
    const submitted = await guestSearch(pb, r.slug, done);
    expect(submitted.body.submission).toMatchObject({ answers: answers(r.ids, ['colour']) });

    expect((await patchRoom(r.id, { accepting: true })).status).toBe(200);
    // The writer's third draft within a second would be refused by the per-guest limit (two a second).
    await new Promise((r) => setTimeout(r, 1000));
    expect((await saveDraft(pb, writer, body)).status).toBe(200);
  });
});

describe('flags', () => {
  it('round-trip through the draft and guest-search, and are kept unscored in a submission', async () => {
    const r = await room('flags-room');
    const guest = await makeGuest(pb);
    const draft = { Room: r.id, raw: { answers: answers(r.ids, ['colour']), flags: [r.ids[2], r.ids[0]] } };
    expect((await saveDraft(pb, guest, draft)).status).toBe(200);
    expect((await conditions(r.slug, guest)).pendingSubmission).toEqual({
      answers: answers(r.ids, ['colour']),
      flags: [r.ids[2], r.ids[0]],
      updated: expect.stringMatching(STORED_TIME),
    });
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: [] } })).status).toBe(200);
    expect((await conditions(r.slug, guest)).pendingSubmission?.flags).toEqual([]);

    const unknown = await saveDraft(pb, guest, {
      Room: r.id,
      raw: { answers: [], flags: [r.ids[1], 'nope'] },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data)).toEqual(['raw.flags.1']);
    const twice = await saveDraft(pb, guest, {
      Room: r.id,
      raw: { answers: [], flags: [r.ids[1], r.ids[1]] },
    });
    expect(Object.keys(twice.body.data)).toEqual(['raw.flags.1']);

    const sent = await submit(pb, guest, draft);
    expect(sent.status).toBe(200);
    const stored = await submissionOf(guest, r.id);
    expect(stored.score).toBe(1);
    expect(stored.raw.flags).toEqual([r.ids[2], r.ids[0]]);
  });
});

describe('submit-expired-drafts', () => {
  it('submits the drafts past their deadline and grace, scored, and leaves every other draft', async () => {
    // Late drafts the tests above left behind go first.
    runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts']);
    const timed = await room('expired-timed', { time_limit: 30 });
    const untimed = await room('expired-untimed');
    const [late, lateToo, inGrace, fresh, notStarted, untimedGuest] = await Promise.all([
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
    ]);
    const write = (
      guest: TestGuest,
      r: { id: string; ids: string[] },
      values: string[],
      flags: string[] = [],
    ) => saveDraft(pb, guest, { Room: r.id, raw: { answers: answers(r.ids, values), flags } });
    for (const guest of [late, lateToo, inGrace, fresh]) {
      expect((await start(guest, timed.id)).status).toBe(200);
    }
    expect((await write(late, timed, ['colour', 'three', 'wrong'], [timed.ids[2]!])).status).toBe(200);
    expect((await write(lateToo, timed, ['color'])).status).toBe(200);
    expect((await write(inGrace, timed, ['colour'])).status).toBe(200);
    expect((await write(untimedGuest, untimed, ['colour'])).status).toBe(200);
    // A draft the teacher reopened before the room was timed: no start, so no deadline yet.
    const reopened = await pb.createRecord('pending_submissions', {
      Guest: notStarted.id,
      Room: timed.id,
      raw: { answers: answers(timed.ids, ['colour']) },
    });
    const lateStarted = await startedAgo(late, timed.id, 45);
    await startedAgo(lateToo, timed.id, 32);
    await startedAgo(inGrace, timed.id, 30 + 20 / 60);
    await startedAgo(untimedGuest, untimed.id, 60 * 24);

    expect(runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts'])).toEqual({ submitted: 2 });
    const first = await submissionOf(late, timed.id);
    expect(first).toMatchObject({ score: 2, started: lateStarted });
    expect(first.raw.guest).toEqual({
      name: expect.stringMatching(/^Student /),
      email: 'student@school.test',
    });
    expect(first.raw.flags).toEqual([timed.ids[2]]);
    expect(first.raw.answers).toEqual(answers(timed.ids, ['colour', 'three', 'wrong']));
    expect((await submissionOf(lateToo, timed.id)).score).toBe(1);
    expect(await draftOf(late, timed.id)).toBeUndefined();
    for (const [guest, r] of [
      [inGrace, timed],
      [fresh, timed],
      [notStarted, timed],
      [untimedGuest, untimed],
    ] as const) {
      expect(await draftOf(guest, r.id)).toBeDefined();
      expect(await submissionOf(guest, r.id)).toBeUndefined();
    }
    expect((await draftOf(notStarted, timed.id)).id).toBe(reopened.id);

    // The student sees their submission; their next save is told so.
    const seen = await guestSearch(pb, timed.slug, late);
    expect(seen.body.submission).toMatchObject({ id: first.id });
    expect((await write(late, timed, ['more'])).status).toBe(409);
    // The results list them as submitted, with their start.
    const results = await pb.request(`/api/room/results/${timed.id}`, { token: member.token });
    const student = results.body.students.find((s: { guest: { id: string } }) => s.guest.id === late.id);
    expect(student).toMatchObject({ status: 'submitted', started: lateStarted, submission: { score: 2 } });

    expect(runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts'])).toEqual({ submitted: 0 });
  });
});

describe('POST /api/room/collect/{id}', () => {
  it('submits every open draft with its score, closes the room, and collects nothing the second time', async () => {
    const r = await room('collect-room', { time_limit: 60 });
    const other = await room('collect-other');
    const [a, b, c, done, elsewhere] = await Promise.all([
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
      makeGuest(pb),
    ]);
    expect((await start(a, r.id)).status).toBe(200);
    const aStarted = (await draftOf(a, r.id)).started;
    expect(
      (await saveDraft(pb, a, { Room: r.id, raw: { answers: answers(r.ids, ['colour', 'three']) } })).status,
    ).toBe(200);
    expect(
      (await saveDraft(pb, b, { Room: r.id, raw: { answers: answers(r.ids, ['x', 'three', 'library']) } }))
        .status,
    ).toBe(200);
    expect((await start(c, r.id)).status).toBe(200); // started, nothing typed
    expect((await start(done, r.id)).status).toBe(200);
    expect(
      (await submit(pb, done, { Room: r.id, raw: { answers: answers(r.ids, ['colour']) } })).status,
    ).toBe(200);
    expect((await saveDraft(pb, elsewhere, { Room: other.id, raw: { answers: [] } })).status).toBe(200);

    for (const outsider of [{ token: stranger.token }, { headers: a.headers }, {}]) {
      const refused = await collect(r.id, outsider);
      expect(refused.status).toBe('token' in outsider ? 404 : 401);
      expect(JSON.stringify(refused.body)).not.toMatch(/Student |student@school|Scoring/);
    }
    expect((await conditions(r.slug)).room.accepting).toBe(true);

    const res = await collect(r.id, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ collected: 3 });
    expect(await submissionOf(a, r.id)).toMatchObject({ score: 2, started: aStarted });
    expect((await submissionOf(b, r.id)).score).toBe(2);
    expect((await submissionOf(c, r.id)).score).toBe(0);
    expect((await submissionOf(done, r.id)).score).toBe(1);
    expect(await superuserList('pending_submissions', `Room = "${r.id}"`)).toEqual([]);
    expect(await draftOf(elsewhere, other.id)).toBeDefined();

    const results = await pb.request(`/api/room/results/${r.id}`, { token: member.token });
    expect(results.body.students.map((s: { status: string }) => s.status)).toEqual([
      'submitted',
      'submitted',
      'submitted',
      'submitted',
    ]);
    expect((await conditions(r.slug)).room.accepting).toBe(false);
    const late = await makeGuest(pb);
    expectRefusal(await saveDraft(pb, late, { Room: r.id, raw: { answers: [] } }), 'room_closed');
    expect((await saveDraft(pb, a, { Room: r.id, raw: { answers: [] } })).status).toBe(409);

    expect((await collect(r.id, { token: member.token })).body).toEqual({ collected: 0 });
    expect((await collect(r.id, { token: pb.superuserToken })).body).toEqual({ collected: 0 });
    expect((await collect('nosuchroom12345', { token: member.token })).status).toBe(404);
  });

  it('collects more drafts than one transaction takes, every one scored', async () => {
    const r = await room('collect-many');
    const uuids = await makeGuests(pb, 230);
    let next = 0;
    const worker = async () => {
      while (next < uuids.length) {
        const i = next++;
        const res = await pb.request('/api/exam/pending-submission', {
          method: 'POST',
          headers: { 'guest-uuid': uuids[i]! },
          body: { Room: r.id, raw: { answers: answers(r.ids, i % 2 ? ['colour'] : ['x']) } },
        });
        expect(res.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect((await collect(r.id, { token: member.token })).body).toEqual({ collected: 230 });
    const scores = (await superuserList('submissions', `Room = "${r.id}"`)).map((s) => s.score);
    expect(scores).toHaveLength(230);
    expect(scores.filter((score) => score === 1)).toHaveLength(115);
    expect(await superuserList('pending_submissions', `Room = "${r.id}"`)).toEqual([]);
  });
});

describe('a section’s recording from the importer', () => {
  it('is stored with the section and served to guests by URL', async () => {
    const bench = await importBenchRoom(pb, 'conditions-recordings');
    const body = await conditions(bench.slug);
    const audio = body.room.exams[0]!.sections.map((section) => section.audio);
    expect(audio).toHaveLength(4);
    for (const url of audio) expect(url).toMatch(/^\/api\/files\/sections\/\w+\/listening_part\d\w*\.mp3$/);
    const file = await fetch(`${pb.url}${audio[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
  });
});
