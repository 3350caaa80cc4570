// Exams one after another against a real PocketBase (docs/architecture.md, "Exams one after another"): a
// computer room's exams with minutes run as parts in sheet order, each started on its own, ended by its
// deadline plus the grace, by "Finish this part" or by the next start; an ended part's answers stay as
// stored; nothing is taken after the last part, and the cron submits the drafts left behind. A paper room
// and a room without minutes are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, questionIds, saveDraft, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

interface PartTiming {
  id: string;
  minutes: number;
  started: string | null;
  deadline: string | null;
  ended: boolean;
}

let pb: TestPocketBase;
let member: { id: string; token: string };
const MEMBER = 'parts-member@answersheet.test';
const MINUTE = 60_000;
const STORED_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
});
afterAll(async () => {
  await pb?.stop();
});

const stored = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const ms = (text: string) => Date.parse(text.replace(' ', 'T'));

/**
 * The scoring room (Listening: 7 questions, then Reading: 2) imported with these settings; with `minutes`,
 * each exam's own time set through the room patch.
 */
async function room(slug: string, settings: Record<string, unknown>, minutes?: [number, number]) {
  const data = scoringRoom(slug, [MEMBER]);
  const { id } = importRoom(pb.dataDir, writeImportFile({ ...data, room: { ...data.room, ...settings } }));
  const seen = await guestSearch(pb, slug);
  const [listening, reading] = (seen.body.room.exams as { id: string }[]).map((e) => e.id) as [
    string,
    string,
  ];
  if (minutes) {
    const res = await patch(id, {
      config: { [listening]: { minutes: minutes[0] }, [reading]: { minutes: minutes[1] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const ids = await questionIds(pb, slug);
  return { id, slug, listening, reading, ids, listeningIds: ids.slice(0, 7), readingIds: ids.slice(7) };
}
type Room = Awaited<ReturnType<typeof room>>;

const patch = (roomId: string, body: object) =>
  pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token: member.token });
const startExam = (guest: TestGuest, roomId: string, exam?: string) =>
  pb.request('/api/exam/start', {
    method: 'POST',
    body: exam === undefined ? { Room: roomId } : { Room: roomId, exam },
    headers: guest.headers,
  });
const finishExam = (guest: TestGuest, roomId: string, exam: string) =>
  pb.request('/api/exam/finish', { method: 'POST', body: { Room: roomId, exam }, headers: guest.headers });
const answers = (ids: string[], value: string) => ids.map((questionId) => ({ questionId, value }));
const timingOf = async (r: Room, guest?: TestGuest) => {
  const res = await guestSearch(pb, r.slug, guest);
  expect(res.status).toBe(200);
  return res.body.timing as { exams?: PartTiming[]; deadline: string | null };
};

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

/** Moves every stored part time (and the room start) of a guest's draft `minutes` back, as the superuser. */
async function moveBack(guest: TestGuest, roomId: string, minutes: number) {
  const draft = await draftOf(guest, roomId);
  const back = (text: string) => stored(ms(text) - minutes * MINUTE);
  const times: Record<string, Record<string, string>> = {};
  for (const [exam, entry] of Object.entries(draft.exam_times as Record<string, Record<string, string>>))
    times[exam] = Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, back(v)]));
  const res = await pb.request(`/api/collections/pending_submissions/records/${draft.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { exam_times: times, started: back(draft.started) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('starting a part', () => {
  it('starts the exams in sheet order, answers the first start again, and shows the times in guest-search', async () => {
    const r = await room('parts-order', { delivery: 'computer' }, [30, 60]);
    const guest = await makeGuest(pb);
    expect((await timingOf(r, guest)).exams).toEqual([
      { id: r.listening, minutes: 30, started: null, deadline: null, ended: false },
      { id: r.reading, minutes: 60, started: null, deadline: null, ended: false },
    ]);

    const early = await startExam(guest, r.id, r.reading);
    expect(early.status).toBe(409);
    expect(early.body.data.exam.code).toBe('exam_order');
    const unknown = await startExam(guest, r.id, 'nosuchexam12345');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data)).toEqual(['exam']);

    const first = await startExam(guest, r.id, r.listening);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      exam: r.listening,
      started: expect.stringMatching(STORED_TIME),
      deadline: stored(ms(first.body.started) + 30 * MINUTE),
      ended: false,
    });
    const again = await startExam(guest, r.id, r.listening);
    expect(again.body).toEqual(first.body);

    const second = await startExam(guest, r.id, r.reading);
    expect(second.status).toBe(200);
    expect(second.body.deadline).toBe(stored(ms(second.body.started) + 60 * MINUTE));
    const timing = await timingOf(r, guest);
    expect(timing.exams).toEqual([
      {
        id: r.listening,
        minutes: 30,
        started: first.body.started,
        deadline: first.body.deadline,
        ended: true,
      },
      {
        id: r.reading,
        minutes: 60,
        started: second.body.started,
        deadline: second.body.deadline,
        ended: false,
      },
    ]);
    // Starting an earlier part again answers its first start; it stays ended.
    expect((await startExam(guest, r.id, r.listening)).body).toMatchObject({
      started: first.body.started,
      ended: true,
    });
  });

  it('caps a part’s deadline by the room’s time limit', async () => {
    const r = await room('parts-capped', { delivery: 'computer', time_limit: 20 }, [30, 60]);
    const guest = await makeGuest(pb);
    const first = await startExam(guest, r.id, r.listening);
    expect(first.status).toBe(200);
    expect(first.body.deadline).toBe(stored(ms(first.body.started) + 20 * MINUTE));
    expect((await timingOf(r, guest)).deadline).toBe(first.body.deadline);
  });
});

describe('the answers of an ended part', () => {
  it('are kept as stored when a later draft or the submission changes them, without an error', async () => {
    const r = await room('parts-frozen', { delivery: 'computer' }, [30, 60]);
    const guest = await makeGuest(pb);
    expect((await startExam(guest, r.id, r.listening)).status).toBe(200);
    const listening = answers(r.listeningIds, 'colour');
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: listening } })).status).toBe(200);

    const finished = await finishExam(guest, r.id, r.listening);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({ exam: r.listening, ended: true });
    expect((await finishExam(guest, r.id, r.listening)).status).toBe(200);
    expect((await finishExam(guest, r.id, r.reading)).body.data.exam.code).toBe('not_started');

    expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
    const changed = [...answers(r.listeningIds.slice(1), 'changed'), ...answers(r.readingIds, 'TRUE')];
    const saved = await saveDraft(pb, guest, { Room: r.id, raw: { answers: changed } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seen = await guestSearch(pb, r.slug, guest);
    const byId = (list: { questionId: string; value: string }[]) =>
      Object.fromEntries(list.map((a) => [a.questionId, a.value]));
    expect(byId(seen.body.pendingSubmission!.answers)).toEqual(
      byId([...listening, ...answers(r.readingIds, 'TRUE')]),
    );

    const sent = await submit(pb, guest, { Room: r.id, raw: { answers: answers(r.ids, 'wrong') } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const submission = await submissionOf(guest, r.id);
    // Listening as stored (1 correct: "colour"), Reading as sent ("wrong" twice).
    expect(byId(submission.raw.answers)).toEqual(byId([...listening, ...answers(r.readingIds, 'wrong')]));
    expect(submission.score).toBe(1);
  });
});

describe('after the last part', () => {
  it('refuses drafts and submissions (time_up) once its deadline and grace have passed', async () => {
    const r = await room('parts-late', { delivery: 'computer' }, [10, 10]);
    const guest = await makeGuest(pb);
    expect((await startExam(guest, r.id, r.listening)).status).toBe(200);
    expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
    // Within the grace: taken.
    await moveBack(guest, r.id, 10.5);
    const body = { Room: r.id, raw: { answers: answers(r.readingIds, 'TRUE') } };
    expect((await saveDraft(pb, guest, body)).status).toBe(200);
    await moveBack(guest, r.id, 1);
    for (const res of [await saveDraft(pb, guest, body), await submit(pb, guest, body)]) {
      expect(res.status).toBe(403);
      expect(res.body.data.Room.code).toBe('time_up');
    }
    expect((await timingOf(r, guest)).exams!.map((p) => p.ended)).toEqual([true, true]);
  });

  it('is when the cron submits a draft left behind, scored as stored', async () => {
    runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts']);
    const r = await room('parts-cron', { delivery: 'computer' }, [10, 20]);
    const [late, inTime, firstOnly] = await Promise.all([makeGuest(pb), makeGuest(pb), makeGuest(pb)]);
    for (const guest of [late, inTime]) {
      expect((await startExam(guest, r.id, r.listening)).status).toBe(200);
      expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
      const body = { Room: r.id, raw: { answers: answers(r.readingIds, 'TRUE') } };
      expect((await saveDraft(pb, guest, body)).status).toBe(200);
    }
    expect((await startExam(firstOnly, r.id, r.listening)).status).toBe(200);
    await moveBack(late, r.id, 21.5);
    await moveBack(inTime, r.id, 20.5);
    await moveBack(firstOnly, r.id, 60);

    expect(runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts'])).toEqual({ submitted: 1 });
    expect(await submissionOf(late, r.id)).toMatchObject({ score: 1 });
    expect(await draftOf(late, r.id)).toBeUndefined();
    expect(await submissionOf(inTime, r.id)).toBeUndefined();
    expect(await submissionOf(firstOnly, r.id)).toBeUndefined();
    expect(runPocketBaseCommand(pb.dataDir, ['submit-expired-drafts'])).toEqual({ submitted: 0 });
  });
});

describe('the room patch', () => {
  it('takes config.{examId}.minutes as whole minutes 0–600 and names a bad one by its path', async () => {
    const r = await room('parts-patch', { delivery: 'computer' });
    for (const bad of [2.5, -1, 601, '30']) {
      const res = await patch(r.id, { config: { [r.listening]: { minutes: bad } } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data)).toEqual([`config.${r.listening}.minutes`]);
    }
    const stranger = await patch(r.id, { config: { nosuchexam12345: { minutes: 5 } } });
    expect(Object.keys(stranger.body.data)).toEqual(['config.nosuchexam12345']);
    // Nothing changed: still no parts.
    expect((await timingOf(r)).exams).toBeUndefined();
    expect((await patch(r.id, { config: { [r.listening]: { minutes: 0 } } })).status).toBe(200);
    expect((await timingOf(r)).exams).toBeUndefined();
  });
});

describe('rooms without parts', () => {
  it('are unchanged: a paper room with minutes and a computer room without them', async () => {
    const paper = await room('parts-paper', { delivery: 'paper', time_limit: 30 }, [10, 10]);
    const plain = await room('parts-none', { delivery: 'computer', time_limit: 30 });
    for (const r of [paper, plain]) {
      const guest = await makeGuest(pb);
      expect((await startExam(guest, r.id, r.listening)).status).toBe(400);
      const started = await startExam(guest, r.id);
      expect(started.status).toBe(200);
      expect(started.body).toEqual({
        started: expect.stringMatching(STORED_TIME),
        deadline: stored(ms(started.body.started) + 30 * MINUTE),
      });
      const timing = await timingOf(r, guest);
      expect(timing).toEqual({
        limit: 30,
        started: started.body.started,
        deadline: started.body.deadline,
        now: expect.stringMatching(STORED_TIME),
        paused_at: null,
      });
      const body = { Room: r.id, raw: { answers: answers(r.ids, 'colour') } };
      expect((await saveDraft(pb, guest, body)).status).toBe(200);
      expect((await submit(pb, guest, body)).status).toBe(200);
    }
  });
});
