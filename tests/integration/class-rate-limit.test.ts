// Forty students behind one school address, rate limiter on (as migrated): each loading the room three
// times and saving ten drafts as fast as a guest may (two a second), without a single 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let room: BenchRoom;
beforeAll(async () => {
  pb = await startTestPocketBase();
  room = await importBenchRoom(pb, 'class');
});
afterAll(async () => {
  await pb?.stop();
});

describe('a class behind one address', () => {
  it('loads the room and autosaves for a full rate-limit window without a 429', async () => {
    const settings = await pb.request('/api/settings', { token: pb.superuserToken });
    expect(settings.body.rateLimits.enabled).toBe(true);

    const students = await makeGuests(pb, 40);
    const statuses: number[] = [];
    const post = async (path: string, uuid: string, body: unknown) => {
      const res = await pb.request(path, { method: 'POST', body, headers: { 'guest-uuid': uuid } });
      statuses.push(res.status);
    };
    // Ten saves per student, one every half second: all inside one 10-second window.
    await Promise.all(
      students.map(async (uuid) => {
        for (let load = 0; load < 3; load++) await post('/api/room/guest-search', uuid, { slug: room.slug });
        for (let n = 1; n <= 10; n++) {
          const sent = Date.now();
          await post('/api/exam/pending-submission', uuid, {
            Room: room.id,
            raw: { answers: answers(room, n) },
          });
          await new Promise((r) => setTimeout(r, Math.max(0, 510 - (Date.now() - sent))));
        }
      }),
    );
    expect(statuses).toHaveLength(40 * 13);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
