// Exam day against a real PocketBase (see docs/architecture.md, "Exam day"): a student's extra time
// stretches their deadline while they write, for the writes, guest-search and the cron alike; a pause
// refuses writes, survives a reload and moves the deadlines on by its length when it ends; the times a
// student left the test are checked, limited and counted; the live route; and a review room's keys wait
// until no one is writing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { roomSettings } from '../../src/features/room/room-settings';
import type { RoomRecord, SavedExam } from '../../src/lib/api-types';
import { roomArchiveDocument, zipRoomArchive } from '../../src/lib/room-archive';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { scoringRoom } from '../fixtures/app-rooms';
import { tinyPng, writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, questionIds, saveDraft, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'examday-member@answersheet.test';
const STORED_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/;
const MINUTE = 60_000;

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
  stranger = await pb.createUser('examday-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const stored = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const ms = (text: string) => Date.parse(text.replace(' ', 'T'));

async function room(slug: string, settings: Record<string, unknown> = {}) {
  const data = scoringRoom(slug, [MEMBER]);
  const { id } = importRoom(pb.dataDir, writeImportFile({ ...data, room: { ...data.room, ...settings } }));
  return { id, slug, ids: await questionIds(pb, slug) };
}

const superuser = (path: string, method = 'GET', body?: object) =>
  pb.request(path, { method, body, token: pb.superuserToken });
async function records(collection: string, filter: string) {
  const res = await superuser(
    `/api/collections/${collection}/records?perPage=500&filter=${encodeURIComponent(filter)}`,
  );
  expect(res.status).toBe(200);
  return res.body.items as any[];
}
const draftOf = async (guest: TestGuest, roomId: string) =>
  (await records('pending_submissions', `Guest = "${guest.id}" && Room = "${roomId}"`))[0];
const submissionOf = async (guest: TestGuest, roomId: string) =>
  (await records('submissions', `Guest = "${guest.id}" && Room = "${roomId}"`))[0];

/** Sets the start of a guest's draft `minutes` ago (the superuser, through the records API). */
async function startedAgo(guest: TestGuest, roomId: string, minutes: number) {
  const draft = await draftOf(guest, roomId);
  const started = stored(Date.now() - minutes * MINUTE);
  const res = await superuser(`/api/collections/pending_submissions/records/${draft.id}`, 'PATCH', {
    started,
  });
  expect(res.status).toBe(200);
  return started;
}

const start = (guest: TestGuest, roomId: string) =>
  pb.request('/api/exam/start', { method: 'POST', body: { Room: roomId }, headers: guest.headers });
const patchRoom = (roomId: string, body: object, token = member.token) =>
  pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token });
// A token of `null`: none.
const accommodate = (roomId: string, guestId: string, body: object, token: string | null = member.token) =>
  pb.request(`/api/room/results/${roomId}/accommodation/${guestId}`, {
    method: 'PUT',
    body,
    token: token ?? undefined,
  });
const live = (roomId: string, token: string | null = member.token) =>
  pb.request(`/api/room/live/${roomId}`, { token: token ?? undefined });
const sendEvents = (guest: TestGuest | undefined, body: object) =>
  pb.request('/api/exam/events', { method: 'POST', body, headers: guest?.headers });
/** A draft, sent again after the Retry-After of the per-guest limit (two a second) as the sheet does. */
async function save(guest: TestGuest, body: unknown) {
  for (;;) {
    const res = await saveDraft(pb, guest, body);
    if (res.status !== 429) return res;
    await new Promise((done) => setTimeout(done, Number(res.headers.get('retry-after')) * 1000));
  }
}
const draftBody = (r: { id: string; ids: string[] }, values: string[] = ['colour']) => ({
  Room: r.id,
  raw: { answers: values.map((value, i) => ({ questionId: r.ids[i]!, value })) },
});
const timingOf = async (slug: string, guest?: TestGuest) => {
  const res = await guestSearch(pb, slug, guest);
  expect(res.status).toBe(200);
  return (res.body as any).timing;
};
const expectRefusal = (res: { status: number; body: any }, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.data.Room.code).toBe(code);
};
const cron = () => runPocketBaseCommand<{ submitted: number }>(pb.dataDir, ['submit-expired-drafts']);

