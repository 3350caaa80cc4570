// The teacher's screens at a glance against a real PocketBase (docs/architecture.md, "Exam day", "Times in
// the room's zone", "The dashboard's room cards", "Item analysis by type"): extra time in whole minutes for
// the writes, guest-search and the cron; a room's time zone and the CSV's times in it; the rooms list's
// counts; the item analysis by question type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, questionIds, saveDraft, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
const MEMBER = 'glance-member@answersheet.test';
const MINUTE = 60_000;

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
});
afterAll(async () => {
  await pb?.stop();
});

const stored = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const ms = (text: string) => Date.parse(text.replace(' ', 'T'));

/** The scoring room (Listening 1–8, Reading 1–2 TRUE/FALSE/NOT GIVEN) with these settings. */
async function room(slug: string, settings: Record<string, unknown> = {}) {
  const data = scoringRoom(slug, [MEMBER]);
  const reading = data.exams[1]!;
  const exams = [
    { ...data.exams[0]!, kind: 'listening' },
    {
      ...reading,
      kind: 'academic_reading',
      sections: [{ ...reading.sections[0]!, groups: [{ ...reading.sections[0]!.groups[0]!, type: 'tfng' }] }],
    },
  ];
  const { id } = importRoom(
    pb.dataDir,
    writeImportFile({ ...data, exams, room: { ...data.room, ...settings } }),
  );
  return { id, slug, ids: await questionIds(pb, slug) };
}

const superuser = (path: string, method = 'GET', body?: object) =>
  pb.request(path, { method, body, token: pb.superuserToken });
async function draftOf(guest: TestGuest, roomId: string) {
  const filter = encodeURIComponent(`Guest = "${guest.id}" && Room = "${roomId}"`);
  const res = await superuser(`/api/collections/pending_submissions/records?filter=${filter}`);
  return (res.body.items as any[])[0];
}
async function submissionOf(guest: TestGuest, roomId: string) {
  const filter = encodeURIComponent(`Guest = "${guest.id}" && Room = "${roomId}"`);
  const res = await superuser(`/api/collections/submissions/records?filter=${filter}`);
  return (res.body.items as any[])[0];
}
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
const accommodate = (roomId: string, guestId: string, body: object) =>
  pb.request(`/api/room/results/${roomId}/accommodation/${guestId}`, {
    method: 'PUT',
    body,
    token: member.token,
  });
const patchRoom = (roomId: string, body: object) =>
  pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token: member.token });
const draftBody = (r: { id: string; ids: string[] }, values: string[] = ['colour']) => ({
  Room: r.id,
  raw: { answers: values.map((value, i) => ({ questionId: r.ids[i]!, value })) },
});
/** A draft, sent again after the Retry-After of the per-guest limit (two a second) as the sheet does. */
async function save(guest: TestGuest, body: unknown) {
  for (;;) {
    const res = await saveDraft(pb, guest, body);
    if (res.status !== 429) return res;
    await new Promise((done) => setTimeout(done, Number(res.headers.get('retry-after')) * 1000));
  }
}
const cron = () => runPocketBaseCommand<{ submitted: number }>(pb.dataDir, ['submit-expired-drafts']);
async function writer(r: { id: string; ids: string[] }, minutes: number) {
  const guest = await makeGuest(pb);
  expect((await start(guest, r.id)).status).toBe(200);
  expect((await saveDraft(pb, guest, draftBody(r))).status).toBe(200);
  const started = await startedAgo(guest, r.id, minutes);
  return { guest, started };
}

describe('extra time in minutes', () => {
  it('is kept as given, refused beside a percent, and added to the limit', async () => {
    const r = await room('glance-minutes', { time_limit: 30 });
    const guest = await makeGuest(pb);
    // Extra time is for a student who opened the room (docs/architecture.md, "Who belongs to a room").
    await guestSearch(pb, r.slug, guest);
    const set = await accommodate(r.id, guest.id, { extra_minutes: 25, note: 'Certificate' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ extra_minutes: 25, extra_percent: 0, note: 'Certificate' });
    for (const body of [
      { extra_minutes: 10, extra_percent: 10 },
      { extra_minutes: 601 },
      { extra_minutes: 2.5 },
    ]) {
      const res = await accommodate(r.id, guest.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.data)).toEqual(['extra_minutes']);
    }
    const started = await start(guest, r.id);
    expect(ms(started.body.deadline) - ms(started.body.started)).toBe(55 * MINUTE);
    // The sheet is told how many minutes were added; the live screen shows what was given.
    expect((await guestSearch(pb, r.slug, guest)).body.timing).toMatchObject({
      limit: 30,
      extra_minutes: 25,
    });
    const live = await pb.request(`/api/room/live/${r.id}`, { token: member.token });
    expect(live.body.students[0]).toMatchObject({ extra_minutes: 25, extra_percent: 0 });
    // A percent given again replaces the minutes.
    expect((await accommodate(r.id, guest.id, { extra_percent: 10 })).body).toMatchObject({
      extra_percent: 10,
      extra_minutes: 0,
    });
    expect((await guestSearch(pb, r.slug, guest)).body.timing.extra_minutes).toBe(3);
  });

  it('holds for the writes and the cron', async () => {
    const r = await room('glance-minutes-writes', { time_limit: 30 });
    const { guest, started } = await writer(r, 40);
    expect((await save(guest, draftBody(r))).status).toBe(403);
    expect((await accommodate(r.id, guest.id, { extra_minutes: 15 })).status).toBe(200);
    const saved = await save(guest, draftBody(r, ['colour', 'three']));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.timing).toMatchObject({
      deadline: stored(ms(started) + 45 * MINUTE),
      extra_minutes: 15,
    });

    const inside = await writer(r, 44);
    await accommodate(r.id, inside.guest.id, { extra_minutes: 15 });
    const late = await writer(r, 44);
    await accommodate(r.id, late.guest.id, { extra_minutes: 5 });
    cron();
    expect(await submissionOf(inside.guest, r.id)).toBeUndefined();
    expect(await submissionOf(late.guest, r.id)).toBeDefined();
  });
});

