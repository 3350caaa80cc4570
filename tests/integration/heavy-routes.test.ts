// Heavy routes (docs/architecture.md, "Heavy routes"): a teacher's heavy routes take turns across the
// server (here one at a time: beyond it a read gets 429 with Retry-After), and an unchanged results poll is
// answered 304 while any change to what the list shows gives a new ETag.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSearch, importScoringRoom, makeGuest, questionIds, saveDraft, submit } from '../support/app';
import { makeGuests } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
const MEMBER = 'heavy-member@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase({ env: { PB_HEAVY_CONCURRENCY: '1' } });
  member = await pb.createUser(MEMBER);
});
afterAll(async () => {
  await pb?.stop();
});

async function room(slug: string) {
  importScoringRoom(pb, slug, [MEMBER]);
  const ids = await questionIds(pb, slug);
  const roomId = (await guestSearch(pb, slug)).body.room.id as string;
  return { ids, roomId };
}

const poll = (roomId: string, tag?: string) =>
  pb.request(`/api/room/results/${roomId}`, {
    token: member.token,
    headers: tag ? { 'if-none-match': tag } : {},
  });

interface Delta {
  students: { guest: { id: string }; status: string; answered: number | null }[];
  cursor: string;
  full: boolean;
  totals: { students: number; submitted: number };
}
const since = (roomId: string, cursor: string, tag?: string) =>
  pb.request<Delta>(`/api/room/results/${roomId}?since=${encodeURIComponent(cursor)}`, {
    token: member.token,
    headers: tag ? { 'if-none-match': tag } : {},
  });
const guestIds = (delta: Delta) => delta.students.map((s) => s.guest.id).sort();

