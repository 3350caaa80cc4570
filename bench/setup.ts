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

/**
 * The anchor for submissions: a body for PocketBase's own create of a record as large as a stored
 * submission. One submission (the bench's answers, 25 right) is stored and read back; the body carries
 * its raw as the scratch collection's json field, so the create stores as many bytes.
 */
export async function sameSizeAnchor(pb: TestPocketBase, room: BenchRoom): Promise<string> {
  const made = await pb.request('/api/collections', {
    method: 'POST',
    token: pb.superuserToken,
    body: { name: SAME_SIZE_COLLECTION, type: 'base', fields: [{ name: 'raw', type: 'json', maxSize: 0 }] },
  });
  if (made.status !== 200) throw new Error(`scratch collection: ${JSON.stringify(made.body)}`);
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

export { startTestPocketBase };