/** A started guest of the room with a draft, started `minutes` ago. */
async function writer(r: { id: string; ids: string[] }, minutes: number) {
  const guest = await makeGuest(pb);
  expect((await start(guest, r.id)).status).toBe(200);
  expect((await save(guest, draftBody(r))).status).toBe(200);
  const started = await startedAgo(guest, r.id, minutes);
  return { guest, started };
}

describe('extra time', () => {
  it('is set by a member, before or during the test, and checked', async () => {
    const r = await room('extra-set', { time_limit: 30 });
    const early = await makeGuest(pb);
    // A guest belongs to the room once it has loaded it, draft or not (store/room-guests.js).
    expect((await guestSearch(pb, r.slug, early)).status).toBe(200);
    const set = await accommodate(r.id, early.id, { extra_percent: 25, note: 'Reader' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({
      id: expect.any(String),
      Guest: early.id,
      Room: r.id,
      extra_percent: 25,
      extra_minutes: 0,
      note: 'Reader',
      created: expect.stringMatching(STORED_TIME),
      updated: expect.stringMatching(STORED_TIME),
    });
    const again = await accommodate(r.id, early.id, { extra_percent: 50 });
    expect(again.body).toMatchObject({ id: set.body.id, extra_percent: 50, note: '' });
    // The start of a guest given extra time before it is stretched at once.
    const started = await start(early, r.id);
    expect(ms(started.body.deadline) - ms(started.body.started)).toBe(45 * MINUTE);

    for (const [body, field] of [
      [{ extra_percent: 101 }, 'extra_percent'],
      [{ extra_percent: 12.5 }, 'extra_percent'],
      [{ extra_percent: '25' }, 'extra_percent'],
      [{}, 'extra_percent'],
      [{ extra_percent: 10, note: 'x'.repeat(201) }, 'note'],
    ] as const) {
      const res = await accommodate(r.id, early.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.data)).toEqual([field]);
    }
    expect((await accommodate(r.id, early.id, { extra_percent: 10 }, stranger.token)).status).toBe(404);
    expect((await accommodate(r.id, early.id, { extra_percent: 10 }, null)).status).toBe(401);
    expect((await accommodate(r.id, 'nosuchguest0000', { extra_percent: 10 })).status).toBe(404);
    expect((await accommodate(r.id, early.id, { extra_percent: 10 }, pb.superuserToken)).status).toBe(200);
  });

  it('moves a running attempt’s deadline: writes, guest-search and the cron follow the stretched one', async () => {
    const r = await room('extra-running', { time_limit: 30 });
    const { guest, started } = await writer(r, 31);
    expectRefusal(await save(guest, draftBody(r)), 'time_up');
    expect((await accommodate(r.id, guest.id, { extra_percent: 50 })).status).toBe(200);

    const saved = await save(guest, draftBody(r, ['colour', 'three']));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Exact to the millisecond: 30 minutes × 150 / 100.
    expect(saved.body.timing).toMatchObject({
      limit: 30,
      started,
      deadline: stored(ms(started) + 45 * MINUTE),
    });
    expect(await timingOf(r.slug, guest)).toMatchObject({
      started,
      deadline: stored(ms(started) + 45 * MINUTE),
      paused_at: null,
    });

    // Within the stretched grace, then past it.
    await startedAgo(guest, r.id, 45 + 40 / 60);
    expect((await save(guest, draftBody(r))).status).toBe(200);
    await startedAgo(guest, r.id, 45 + 80 / 60);
    expectRefusal(await save(guest, draftBody(r)), 'time_up');
    expectRefusal(await submit(pb, guest, draftBody(r)), 'time_up');

    // The cron: a late guest with extra time still inside it is left; one past it is submitted.
    const inside = await writer(r, 44);
    await accommodate(r.id, inside.guest.id, { extra_percent: 50 });
    const plain = await writer(r, 32);
    cron();
    expect(await draftOf(inside.guest, r.id)).toBeDefined();
    expect(await submissionOf(inside.guest, r.id)).toBeUndefined();
    expect(await submissionOf(guest, r.id)).toBeDefined();
    expect(await submissionOf(plain.guest, r.id)).toBeDefined();
  });
});

describe('exams one after another', () => {
  it('stretch and move each part’s deadline, and keep a stretched part open past its own minutes', async () => {
    const r = await room('extra-parts', { delivery: 'computer' });
    const [listening, reading] = ((await guestSearch(pb, r.slug)).body as any).room.exams.map(
      (e: { id: string }) => e.id,
    ) as [string, string];
    const config = { [listening]: { minutes: 10 }, [reading]: { minutes: 20 } };
    expect((await patchRoom(r.id, { config })).status).toBe(200);
    const guest = await makeGuest(pb);
    expect((await guestSearch(pb, r.slug, guest)).status).toBe(200);
    await accommodate(r.id, guest.id, { extra_percent: 50 });
    const startPart = (exam: string) =>
      pb.request('/api/exam/start', { method: 'POST', body: { Room: r.id, exam }, headers: guest.headers });
    const first = await startPart(listening);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(ms(first.body.deadline) - ms(first.body.started)).toBe(15 * MINUTE);

    // 12 minutes into the part: past its own 10, within its 15.
    const draft = await draftOf(guest, r.id);
    const back = stored(ms(first.body.started) - 12 * MINUTE);
    const moved = await superuser(`/api/collections/pending_submissions/records/${draft.id}`, 'PATCH', {
      started: back,
      exam_times: { [listening]: { started: back } },
    });
    expect(moved.status).toBe(200);
    expect((await save(guest, draftBody(r, ['colour']))).status).toBe(200);
    expect((await draftOf(guest, r.id)).raw.answers).toEqual([{ questionId: r.ids[0], value: 'colour' }]);

    // A pause of 5 minutes moves it on; the next part, started after it, is not moved.
    expect((await patchRoom(r.id, { paused: true })).status).toBe(200);
    const pausedAt = stored(Date.now() - 5 * MINUTE);
    await superuser(`/api/collections/rooms/records/${r.id}`, 'PATCH', { paused_at: pausedAt });
    const resumed = await patchRoom(r.id, { paused: false });
    const pauseMs = resumed.body.paused_ms as number;
    const parts = (await timingOf(r.slug, guest)).exams as { deadline: string }[];
    expect(parts[0]!.deadline).toBe(stored(ms(back) + 15 * MINUTE + pauseMs));
    const second = await startPart(reading);
    expect(ms(second.body.deadline) - ms(second.body.started)).toBe(30 * MINUTE);
  });
});

describe('pause and resume', () => {
  it('refuses writes while paused, says so on a reload, and moves the deadlines on by its length', async () => {
    const r = await room('pause-room', { time_limit: 30 });
    const { guest, started } = await writer(r, 10);
    const late = await writer(r, 60);
    const newcomer = await makeGuest(pb);

    const paused = await patchRoom(r.id, { paused: true });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.paused_at).toMatch(STORED_TIME);
    // Pausing again keeps the first pause.
    expect((await patchRoom(r.id, { paused: true })).body.paused_at).toBe(paused.body.paused_at);
    const refused = await save(guest, draftBody(r));
    const message = 'The test is paused: your answers are kept on this device.';
    expect(refused.body).toEqual({ status: 403, message, data: { Room: { code: 'paused', message } } });
    expectRefusal(await submit(pb, guest, draftBody(r)), 'paused');
    expectRefusal(await start(newcomer, r.id), 'paused');
    // A reload during the pause: still paused, the time left standing still.
    const during = await timingOf(r.slug, guest);
    expect(during.paused_at).toBe(paused.body.paused_at);
    expect(ms(during.deadline) - ms(during.now)).toBeGreaterThan(19 * MINUTE);
    expect((await timingOf(r.slug)).paused_at).toBe(paused.body.paused_at);

    // The pause has lasted 20 minutes (its start moved back); the cron submits nothing while it lasts.
    const pausedAt = stored(Date.now() - 20 * MINUTE);
    expect(
      (await superuser(`/api/collections/rooms/records/${r.id}`, 'PATCH', { paused_at: pausedAt })).status,
    ).toBe(200);
    cron();
    expect(await draftOf(late.guest, r.id)).toBeDefined();

    const resumed = await patchRoom(r.id, { paused: false });
    expect(resumed.status).toBe(200);
    expect(resumed.body.paused_at).toBe('');
    const pauseMs = resumed.body.paused_ms as number;
    expect(pauseMs).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(pauseMs).toBeLessThan(21 * MINUTE);
    const after = await timingOf(r.slug, guest);
    expect(after.paused_at).toBeNull();
    expect(after.deadline).toBe(stored(ms(started) + 30 * MINUTE + pauseMs));
    const saved = await save(guest, draftBody(r));
    expect(saved.status).toBe(200);
    expect(saved.body.timing.deadline).toBe(after.deadline);
    // The late guest was 10 minutes past their deadline when the pause began: still past it, so the cron
    // takes them.
    expectRefusal(await save(late.guest, draftBody(r)), 'time_up');
    cron();
    expect(await submissionOf(late.guest, r.id)).toBeDefined();
    expect(await draftOf(guest, r.id)).toBeDefined();
    // A start after the pause is not moved by it.
    const fresh = await start(newcomer, r.id);
    expect(ms(fresh.body.deadline) - ms(fresh.body.started)).toBe(30 * MINUTE);

    const bad = await patchRoom(r.id, { paused: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(['paused']);
  });
});

describe('the timing route', () => {
  const timingRoute = (guest: TestGuest | undefined, body: object) =>
    pb.request('/api/exam/timing', { method: 'POST', body, headers: guest?.headers });

  it('answers guest-search’s timing alone, in a timed or untimed room, paused or not', async () => {
    for (const limit of [30, 0]) {
      const r = await room(`timing-route-${limit}`, { time_limit: limit });
      const { guest } = await writer(r, 5);
      await accommodate(r.id, guest.id, { extra_percent: 20 });
      expect((await patchRoom(r.id, { paused: true })).status).toBe(200);
      const res = await timingRoute(guest, { Room: r.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body)).toEqual(['timing']);
      const { now, ...rest } = res.body.timing;
      expect(now).toMatch(STORED_TIME);
      const { now: _searchNow, ...search } = await timingOf(r.slug, guest);
      // While paused the deadline counts the pause so far: equal but for the milliseconds between the two.
      expect({ ...rest, deadline: null }).toEqual({ ...search, deadline: null });
      expect(rest.paused_at).toMatch(STORED_TIME);
      if (limit) expect(Math.abs(ms(rest.deadline) - ms(search.deadline))).toBeLessThan(5_000);
      else expect(rest.deadline).toBeNull();
      expect((await patchRoom(r.id, { paused: false })).status).toBe(200);
      expect((await timingRoute(guest, { Room: r.id })).body.timing.paused_at).toBeNull();
    }
  });

  it('refuses a request without a guest, a bad body and an unknown room', async () => {
    const r = await room('timing-route-refusals', { time_limit: 30 });
    const guest = await makeGuest(pb);
    expect((await timingRoute(undefined, { Room: r.id })).status).toBe(401);
    const bad = await timingRoute(guest, { Room: 5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(['Room']);
    expect((await timingRoute(guest, { Room: 'nosuchroom00000' })).status).toBe(404);
  });
});

describe('leaving the test', () => {
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

  it('takes checked batches, limits a guest, and shows in the results and the review', async () => {
    const r = await room('events-room', { time_limit: 30 });
    const { guest } = await writer(r, 5);
    const events = [
      { kind: 'hidden', at: at(120), seconds: 12.34 },
      { kind: 'blur', at: at(60), seconds: 3 },
      { kind: 'paste', at: at(30), seconds: 0 },
    ];
    const ok = await sendEvents(guest, { Room: r.id, events });
    expect(ok.status, JSON.stringify(ok.body)).toBe(204);

    const many = Array.from({ length: 51 }, () => events[0]);
    for (const [body, field] of [
      [{ Room: r.id, events: many }, 'events'],
      [{ Room: r.id, events: [] }, 'events'],
      [{ Room: r.id, events: [{ ...events[0], kind: 'copy' }] }, 'events.0.kind'],
      [{ Room: r.id, events: [events[0], { ...events[1], at: 'yesterday' }] }, 'events.1.at'],
      [{ Room: r.id, events: [{ ...events[1], at: at(-3600) }] }, 'events.0.at'],
      [{ Room: r.id, events: [{ ...events[1], seconds: -1 }] }, 'events.0.seconds'],
      [{ events }, 'Room'],
    ] as const) {
      const res = await sendEvents(guest, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.data)).toEqual([field]);
    }
    expect((await sendEvents(guest, { Room: 'nosuchroom00000', events })).status).toBe(404);
    expect((await sendEvents(undefined, { Room: r.id, events })).status).toBe(401);
    expect((await sendEvents(await makeGuest(pb, false), { Room: r.id, events })).status).toBe(403);

    // Limited as drafts are: a burst of batches gets 429 with Retry-After.
    const other = await writer(r, 5);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => sendEvents(other.guest, { Room: r.id, events: [events[1]] })),
    );
    const limited = burst.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const results = await pb.request(`/api/room/results/${r.id}`, { token: member.token });
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    const row = results.body.students.find((s: any) => s.guest.id === guest.id);
    expect(row).toMatchObject({ away: { count: 2, seconds: 15 }, pastes: 1 });

    expect((await submit(pb, guest, draftBody(r))).status).toBe(200);
    const submission = await submissionOf(guest, r.id);
    const review = await pb.request(`/api/room/results/${r.id}/submission/${submission.id}`, {
      token: member.token,
    });
    expect(review.body.events).toEqual([
      { kind: 'hidden', at: stored(Date.parse(events[0]!.at)), seconds: 12.3 },
      { kind: 'blur', at: stored(Date.parse(events[1]!.at)), seconds: 3 },
      { kind: 'paste', at: stored(Date.parse(events[2]!.at)), seconds: 0 },
    ]);
  });
});

describe('the live route', () => {
  it('gives every student’s status, part, answers, deadline with extra time and its note, and times away', async () => {
    const r = await room('live-room', { time_limit: 30 });
    const a = await writer(r, 10);
    await accommodate(r.id, a.guest.id, { extra_percent: 20, note: 'Exams office, form 12' });
    await sendEvents(a.guest, {
      Room: r.id,
      events: [{ kind: 'hidden', at: new Date().toISOString(), seconds: 4 }],
    });
    const done = await writer(r, 5);
    expect((await submit(pb, done.guest, draftBody(r, ['colour', 'three']))).status).toBe(200);
    const waiting = await makeGuest(pb);
    expect((await guestSearch(pb, r.slug, waiting)).status).toBe(200);
    await accommodate(r.id, waiting.id, { extra_percent: 100, note: 'Reader' });
    const over = await writer(r, 35);
    const scribed = await writer(r, 5);
    await accommodate(r.id, scribed.guest.id, { extra_percent: 0, note: 'Scribe' });
    expect((await submit(pb, scribed.guest, draftBody(r, ['colour']))).status).toBe(200);

    const res = await live(r.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      now: expect.stringMatching(STORED_TIME),
      paused_at: null,
      students: expect.any(Array),
    });
    const byId = new Map(res.body.students.map((s: any) => [s.guest.id, s]));
    expect(byId.size).toBe(5);
    expect(byId.get(a.guest.id)).toEqual({
      guest: { id: a.guest.id, name: expect.stringMatching(/^Student /), email: 'student@school.test' },
      status: 'writing',
      part: null,
      answered: 1,
      total: expect.any(Number),
      updated: expect.stringMatching(STORED_TIME),
      deadline: stored(ms(a.started) + 36 * MINUTE),
      extra_percent: 20,
      extra_minutes: 0,
      note: 'Exams office, form 12',
      away: { count: 1, seconds: 4 },
      pastes: 0,
    });
    expect(byId.get(done.guest.id)).toMatchObject({
      status: 'submitted',
      answered: 2,
      deadline: null,
      note: '',
    });
    expect(byId.get(waiting.id)).toMatchObject({
      status: 'not_started',
      extra_percent: 100,
      extra_minutes: 0,
      note: 'Reader',
      updated: null,
    });
    expect(byId.get(over.guest.id)).toMatchObject({ status: 'time_up', extra_percent: 0, note: '' });
    expect(byId.get(scribed.guest.id)).toMatchObject({
      status: 'submitted',
      extra_percent: 0,
      extra_minutes: 0,
      note: 'Scribe',
    });

    await patchRoom(r.id, { paused: true });
    const paused = await live(r.id);
    expect(paused.body.paused_at).toMatch(STORED_TIME);
    expect(paused.body.students.find((s: any) => s.guest.id === a.guest.id).status).toBe('paused');
    await patchRoom(r.id, { paused: false });

    expect((await live(r.id, stranger.token)).status).toBe(404);
    expect((await live(r.id, null)).status).toBe(401);
    expect((await live('nosuchroom00000')).status).toBe(404);
    expect((await live(r.id, pb.superuserToken)).status).toBe(200);
  });
});