/** An accept whose body stalls: it holds the one heavy turn until `release` sends the rest (a 400 then). */
function holdTheHeavyTurn(roomId: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode('{"questionId":'));
      await released;
      controller.enqueue(encoder.encode('"nope","answer":"x"}'));
      controller.close();
    },
  });
  const holding = fetch(`${pb.url}/api/room/results/${roomId}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: member.token },
    body,
    duplex: 'half',
  } as RequestInit);
  return { release, holding };
}

describe('the results poll', () => {
  it('is 304 while nothing changed, and 200 with a new ETag after a draft, a rename, a submission', async () => {
    const { ids, roomId } = await room('heavy-etag');
    const guest = await makeGuest(pb);
    expect((await saveDraft(pb, guest, { Room: roomId, raw: { answers: [] } })).status).toBe(200);

    const first = await poll(roomId);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await poll(roomId, tag);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await poll(roomId, '"other"')).status).toBe(200);

    const changes = [
      () => saveDraft(pb, guest, { Room: roomId, raw: { answers: [{ questionId: ids[0], value: 'x' }] } }),
      () =>
        pb.request('/api/exam/guest', {
          method: 'PATCH',
          body: { uuid: guest.uuid, name: 'Renamed', email: 'renamed@answersheet.test' },
        }),
      () => submit(pb, guest, { Room: roomId, raw: { answers: [{ questionId: ids[0], value: 'x' }] } }),
    ];
    let current = tag;
    for (const change of changes) {
      // updated is kept to the millisecond: a change in the same one as the last would not be seen.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await change()).status).toBe(200);
      const next = await poll(roomId, current);
      expect(next.status).toBe(200);
      expect(next.headers.get('etag')).not.toBe(current);
      current = next.headers.get('etag')!;
    }
  });
});

describe("a room's cached answers", () => {
  const patchRoom = (roomId: string, body: object) =>
    pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body, token: member.token });
  const tagOf = async (roomId: string) => (await poll(roomId)).headers.get('etag')!;

  it("go stale for a change that names the room, and only that room's", async () => {
    const [a, b] = [await room('heavy-gen-a'), await room('heavy-gen-b')];
    const [tagA, tagB] = [await tagOf(a.roomId), await tagOf(b.roomId)];

    // A pause and a release are saves of room A's record: B's answer and sheet stay current.
    expect((await patchRoom(a.roomId, { paused: true })).status).toBe(200);
    expect((await poll(a.roomId, tagA)).status).toBe(200);
    expect((await poll(b.roomId, tagB)).status).toBe(304);
    const paused = await guestSearch(pb, 'heavy-gen-a');
    expect(paused.body.timing.paused_at).toBeTruthy();

    // A change below rooms (a key, through the records API) may touch any room: every answer is rebuilt.
    const tagA2 = await tagOf(a.roomId);
    const key = await pb.request<{ items: { id: string }[] }>('/api/collections/keys/records?perPage=1', {
      token: pb.superuserToken,
    });
    const changed = await pb.request(`/api/collections/keys/records/${key.body.items[0]!.id}`, {
      method: 'PATCH',
      body: { value: 'changed-key' },
      token: pb.superuserToken,
    });
    expect(changed.status).toBe(200);
    expect((await poll(a.roomId, tagA2)).status).toBe(200);
    expect((await poll(b.roomId, tagB)).status).toBe(200);
  });

  /** Writes to the database from another process, as the importer does: no hook of the server sees it. */
  const behindTheServer = (sql: string) => {
    const out = spawnSync('sqlite3', [join(pb.dataDir, 'data.db'), sql], { encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
  };
  const guestName = async (slug: string) => (await guestSearch(pb, slug)).body.room.name as string;

  it("keep room B's results answer and sheet while a pause, a release and an accepted answer in room A are seen in A", async () => {
    const [a, b] = [await room('heavy-own-a'), await room('heavy-own-b')];
    const nameB = await guestName('heavy-own-b');
    const tagB = await tagOf(b.roomId);
    let tagA = await tagOf(a.roomId);
    // B renamed behind the cache: only a rebuild of B's cached sheet would show the new name.
    behindTheServer(`UPDATE rooms SET name = 'Renamed behind the cache' WHERE id = '${b.roomId}'`);

    const changes = [
      () => patchRoom(a.roomId, { paused: true }),
      () =>
        pb.request(`/api/room/marking/${a.roomId}/release`, {
          method: 'POST',
          body: { released: true },
          token: member.token,
        }),
      // A new key of a question of A's exam, which B does not hold: A's scoring table is built again, not B's.
      () =>
        pb.request(`/api/room/results/${a.roomId}/accept`, {
          method: 'POST',
          body: { questionId: a.ids[1], answer: 'accepted here' },
          token: member.token,
        }),
    ];
    for (const change of changes) {
      const res = await change();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const pollA = await poll(a.roomId, tagA);
      expect(pollA.status).toBe(200);
      tagA = pollA.headers.get('etag')!;
      expect((await poll(b.roomId, tagB)).status).toBe(304);
      expect(await guestName('heavy-own-b')).toBe(nameB);
    }
    expect((await guestSearch(pb, 'heavy-own-a')).body.timing.paused_at).toBeTruthy();
    const guest = await makeGuest(pb);
    expect((await saveDraft(pb, guest, { Room: a.roomId, raw: { answers: [] } })).status).toBe(403);
    // A change that names B rebuilds B's sheet, which then shows the name written behind the cache.
    expect((await patchRoom(b.roomId, { paused: true })).status).toBe(200);
    expect(await guestName('heavy-own-b')).toBe('Renamed behind the cache');
  });
});

describe('the results poll since its cursor', () => {
  // A cursor looks for changes from a second before its answer (CURSOR_OVERLAP_MS): what was written
  // before that is not sent again.
  const overlap = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('carries only the students changed since, and the full list once one was removed', async () => {
    const { ids, roomId } = await room('heavy-since');
    const [writing, submitting, leaving] = [await makeGuest(pb), await makeGuest(pb), await makeGuest(pb)];
    for (const guest of [writing, submitting, leaving])
      expect((await saveDraft(pb, guest, { Room: roomId, raw: { answers: [] } })).status).toBe(200);
    await overlap();

    const first = await poll(roomId);
    expect(first.status).toBe(200);
    // The full answer of docs/architecture.md, "HTTP routes", with its cursor in a header.
    expect(Object.keys(first.body as object).sort()).toEqual(['exams', 'room', 'students']);
    const cursor = first.headers.get('results-cursor')!;
    expect(cursor).toBeTruthy();
    expect((await since(roomId, cursor, first.headers.get('etag')!)).status).toBe(304);

    const answers = [{ questionId: ids[0], value: 'x' }];
    expect((await saveDraft(pb, writing, { Room: roomId, raw: { answers } })).status).toBe(200);
    const drafted = await since(roomId, cursor);
    expect(drafted.status).toBe(200);
    expect(drafted.body.full).toBe(false);
    expect(guestIds(drafted.body)).toEqual([writing.id]);
    expect(drafted.body.students[0]).toMatchObject({ status: 'in_progress', answered: 1 });
    expect(drafted.body.totals).toEqual({ students: 3, submitted: 0 });
    expect(drafted.body.cursor).toBe(drafted.headers.get('results-cursor'));

    // A submission takes the place of a draft: the student changed, nobody was removed.
    expect((await submit(pb, submitting, { Room: roomId, raw: { answers } })).status).toBe(200);
    const submitted = await since(roomId, cursor);
    expect(submitted.body.full).toBe(false);
    expect(guestIds(submitted.body)).toEqual([writing.id, submitting.id].sort());
    expect(submitted.body.students.find((s) => s.guest.id === submitting.id)?.status).toBe('submitted');
    expect(submitted.body.totals).toEqual({ students: 3, submitted: 1 });

    const forgot = await pb.request(`/api/room/results/${roomId}/forget`, {
      method: 'POST',
      token: member.token,
      body: { guest: leaving.id },
    });
    expect(forgot.status).toBe(200);
    const full = await since(roomId, submitted.body.cursor);
    expect(full.body.full).toBe(true);
    expect(guestIds(full.body)).toEqual([writing.id, submitting.id].sort());
    expect(full.body.totals).toEqual({ students: 2, submitted: 1 });
  });

  it('answers the full list to a cursor it did not write', async () => {
    const { roomId } = await room('heavy-since-bad');
    const guest = await makeGuest(pb);
    expect((await saveDraft(pb, guest, { Room: roomId, raw: { answers: [] } })).status).toBe(200);
    for (const cursor of ['nonsense', '1~1~x']) {
      const answer = await since(roomId, cursor);
      expect(answer.status).toBe(200);
      expect(answer.body.full).toBe(true);
      expect(guestIds(answer.body)).toEqual([guest.id]);
    }
  });
});

describe('heavy routes read a page of students at a time', () => {
  it('exports and analyses every student of a room larger than a page (100)', async () => {
    const { ids, roomId } = await room('heavy-pages');
    const SUBMITTED = 110;
    const WRITING = 15;
    for (let i = 0; i < SUBMITTED + WRITING; i++) {
      const guest = await makeGuest(pb);
      const raw = { answers: [{ questionId: ids[0], value: i % 2 ? 'colour' : `answer ${i}` }] };
      const res =
        i < SUBMITTED
          ? await submit(pb, guest, { Room: roomId, raw })
          : await saveDraft(pb, guest, { Room: roomId, raw });
      expect(res.status).toBe(200);
    }
    const csv = await pb.request<string>(`/api/room/results/${roomId}/export`, { token: member.token });
    expect(csv.status).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(lines).toHaveLength(SUBMITTED + WRITING);
    expect(lines.slice(0, SUBMITTED).every((line) => line.includes(',submitted,'))).toBe(true);
    expect(lines.slice(SUBMITTED).every((line) => line.includes(',in progress,'))).toBe(true);

    const analysis = await pb.request<{ questionId: string; submitted: number }[]>(
      `/api/room/results/${roomId}/questions`,
      { token: member.token },
    );
    expect(analysis.body.find((item) => item.questionId === ids[0])!.submitted).toBe(SUBMITTED);
  }, 120_000);
});

describe('heavy routes', () => {
  it('take turns: beside an accept that holds the one slot, the item analysis is 429 with Retry-After', async () => {
    const { roomId } = await room('heavy-turns');
    const { release, holding } = holdTheHeavyTurn(roomId);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const refused = await pb.request(`/api/room/results/${roomId}/questions`, { token: member.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A light route of the same room is not held up.
    expect((await poll(roomId)).status).toBe(200);

    release();
    expect((await holding).status).toBe(400);
    expect((await pb.request(`/api/room/results/${roomId}/questions`, { token: member.token })).status).toBe(
      200,
    );
  });
});

describe("a large room's results list", () => {
  // lib/store/results-list.js's HEAVY_RESULTS_FROM: from this many students a full list takes a heavy turn.
  const LARGE = 300;

  it('takes a heavy turn for the full list only: beside an accept that holds the one turn, a poll since its cursor is answered at once', async () => {
    const { ids, roomId } = await room('heavy-large');
    const uuids = await makeGuests(pb, LARGE);
    let next = 0;
    const worker = async () => {
      while (next < uuids.length) {
        const uuid = uuids[next++]!;
        const res = await pb.request('/api/exam/pending-submission', {
          method: 'POST',
          headers: { 'guest-uuid': uuid },
          body: { Room: roomId, raw: { answers: [] } },
        });
        expect(res.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const first = await poll(roomId);
    expect(first.status).toBe(200);
    const cursor = first.headers.get('results-cursor')!;

    const { release, holding } = holdTheHeavyTurn(roomId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const typing = { 'guest-uuid': uuids[0]! };
    const answers = [{ questionId: ids[0], value: 'x' }];
    const saved = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      headers: typing,
      body: { Room: roomId, raw: { answers } },
    });
    expect(saved.status).toBe(200);

    // What changed since the screen's cursor is no heavy read: it does not wait for the turn.
    const delta = await since(roomId, cursor);
    expect(delta.status).toBe(200);
    expect(delta.body.full).toBe(false);
    expect(delta.body.students.map((s) => s.answered)).toContain(1);
    expect(delta.body.totals).toEqual({ students: LARGE, submitted: 0 });
    // The full list waits its turn (2 s), then is refused as the screens expect.
    const full = await poll(roomId);
    expect(full.status).toBe(429);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    // So is a cursor that does not hold: it asks for the full list.
    expect((await since(roomId, 'nonsense')).status).toBe(429);

    release();
    expect((await holding).status).toBe(400);
    const after = await poll(roomId);
    expect(after.status).toBe(200);
    expect((after.body as { students: unknown[] }).students).toHaveLength(LARGE);
  }, 120_000);
});
