// Guests kept no longer than needed (docs/architecture.md, "Robustness rules"), against a real PocketBase:
// idle guests forgotten by the nightly job (run here through its console command), and a deleted room's
// guests forgotten unless another room still holds their work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { importScoringRoom, makeGuest, questionIds, saveDraft, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let teacher: { id: string; token: string };
const TEACHER = 'retention@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  teacher = await pb.createUser(TEACHER);
});
afterAll(async () => {
  await pb?.stop();
});

const guestExists = async (id: string) =>
  (await pb.request(`/api/collections/guests/records/${id}`, { token: pb.superuserToken })).status === 200;
const answer = async (slug: string, roomId: string) => ({
  Room: roomId,
  raw: { answers: [{ questionId: (await questionIds(pb, slug))[0]!, value: 'colour' }] },
});

describe('idle guests', () => {
  it('forgets guests with neither draft nor submission once idle long enough, and nobody else', async () => {
    const room = importScoringRoom(pb, 'retention-idle');
    const idle = await makeGuest(pb);
    const drafting = await makeGuest(pb);
    const submitted = await makeGuest(pb);
    expect((await saveDraft(pb, drafting, await answer(room.slug, room.id))).status).toBe(200);
    expect((await submit(pb, submitted, await answer(room.slug, room.id))).status).toBe(200);

    // A week's threshold keeps a guest made a moment ago.
    expect(runPocketBaseCommand<{ forgotten: number }>(pb.dataDir, ['forget-idle-guests'])).toEqual({
      forgotten: 0,
    });
    expect(await guestExists(idle.id)).toBe(true);

    await new Promise((r) => setTimeout(r, 20));
    const result = runPocketBaseCommand<{ forgotten: number }>(pb.dataDir, ['forget-idle-guests', '0']);
    expect(result.forgotten).toBeGreaterThanOrEqual(1);
    expect(await guestExists(idle.id)).toBe(false);
    expect(await guestExists(drafting.id)).toBe(true);
    expect(await guestExists(submitted.id)).toBe(true);
  });
});

describe('deleting a room', () => {
  it('forgets the names and e-mails of its guests who belong to no other room', async () => {
    const gone = importScoringRoom(pb, 'retention-gone', [TEACHER]);
    const kept = importScoringRoom(pb, 'retention-kept', [TEACHER]);
    const onlyHere = await makeGuest(pb);
    const alsoElsewhere = await makeGuest(pb);
    expect((await submit(pb, onlyHere, await answer(gone.slug, gone.id))).status).toBe(200);
    expect((await saveDraft(pb, alsoElsewhere, await answer(gone.slug, gone.id))).status).toBe(200);
    expect((await saveDraft(pb, alsoElsewhere, await answer(kept.slug, kept.id))).status).toBe(200);

    const res = await pb.request(`/api/room/delete/${gone.id}`, {
      method: 'POST',
      token: teacher.token,
      body: { confirm: 'Scoring retention-gone' },
    });
    expect(res.status).toBe(204);
    expect(await guestExists(onlyHere.id)).toBe(false);
    expect(await guestExists(alsoElsewhere.id)).toBe(true);
  });
});
