// Exam day II against a real PocketBase (docs/architecture.md, "Exam day"): per-exam clocks bind on the
// server (answers only for the running exam, a submission only after a start, the essay only within
// Writing's time and grace); extra time and events only for a guest and a room that belong together; the
// live route counts the answers given, not the boxes; and what the teacher does reaches the sheets by
// PocketBase's realtime stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import {
  guestSearch,
  makeGuest,
  questionIds,
  saveDraft as saveDraftOnce,
  slotsOf,
  submit,
  type TestGuest,
} from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { openRealtime } from '../support/realtime';

let pb: TestPocketBase;
let member: { id: string; token: string };
const MEMBER = 'bind-member@answersheet.test';
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
const patch = (roomId: string, body: object) =>
  pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token: member.token });
const startExam = (guest: TestGuest, roomId: string, exam: string) =>
  pb.request('/api/exam/start', { method: 'POST', body: { Room: roomId, exam }, headers: guest.headers });
const finishExam = (guest: TestGuest, roomId: string, exam: string) =>
  pb.request('/api/exam/finish', { method: 'POST', body: { Room: roomId, exam }, headers: guest.headers });
const accommodate = (roomId: string, guestId: string) =>
  pb.request(`/api/room/results/${roomId}/accommodation/${guestId}`, {
    method: 'PUT',
    body: { extra_percent: 25, note: '' },
    token: member.token,
  });
/** A batch of one event, sent again after the Retry-After of the per-guest limit as the sheet does. */
async function sendEvents(guest: TestGuest, roomId: string) {
  for (;;) {
    const res = await pb.request('/api/exam/events', {
      method: 'POST',
      headers: guest.headers,
      body: { Room: roomId, events: [{ kind: 'hidden', at: new Date().toISOString(), seconds: 3 }] },
    });
    if (res.status !== 429) return res;
    await new Promise((done) => setTimeout(done, Number(res.headers.get('retry-after')) * 1000));
  }
}
/** A draft, sent again after the Retry-After of the per-guest limit (two a second) as the sheet does. */
async function saveDraft(server: TestPocketBase, guest: TestGuest, body: unknown) {
  for (;;) {
    const res = await saveDraftOnce(server, guest, body);
    if (res.status !== 429) return res;
    await new Promise((done) => setTimeout(done, Number(res.headers.get('retry-after')) * 1000));
  }
}
const byId = (list: { questionId: string; value: string }[]) =>
  Object.fromEntries(list.map((a) => [a.questionId, a.value]));
async function draftOf(guest: TestGuest, roomId: string) {
  const filter = encodeURIComponent(`Guest = "${guest.id}" && Room = "${roomId}"`);
  const res = await pb.request(`/api/collections/pending_submissions/records?filter=${filter}`, {
    token: pb.superuserToken,
  });
  return res.body.items[0];
}