describe('a room’s time zone', () => {
  it('is an IANA name or none, and the CSV writes its times in it', async () => {
    const r = await room('glance-zone');
    for (const bad of ['Mars/Olympus', 'Local', 7]) {
      const res = await patchRoom(r.id, { time_zone: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(Object.keys(res.body.data)).toEqual(['time_zone']);
    }
    const guest = await makeGuest(pb);
    await submit(pb, guest, draftBody(r));
    const created = (await submissionOf(guest, r.id)).created as string;
    const csv = async () => {
      const res = await fetch(`${pb.url}/api/room/results/${r.id}/export`, {
        headers: { Authorization: member.token },
      });
      return (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    };
    // No zone: UTC, minutes only.
    let lines = await csv();
    expect(lines[0]).toMatch(/^Name,E-mail,Status,Submitted \(UTC\),Score/);
    expect(lines[1]).toContain(`,submitted,${created.slice(0, 16)},`);

    const patched = await patchRoom(r.id, { time_zone: 'Asia/Ho_Chi_Minh' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.time_zone).toBe('Asia/Ho_Chi_Minh');
    lines = await csv();
    expect(lines[0]).toContain(',Submitted (Asia/Ho_Chi_Minh),');
    // Ho Chi Minh City is UTC+7 all year.
    expect(lines[1]).toContain(`,submitted,${stored(ms(created) + 7 * 60 * MINUTE).slice(0, 16)},`);

    expect((await patchRoom(r.id, { time_zone: null })).body.time_zone).toBe('');
  });
});

describe('the rooms list', () => {
  it('counts each room’s students writing and submitted, and gives the next deadline', async () => {
    const r = await room('glance-counts', { time_limit: 30 });
    const quiet = await room('glance-counts-quiet');
    const first = await writer(r, 10);
    await writer(r, 5);
    const done = await makeGuest(pb);
    expect((await start(done, r.id)).status).toBe(200);
    expect((await submit(pb, done, draftBody(r))).status).toBe(200);
    await writer(r, 40); // time is up: not writing

    const res = await pb.request('/api/room/list', { token: member.token });
    expect(res.status).toBe(200);
    const item = res.body.items.find((x: { id: string }) => x.id === r.id);
    expect(item.counts).toEqual({ writing: 2, submitted: 1, to_mark: 0, overdue: 0 });
    expect(item.next_deadline).toBe(stored(ms(first.started) + 30 * MINUTE));
    const none = res.body.items.find((x: { id: string }) => x.id === quiet.id);
    expect(none.counts).toEqual({ writing: 0, submitted: 0, to_mark: 0, overdue: 0 });
    expect(none.next_deadline).toBeNull();
  });
});

describe('item analysis by type', () => {
  it('gives the class’s right answers per skill and question type', async () => {
    const r = await room('glance-types');
    const all = ['colour', 'three', 'x', 'x', 'B', 'x', 'x'];
    for (const values of [all, all.map(() => 'x')]) {
      const guest = await makeGuest(pb);
      const answers = values.map((value, i) => ({ questionId: r.ids[i]!, value }));
      answers.push({ questionId: r.ids[7]!, value: 'TRUE' }, { questionId: r.ids[8]!, value: 'FALSE' });
      expect((await submit(pb, guest, { Room: r.id, raw: { answers } })).status).toBe(200);
    }
    const plain = await pb.request(`/api/room/results/${r.id}/questions`, { token: member.token });
    expect(Array.isArray(plain.body)).toBe(true);
    const res = await pb.request(`/api/room/results/${r.id}/questions?with=types`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(plain.body);
    expect(res.body.types).toEqual([
      { skill: 'listening', type: 'gap', right: 3, total: 14 },
      { skill: 'reading', type: 'tfng', right: 2, total: 4 },
    ]);
  });
});