describe('keys when no one is still writing', () => {
  const resultOf = async (slug: string, guest: TestGuest) =>
    ((await guestSearch(pb, slug, guest)).body as any).submission.result;

  it('waits in an open review room until the room closes, then shows them', async () => {
    const r = await room('keys-untimed', { results: 'review' });
    const guest = await makeGuest(pb);
    const sent = await submit(pb, guest, draftBody(r, ['colour']));
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({ score: 1, review_later: true });
    expect(sent.body.result.review).toBeUndefined();
    expect(JSON.stringify(sent.body)).not.toContain('three');
    expect((await resultOf(r.slug, guest)).review).toBeUndefined();

    expect((await patchRoom(r.id, { accepting: false })).status).toBe(200);
    const shown = await resultOf(r.slug, guest);
    expect(shown.review_later).toBeUndefined();
    expect(shown.review[0]).toMatchObject({ keys: expect.any(Array), correct: true });
  });

  it('shows them once every timed student’s time is up', async () => {
    const r = await room('keys-timed', { results: 'review', time_limit: 30 });
    const first = await writer(r, 5);
    const slow = await writer(r, 10);
    expect((await submit(pb, first.guest, draftBody(r))).body.result.review_later).toBe(true);
    await startedAgo(slow.guest, r.id, 32);
    expect((await resultOf(r.slug, first.guest)).review).toHaveLength(r.ids.length);
  });

  it('shows them at once with review_at_once (homework)', async () => {
    const r = await room('keys-homework', { results: 'review' });
    const patched = await patchRoom(r.id, { review_at_once: true });
    expect(patched.status).toBe(200);
    expect(patched.body.review_at_once).toBe(true);
    const guest = await makeGuest(pb);
    const sent = await submit(pb, guest, draftBody(r));
    expect(sent.body.result.review).toHaveLength(r.ids.length);
    expect((await patchRoom(r.id, { review_at_once: 'no' })).status).toBe(400);
  });

  it('keeps review_at_once through the room’s export and an import of it', async () => {
    const r = await room('keys-export', { results: 'review', review_at_once: true });
    const record = (await superuser(`/api/collections/rooms/records/${r.id}`)).body as RoomRecord;
    expect(record.review_at_once).toBe(true);
    const exams = await Promise.all(
      record.Exams.map(
        async (id) =>
          (await pb.request(`/api/library/exams/${id}`, { token: member.token })).body as SavedExam,
      ),
    );
    // What "Export room" writes (src/features/room/api/export-room.ts), under another slug.
    const { document, media } = roomArchiveDocument(
      { name: record.name, slug: 'keys-export-copy', detail: record.detail, ...roomSettings(record) },
      exams,
      record.config,
    );
    expect(document.room.review_at_once).toBe(true);
    const zip = join(mkdtempSync(join(tmpdir(), 'answersheet-export-')), 'room.zip');
    writeFileSync(zip, zipRoomArchive(document, new Map(media.map((m) => [m.path, tinyPng()]))));
    const copy = importRoom(pb.dataDir, zip);
    expect((await superuser(`/api/collections/rooms/records/${copy.id}`)).body.review_at_once).toBe(true);
    const guest = await makeGuest(pb);
    const ids = await questionIds(pb, copy.slug);
    const sent = await submit(pb, guest, draftBody({ id: copy.id, ids }));
    expect(sent.body.result.review).toHaveLength(ids.length);
    // A file without it keeps the keys back (the default).
    expect(
      (await superuser(`/api/collections/rooms/records/${(await room('keys-plain')).id}`)).body,
    ).toMatchObject({
      review_at_once: false,
    });
  });
});
