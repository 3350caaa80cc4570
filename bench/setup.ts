// What the benchmark and the soak share: a real PocketBase on a free port with a fresh data directory,
// with the class of tests/support/class-room.ts (a 40-question room and guests who finished the gate).
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

export { startTestPocketBase };
