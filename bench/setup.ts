// What the benchmark and the soak share: a real PocketBase on a free port with a fresh data directory,
// with the class of tests/support/class-room.ts (a 40-question room and guests who finished the gate).
import { answers, makeGuests, type BenchRoom } from '../tests/support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../tests/support/pocketbase';

export { answers, importBenchRoom, makeGuests, type BenchRoom } from '../tests/support/class-room';

/**
 * The benchmark measures what the server can do, not the rate limiter: every request here comes from one
 * address, far beyond what a class behind one address sends. The soak keeps the limiter on.
 */
export async function disableRateLimiter(pb: TestPocketBase) {
  const res = await pb.request('/api/settings', {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { rateLimits: { enabled: false } },
  });
  if (res.status !== 200) throw new Error(`could not turn the rate limiter off: ${JSON.stringify(res.body)}`);
}

/** The bench's own scratch collection: one json field, made in the bench's PocketBase only. */
export const SAME_SIZE_COLLECTION = 'bench_same_size';

/** Makes the scratch collection the same-size anchors store into. */
export async function makeSameSizeCollection(pb: TestPocketBase) {
  const made = await pb.request('/api/collections', {
    method: 'POST',
    token: pb.superuserToken,
    body: { name: SAME_SIZE_COLLECTION, type: 'base', fields: [{ name: 'raw', type: 'json', maxSize: 0 }] },
  });
  if (made.status !== 200) throw new Error(`scratch collection: ${JSON.stringify(made.body)}`);
}

/**
 * The bench's scratch collection for the tiny create (drafts' anchor): one text field, no hooks. Not `keys`:
 * creating a content record runs the app's content hook (content.pb.js), which makes every room's cached
 * sheet stale, so the next submissions in a room no draft line had warmed each built it again, 32 at once.
 */
export const TINY_COLLECTION = 'bench_tiny';

/** Makes the scratch collection the tiny creates store into. */
export async function makeTinyCollection(pb: TestPocketBase) {
  const made = await pb.request('/api/collections', {
    method: 'POST',
    token: pb.superuserToken,
    body: { name: TINY_COLLECTION, type: 'base', fields: [{ name: 'value', type: 'text' }] },
  });
  if (made.status !== 200) throw new Error(`scratch collection: ${JSON.stringify(made.body)}`);
}

/**
 * The anchor for submissions: a body for PocketBase's own create of a record as large as a stored
 * submission. One submission (the bench's answers, 25 right) is stored and read back; the body carries
 * its raw as the scratch collection's json field, so the create stores as many bytes.
 */
export async function sameSizeAnchor(pb: TestPocketBase, room: BenchRoom): Promise<string> {
  await makeSameSizeCollection(pb);
  const [guest] = await makeGuests(pb, 1);
  const submitted = await pb.request<{ id: string }>('/api/exam/submission', {
    method: 'POST',
    headers: { 'guest-uuid': guest! },
    body: { Room: room.id, raw: { answers: answers(room, 25) } },
  });
  if (submitted.status !== 200) throw new Error(`submission: ${JSON.stringify(submitted.body)}`);
  const stored = await pb.request(`/api/collections/submissions/records/${submitted.body.id}`, {
    token: pb.superuserToken,
  });
  const body = JSON.stringify({ raw: stored.body.raw });
  console.log(`  a stored submission's raw: ${JSON.stringify(stored.body.raw).length} bytes`);
  return body;
}

/**
 * The anchor for a room load with a draft: a record for PocketBase's own view that holds, as its json field,
 * what guest-search answers `guest` (a student with a draft) in `room`, so the view sends as many bytes.
 * Returns its id. After sameSizeAnchor, which makes the collection.
 */
export async function sameSizeViewRecord(
  pb: TestPocketBase,
  room: BenchRoom,
  guest: string,
): Promise<string> {
  const loaded = await pb.request('/api/room/guest-search', {
    method: 'POST',
    headers: { 'guest-uuid': guest },
    body: { slug: room.slug },
  });
  if (loaded.status !== 200) throw new Error(`guest-search: ${JSON.stringify(loaded.body)}`);
  const record = await pb.createRecord(SAME_SIZE_COLLECTION, { raw: loaded.body });
  console.log(`  a room load's answer with a draft: ${JSON.stringify(loaded.body).length} bytes`);
  return record.id;
}

/** Makes the room timed: `minutes` from each guest's own start (long enough to outlast the bench). */
export async function timeRoom(pb: TestPocketBase, room: BenchRoom, minutes: number) {
  const res = await pb.request(`/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { time_limit: minutes },
  });
  if (res.status !== 200) throw new Error(`could not time the room: ${JSON.stringify(res.body)}`);
}

/**
 * A draft as the sheet autosaves it at mid-test: half the answers given (blanks are left out of a draft),
 * two questions flagged.
 */
export function midTestDraft(room: BenchRoom) {
  const given = answers(room, room.questions.length).slice(0, Math.ceil(room.questions.length / 2));
  const flags = [given[3]!.questionId, given[7]!.questionId];
  return JSON.stringify({ Room: room.id, raw: { answers: given, flags } });
}

/**
 * Students as a class has them when Submit is pressed: each finished the gate, pressed "Let's go" (a draft
 * with its `started`) and has a mid-test draft saved, as every student has from their first autosave.
 */
export async function makeStudentsWithDrafts(pb: TestPocketBase, room: BenchRoom, count: number) {
  const uuids = await makeGuests(pb, count);
  const draft = midTestDraft(room);
  const send = async (path: string, uuid: string, body: string) => {
    const res = await fetch(`${pb.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'guest-uuid': uuid },
      body,
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  };
  let next = 0;
  const worker = async () => {
    while (next < uuids.length) {
      const uuid = uuids[next++]!;
      await send('/api/exam/start', uuid, JSON.stringify({ Room: room.id }));
      await send('/api/exam/pending-submission', uuid, draft);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return uuids;
}

export { startTestPocketBase };
