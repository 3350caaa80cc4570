// kill -9 in the middle of a class: every draft and submission the server acknowledged is there after a
// restart, and SQLite's integrity check passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let room: BenchRoom;
beforeAll(async () => {
  pb = await startTestPocketBase();
  room = await importBenchRoom(pb, 'resilience');
});
afterAll(async () => {
  await pb?.stop();
});

describe('a crash while guests write', () => {
  it('keeps every acknowledged draft and submission, and the database intact', async () => {
    const guests = await makeGuests(pb, 24);
    const drafters = guests.slice(0, 16);
    const submitters = guests.slice(16);
    /** The highest draft step the server acknowledged, per guest. */
    const acknowledgedDraft = new Map<string, number>();
    const acknowledgedSubmission = new Map<string, string>();
    let crashed = false;

    const post = (path: string, uuid: string, body: unknown) =>
      fetch(`${pb.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'guest-uuid': uuid },
        body: JSON.stringify(body),
      });

    const draftLoop = async (uuid: string) => {
      for (let step = 1; !crashed && step <= 10_000; step++) {
        try {
          const res = await post('/api/exam/pending-submission', uuid, {
            Room: room.id,
            raw: {
              answers: answers(room, step % 40).map((a, i) =>
                i === 0 ? { ...a, value: `step ${step}` } : a,
              ),
            },
          });
          if (res.status === 200) acknowledgedDraft.set(uuid, step);
          // A guest's drafts beyond two a second are refused (429): wait a little and go on.
          else if (res.status === 429) await new Promise((r) => setTimeout(r, 100));
          else expect(res.status).toBe(200);
        } catch {
          return; // the server is gone
        }
      }
    };
    const submitLoop = async () => {
      for (const uuid of submitters) {
        if (crashed) return;
        try {
          const res = await post('/api/exam/submission', uuid, {
            Room: room.id,
            raw: { answers: answers(room, 20) },
          });
          if (res.status === 200) acknowledgedSubmission.set(uuid, ((await res.json()) as { id: string }).id);
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 40));
      }
    };

    const writers = Promise.all([...drafters.map(draftLoop), submitLoop()]);
    await new Promise((r) => setTimeout(r, 300));
    crashed = true;
    pb.kill();
    await writers;
    expect(acknowledgedDraft.size).toBeGreaterThan(0);
    expect(acknowledgedSubmission.size).toBeGreaterThan(0);

    await pb.restart();
    const drafts = await pb.request(
      `/api/collections/pending_submissions/records?perPage=500&expand=Guest&filter=${encodeURIComponent(`Room = "${room.id}"`)}`,
      { token: pb.superuserToken },
    );
    const storedStep = new Map<string, number>(
      drafts.body.items.map((d: any) => [
        d.expand.Guest.uuid,
        Number(/step (\d+)/.exec(d.raw.answers[0].value)?.[1]),
      ]),
    );
    for (const [uuid, step] of acknowledgedDraft) {
      // A write may have landed after its answer was lost in the crash, so the stored step can be later.
      expect(storedStep.get(uuid), uuid).toBeGreaterThanOrEqual(step);
    }
    for (const [uuid, id] of acknowledgedSubmission) {
      const stored = await pb.request(`/api/collections/submissions/records/${id}?expand=Guest`, {
        token: pb.superuserToken,
      });
      expect(stored.status, uuid).toBe(200);
      expect(stored.body.expand.Guest.uuid).toBe(uuid);
      expect(stored.body.score).toBe(20);
    }
    expect(runPocketBaseCommand(pb.dataDir, ['integrity-check'])).toEqual({ data: 'ok', auxiliary: 'ok' });
  });
});