/** A computer room of Reading (two boxes) then Writing (one essay), each exam with its own minutes. */
async function readingAndWriting(slug: string, minutes: [number, number]) {
  importRoom(
    pb.dataDir,
    writeImportFile({
      room: { name: slug, slug, detail: '', members: [MEMBER], delivery: 'computer' },
      exams: [
        {
          name: 'Reading',
          kind: 'academic_reading',
          sections: [
            {
              name: 'Passage 1',
              media: [],
              groups: [{ from: 1, to: 2, questions: [1, 2].map((num) => ({ num, keys: ['TRUE'] })) }],
            },
          ],
        },
        {
          name: 'Writing',
          kind: 'academic_writing',
          sections: [1, 2].map((num) => ({
            name: `Task ${num}`,
            passage: 'The chart shows rainfall.',
            media: [],
            groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
          })),
        },
      ],
    }),
  );
  const found = await guestSearch(pb, slug);
  expect(found.status).toBe(200);
  const room = found.body.room;
  const [reading, writing] = room.exams.map((e) => e.id) as [string, string];
  const res = await patch(room.id, {
    config: { [reading]: { minutes: minutes[0] }, [writing]: { minutes: minutes[1] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ids = (exam: number) =>
    slotsOf({ ...room, exams: [room.exams[exam]!] }).map((s) => s.questionId as string);
  return { id: room.id, slug, reading, writing, readingIds: ids(0), essay: ids(1)[0]! };
}

describe('per-exam clocks bind', () => {
  it('store answers only for the running exam, and take a submission only after a start', async () => {
    const r = await readingAndWriting('bind-parts', [30, 60]);
    const guest = await makeGuest(pb);
    const everything = [
      { questionId: r.readingIds[0]!, value: 'TRUE' },
      { questionId: r.readingIds[1]!, value: 'FALSE' },
      { questionId: r.essay, value: 'An essay written before Writing started.' },
    ];
    // Nothing started: the draft is taken, its answers are not stored; a submission is refused.
    const early = await saveDraft(pb, guest, { Room: r.id, raw: { answers: everything } });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect((await guestSearch(pb, r.slug, guest)).body.pendingSubmission!.answers).toEqual([]);
    const unstarted = await submit(pb, guest, { Room: r.id, raw: { answers: everything } });
    expect(unstarted.status, JSON.stringify(unstarted.body)).toBe(403);
    expect(unstarted.body.data.Room.code).toBe('not_started');

    // Reading runs: only its answers are stored, not the essay's.
    expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: everything } })).status).toBe(200);
    const reading = (await guestSearch(pb, r.slug, guest)).body.pendingSubmission!.answers;
    expect(byId(reading)).toEqual(byId(everything.slice(0, 2)));

    // Writing runs (Reading ended): the essay is stored, Reading stays as it was.
    expect((await startExam(guest, r.id, r.writing)).status).toBe(200);
    const later = [
      { questionId: r.readingIds[0]!, value: 'changed' },
      { questionId: r.essay, value: 'The essay, written in time.' },
    ];
    expect((await saveDraft(pb, guest, { Room: r.id, raw: { answers: later } })).status).toBe(200);
    const writing = (await guestSearch(pb, r.slug, guest)).body.pendingSubmission!.answers;
    expect(byId(writing)).toEqual({
      ...byId(everything.slice(0, 2)),
      [r.essay]: 'The essay, written in time.',
    });
  });

  it('take the essay only within Writing’s time and grace', async () => {
    const r = await readingAndWriting('bind-essay', [30, 60]);
    const guest = await makeGuest(pb);
    expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
    expect((await startExam(guest, r.id, r.writing)).status).toBe(200);
    const essay = (value: string) => ({ Room: r.id, raw: { answers: [{ questionId: r.essay, value }] } });
    expect((await saveDraft(pb, guest, essay('In time.'))).status).toBe(200);

    // Writing started 60 minutes and 30 seconds ago: its time is up, its grace not yet.
    const draft = await draftOf(guest, r.id);
    const times = draft.exam_times as Record<string, { started: string; ended?: string }>;
    const back = (minutes: number) => {
      const moved = structuredClone(times);
      moved[r.writing]!.started = stored(ms(times[r.writing]!.started) - minutes * MINUTE);
      return moved;
    };
    const move = (exam_times: object) =>
      pb.request(`/api/collections/pending_submissions/records/${draft.id}`, {
        method: 'PATCH',
        token: pb.superuserToken,
        body: { exam_times },
      });
    expect((await move(back(60.5))).status).toBe(200);
    expect((await saveDraft(pb, guest, essay('Within the grace.'))).status).toBe(200);
    // Past the grace: refused, and the essay stays as it was.
    expect((await move(back(62))).status).toBe(200);
    const late = await saveDraft(pb, guest, essay('Too late.'));
    expect(late.status).toBe(403);
    expect(late.body.data.Room.code).toBe('time_up');
    const kept = (await guestSearch(pb, r.slug, guest)).body.pendingSubmission!.answers;
    expect(byId(kept)).toEqual({ [r.essay]: 'Within the grace.' });
  });

  it('keep an essay finished early as it was', async () => {
    const r = await readingAndWriting('bind-finished', [30, 60]);
    const guest = await makeGuest(pb);
    expect((await startExam(guest, r.id, r.reading)).status).toBe(200);
    expect((await startExam(guest, r.id, r.writing)).status).toBe(200);
    const essay = (value: string) => ({ Room: r.id, raw: { answers: [{ questionId: r.essay, value }] } });
    expect((await saveDraft(pb, guest, essay('Finished.'))).status).toBe(200);
    expect((await finishExam(guest, r.id, r.writing)).status).toBe(200);
    expect((await saveDraft(pb, guest, essay('After finishing.'))).status).toBe(200);
    const sent = await submit(pb, guest, essay('After finishing.'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const filter = encodeURIComponent(`Guest = "${guest.id}"`);
    const submission = (
      await pb.request(`/api/collections/submissions/records?filter=${filter}`, { token: pb.superuserToken })
    ).body.items[0];
    expect(byId(submission.raw.answers)).toEqual({ [r.essay]: 'Finished.' });
  });
});

describe('a guest and a room that belong together', () => {
  it('take extra time and events; another room’s guest, or a room never opened, is 404', async () => {
    const slug = 'bind-belong';
    const { id: roomId } = importRoom(pb.dataDir, writeImportFile(scoringRoom(slug, [MEMBER])));
    const { id: otherId } = importRoom(pb.dataDir, writeImportFile(scoringRoom('bind-other', [MEMBER])));
    const guest = await makeGuest(pb);
    // The guest opened only the other room.
    expect((await guestSearch(pb, 'bind-other', guest)).status).toBe(200);
    expect((await accommodate(roomId, guest.id)).status).toBe(404);
    const refused = await sendEvents(guest, roomId);
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect((await sendEvents(guest, otherId)).status).toBe(204);
    expect((await accommodate(otherId, guest.id)).status).toBe(200);

    // Once the room has answered the guest's load, they belong to it, with no draft yet.
    expect((await guestSearch(pb, slug, guest)).status).toBe(200);
    expect((await guestSearch(pb, slug, guest)).status).toBe(200);
    expect((await accommodate(roomId, guest.id)).status).toBe(200);
    expect((await sendEvents(guest, roomId)).status).toBe(204);
    const live = await pb.request(`/api/room/live/${roomId}`, { token: member.token });
    expect(live.body.students.map((s: any) => s.guest.id)).toEqual([guest.id]);
  });
});

describe('the live route’s answered', () => {
  it('counts the answers given, of the draft or of the submission, never the boxes', async () => {
    const slug = 'bind-answered';
    const { id: roomId } = importRoom(pb.dataDir, writeImportFile(scoringRoom(slug, [MEMBER])));
    const ids = await questionIds(pb, slug);
    const every = (given: number) =>
      ids.map((questionId, i) => ({ questionId, value: i < given ? 'colour' : i % 2 ? '' : '  ' }));
    const writer = await makeGuest(pb);
    expect((await saveDraft(pb, writer, { Room: roomId, raw: { answers: every(3) } })).status).toBe(200);
    const done = await makeGuest(pb);
    expect((await submit(pb, done, { Room: roomId, raw: { answers: every(1) } })).status).toBe(200);
    const live = await pb.request(`/api/room/live/${roomId}`, { token: member.token });
    const of = (guest: TestGuest) => live.body.students.find((s: any) => s.guest.id === guest.id);
    expect(of(writer)).toMatchObject({ answered: 3, total: ids.length });
    expect(of(done)).toMatchObject({ status: 'submitted', answered: 1, total: ids.length });
  });

  it('is one count on the live screen and in the results list: the sheet’s boxes holding more than white space', async () => {
    const slug = 'bind-answered-one-rule';
    const { id: roomId } = importRoom(pb.dataDir, writeImportFile(scoringRoom(slug, [MEMBER])));
    const ids = await questionIds(pb, slug);
    const answers = [
      { questionId: ids[0], value: 'colour' },
      // JavaScript's white space, not only spaces: blank.
      { questionId: ids[1], value: '\u00a0\t\u3000' },
      { questionId: ids[2], value: ' river ' },
    ];
    const writer = await makeGuest(pb);
    expect((await saveDraft(pb, writer, { Room: roomId, raw: { answers } })).status).toBe(200);
    const live = await pb.request(`/api/room/live/${roomId}`, { token: member.token });
    const results = await pb.request(`/api/room/results/${roomId}`, { token: member.token });
    const of = (body: any) => body.students.find((s: any) => s.guest.id === writer.id).answered;
    expect(of(live.body)).toBe(2);
    expect(of(results.body)).toBe(2);
  });
});

describe('felt at once', () => {
  it('publishes the pause, the resume, extra time and the collect on the room’s and the student’s topics', async () => {
    const slug = 'bind-realtime';
    const { id: roomId } = importRoom(
      pb.dataDir,
      writeImportFile({
        ...scoringRoom(slug, [MEMBER]),
        room: { ...scoringRoom(slug, [MEMBER]).room, time_limit: 30 },
      }),
    );
    const guest = await makeGuest(pb);
    const other = await makeGuest(pb);
    expect((await guestSearch(pb, slug, guest)).status).toBe(200);
    expect((await guestSearch(pb, slug, other)).status).toBe(200);
    const roomTopic = `exam-day/${roomId}`;
    const mine = await openRealtime(pb.url, [roomTopic, `exam-day/${roomId}/${guest.id}`]);
    const theirs = await openRealtime(pb.url, [roomTopic, `exam-day/${roomId}/${other.id}`]);
    try {
      expect((await patch(roomId, { paused: true })).status).toBe(200);
      const paused = await mine.next(roomTopic);
      expect(paused.data).toEqual({ kind: 'paused', paused_at: expect.stringMatching(/Z$/) });
      expect((await theirs.next(roomTopic)).data.kind).toBe('paused');
      await new Promise((done) => setTimeout(done, 300));
      expect((await patch(roomId, { paused: false })).status).toBe(200);
      const resumed = (await mine.next(roomTopic)).data;
      expect(resumed).toEqual({
        kind: 'resumed',
        at: expect.stringMatching(/Z$/),
        shift_ms: expect.any(Number),
      });
      expect(resumed.shift_ms).toBeGreaterThanOrEqual(300);
      expect((await theirs.next(roomTopic)).data).toEqual(resumed);
      expect(ms(resumed.at) - ms(paused.data.paused_at)).toBeGreaterThanOrEqual(resumed.shift_ms - 5);

      // Extra time: only that student's sheet hears it.
      expect((await accommodate(roomId, guest.id)).status).toBe(200);
      expect((await mine.next(`exam-day/${roomId}/${guest.id}`)).data).toEqual({ kind: 'timing' });
      expect(theirs.messages.some((m) => m.topic.endsWith(guest.id))).toBe(false);

      const collected = await pb.request(`/api/room/collect/${roomId}`, {
        method: 'POST',
        token: member.token,
      });
      expect(collected.status).toBe(200);
      expect((await mine.next(roomTopic)).data).toEqual({ kind: 'collected' });
      expect((await theirs.next(roomTopic)).data).toEqual({ kind: 'collected' });
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
