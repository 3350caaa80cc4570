// An exam centre behind one address, rate limiter on as migrated (docs/architecture.md, "Rate limits"):
// a centre's students saving at their pace pass; one client flooding one guest's drafts is refused with
// 429 and Retry-After while the others go on; and one client making guests without end is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let room: BenchRoom;
let firstGuestAt = 0;
beforeAll(async () => {
  pb = await startTestPocketBase();
  firstGuestAt = Date.now();
  room = await importBenchRoom(pb, 'centre');
});
afterAll(async () => {
  await pb?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const draft = (uuid: string, right: number) =>
  pb.request('/api/exam/pending-submission', {
    method: 'POST',
    body: { Room: room.id, raw: { answers: answers(room, right) } },
    headers: { 'guest-uuid': uuid },
  });

describe('an exam centre behind one address', () => {
  it('takes 300 students saving as fast as a guest may for a whole window, without a 429', async () => {
    const settings = await pb.request('/api/settings', { token: pb.superuserToken });
    expect(settings.body.rateLimits.enabled).toBe(true);
    const students = await makeGuests(pb, 300);
    const statuses: number[] = [];
    // Two drafts a second each (the per-guest limit) for five seconds: 3,000 drafts, 600 a second, about
    // the rate of 2,000 students saving every 3 s.
    await Promise.all(
      students.map(async (uuid, i) => {
        await sleep((i % 50) * 10);
        for (let n = 1; n <= 10; n++) {
          const started = Date.now();
          statuses.push((await draft(uuid, n)).status);
          await sleep(Math.max(0, 510 - (Date.now() - started)));
        }
      }),
    );
    expect(statuses).toHaveLength(3000);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 180_000);

  it("refuses one guest's flood of drafts with 429 and Retry-After, and other guests go on", async () => {
    const [flooder, other] = await makeGuests(pb, 2);
    const flood = await Promise.all(Array.from({ length: 30 }, (_, n) => draft(flooder!, n % 40)));
    const refused = flood.filter((r) => r.status === 429);
    expect(flood.filter((r) => r.status === 200).length).toBeLessThanOrEqual(4);
    expect(refused.length).toBeGreaterThanOrEqual(26);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(refused[0]!.body).toMatchObject({ status: 429, message: expect.any(String), data: {} });

    expect((await draft(other!, 5)).status).toBe(200);
    // After the wait it asked for, the flooding guest's next draft is taken.
    await sleep(1000);
    expect((await draft(flooder!, 7)).status).toBe(200);
  });

  it('refuses a client making new guests without end', async () => {
    let next = 0;
    let made = 0;
    let refused = false;
    const worker = async () => {
      while (!refused && next < 20_000) {
        next++;
        const res = await pb.request('/api/exam/guest', {
          method: 'POST',
          body: { uuid: crypto.randomUUID() },
        });
        if (res.status === 200) made++;
        else if (res.status === 429) refused = true;
        else throw new Error(`guest: ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    expect(refused).toBe(true);
    // 4,000 a minute per address, counted in windows of a minute from the file's first guest; the tests
    // above made about 300 guests of them.
    const minutes = Math.ceil((Date.now() - firstGuestAt) / 60_000);
    expect(made).toBeLessThanOrEqual(4000 * minutes);
    expect(made).toBeGreaterThan(3000);
  }, 180_000);
});
