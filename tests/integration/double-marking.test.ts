// Double marking and the audit trail against a real PocketBase (docs/architecture.md, "Double marking" and
// "Audit trail"): blind second marks, the rounds, the agreement limits, the agreed mark only while needed, a
// Writing band of null until agreed (results, CSV, the student's view), the pairs' figures; and a history row
// for every change, newest first, members only, closed to the records API but for superusers, gone with a
// forgotten student's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, slotsOf, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
type User = { id: string; token: string };
let first: User;
let second: User;
let third: User;
let stranger: User;
const EMAILS = ['double-a@answersheet.test', 'double-b@answersheet.test', 'double-c@answersheet.test'];

beforeAll(async () => {
  pb = await startTestPocketBase();
  first = await pb.createUser(EMAILS[0]!, 'user-password-1', 'Ann Marker');
  second = await pb.createUser(EMAILS[1]!, 'user-password-1', 'Bob Marker');
  third = await pb.createUser(EMAILS[2]!, 'user-password-1', 'Cat Marker');
  stranger = await pb.createUser('double-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const task = (num: number) => ({
  name: `Task ${num}`,
  passage: `Prompt ${num}`,
  media: [],
  groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
});

const as = (user: User | null) => {
  const token = user?.token;
  return {
    get: (path: string) => pb.request(path, { token }),
    put: (path: string, body: unknown) => pb.request(path, { method: 'PUT', body, token }),
    post: (path: string, body: unknown = {}) => pb.request(path, { method: 'POST', body, token }),
    patch: (path: string, body: unknown) => pb.request(path, { method: 'PATCH', body, token }),
  };
};
/** A test guest's name (tests/support/app.ts). */
const nameOf = (guest: TestGuest) => `Student ${guest.uuid.slice(0, 8)}`;
const criteria = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

describe('double marking', () => {
  let roomId = '';
  let essays: string[] = [];
  let listening: string[] = [];
  let listeningExam = '';
  let ann: { guest: TestGuest; submission: string };
  let ben: { guest: TestGuest; submission: string };
  const script = (who: { submission: string }, n: number) =>
    `/api/room/marking/${roomId}/script/${who.submission}/${essays[n - 1]}`;
  const entry = async (user: User, who: { submission: string }, n: number) =>
    ((await as(user).get(`/api/room/marking/${roomId}`)).body.scripts as any[]).find(
      (s) => s.submission === who.submission && s.question.id === essays[n - 1],
    );

  beforeAll(async () => {
    importRoom(
      pb.dataDir,
      writeImportFile({
        room: { name: 'Double', slug: 'double-class', detail: '', members: EMAILS, results: 'score' },
        exams: [
          {
            name: 'Listening',
            kind: 'listening',
            sections: [
              {
                name: 'Part 1',
                media: [],
                groups: [
                  {
                    from: 1,
                    to: 2,
                    questions: [
                      { num: 1, keys: ['a'] },
                      { num: 2, keys: ['a'] },
                    ],
                  },
                ],
              },
            ],
          },
          { name: 'Writing', kind: 'academic_writing', sections: [task(1), task(2)] },
        ],
      }),
    );
    const found = await guestSearch(pb, 'double-class');
    const room = found.body.room;
    roomId = room.id;
    listeningExam = room.exams[0]!.id;
    listening = slotsOf({ ...room, exams: [room.exams[0]!] }).map((s) => s.questionId as string);
    essays = slotsOf({ ...room, exams: [room.exams[1]!] }).map((s) => s.questionId as string);
    const sit = async () => {
      const guest = await makeGuest(pb);
      const name = nameOf(guest);
      const answers = [
        ...listening.map((questionId) => ({ questionId, value: 'x' })),
        { questionId: essays[0], value: `${name} writes about the chart.` },
        { questionId: essays[1], value: `${name} agrees with the statement.` },
      ];
      const sent = await submit(pb, guest, { Room: roomId, raw: { answers } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      return { guest, submission: sent.body.id as string };
    };
    ann = await sit();
    ben = await sit();
  });

  it('takes double_marking in the room patch, 400 for anything but true or false', async () => {
    const bad = await as(first).patch(`/api/room/patch/${roomId}`, { double_marking: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('double_marking');
    const on = await as(first).patch(`/api/room/patch/${roomId}`, { double_marking: true });
    expect(on.status).toBe(200);
    expect(on.body.double_marking).toBe(true);
  });

  it('keeps the second marker blind, and gives each marker only their own mark until the final exists', async () => {
    const saved = await as(first).put(script(ann, 1), { criteria: criteria(6, 6, 6, 6), comment: 'First' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ round: 1, band: 6 });

    const seenBySecond = await entry(second, ann, 1);
    expect(seenBySecond).toMatchObject({ mark: null, mine: null, agreement: { needed: false, final: null } });
    const detail = await as(second).get(script(ann, 1));
    expect(detail.body).toMatchObject({ mark: null, mine: null, rounds: null });
    expect(JSON.stringify(detail.body)).not.toContain('First');
    expect(await entry(first, ann, 1)).toMatchObject({ mark: null, mine: { band: 6, round: 1 } });
  });

  it('takes a different member’s mark as round 2, the same marker’s as a change of their own, and the mean as final', async () => {
    const two = await as(second).put(script(ann, 1), { criteria: criteria(7, 6, 7, 6) });
    expect(two.body).toMatchObject({ round: 2, band: 6.5 });
    const changed = await as(first).put(script(ann, 1), { criteria: criteria(6, 6, 6, 7), comment: 'First' });
    expect(changed.body).toMatchObject({ round: 1, band: 6.25 });
    // A mean of 6.25 and 6.5: each criterion the mean of two, the task band exactly 6.375.
    const now = await entry(third, ann, 1);
    expect(now.agreement).toEqual({ needed: false, final: 6.375 });
    expect(now.mark.band).toBe(6.375);
    expect(now.mine).toBeNull();
    const detail = (await as(third).get(script(ann, 1))).body;
    expect(detail.mark.criteria).toEqual({ ta: 6.5, cc: 6, lr: 6.5, gra: 6.5 });
    expect(detail.rounds.map((r: any) => r.round)).toEqual([1, 2]);

    const thirdMark = await as(third).put(script(ann, 1), { criteria: criteria(6, 6, 6, 6) });
    expect(thirdMark.status).toBe(409);
    expect(thirdMark.body.data.round.code).toBe('double_marked');
    const notNeeded = await as(third).put(script(ann, 1), { criteria: criteria(6, 6, 6, 6), round: 3 });
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.body.data.round.code).toBe('not_needed');
    const badRound = await as(third).put(script(ann, 1), { criteria: criteria(6, 6, 6, 6), round: 2 });
    expect(badRound.status).toBe(400);
    expect(badRound.body.data).toHaveProperty('round');
  });

  it('needs agreement beyond 1 band on the task or 2 on a criterion, and leaves the Writing band null until agreed', async () => {
    // Within one band overall, but a criterion 3 apart: agreement needed.
    await as(first).put(script(ben, 1), { criteria: criteria(4, 6, 6, 6) });
    await as(second).put(script(ben, 1), { criteria: criteria(7, 6, 6, 6) });
    expect((await entry(third, ben, 1)).agreement).toEqual({ needed: true, final: null });
    // Exactly 1 band and 2 on a criterion: within the limits.
    await as(first).put(script(ben, 2), { criteria: criteria(5, 5, 5, 5) });
    await as(second).put(script(ben, 2), { criteria: criteria(7, 6, 5, 6) });
    expect((await entry(third, ben, 2)).agreement).toEqual({ needed: false, final: 5.5 });
    // Task bands 2 apart.
    await as(first).put(script(ann, 2), { criteria: criteria(5, 5, 5, 5) });
    await as(second).put(script(ann, 2), { criteria: criteria(7, 7, 7, 7) });
    expect((await entry(first, ann, 2)).agreement).toEqual({ needed: true, final: null });

    const results = (await as(first).get(`/api/room/results/${roomId}`)).body;
    const bandsOf = (guest: TestGuest) =>
      (results.students as any[]).find((s) => s.guest.id === guest.id).bands;
    expect(bandsOf(ann.guest).writing).toBeNull();
    expect(bandsOf(ben.guest).writing).toBeNull();
    const csv = (await as(first).get(`/api/room/results/${roomId}/export`)).body as string;
    const lines = csv.trim().split('\r\n');
    const column = lines[0]!.split(',').findIndex((h) => h.startsWith('Writing'));
    expect(column).toBeGreaterThan(-1);
    for (const line of lines.slice(1)) expect(line.split(',')[column]).toBe('');
  });

  it('takes the agreed mark (round 3) from any member only while needed, and the band follows it', async () => {
    const agreed = await as(third).put(script(ann, 2), { criteria: criteria(6, 6, 7, 6), round: 3 });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body).toMatchObject({ round: 3, band: 6.25 });
    expect((await entry(first, ann, 2)).agreement).toEqual({ needed: true, final: 6.25 });
    // Task 1 the mean (criteria 6.5, 6, 6.5, 6.5 = 25.5), Task 2 agreed (25): (25.5 + 2 × 25) / 12 = 6.29 → 6.5.
    const results = (await as(first).get(`/api/room/results/${roomId}`)).body;
    const annRow = (results.students as any[]).find((s) => s.guest.id === ann.guest.id);
    expect(annRow.bands.writing).toBe(6.5);
  });

  it('gives the agreement figures per pair of markers', async () => {
    const list = (await as(first).get(`/api/room/marking/${roomId}`)).body;
    expect(list.pairs).toEqual([
      {
        markers: [first.id, second.id].sort(),
        names: [first.id, second.id].sort().map((id) => (id === first.id ? 'Ann Marker' : 'Bob Marker')),
        scripts: 4,
        // Differences 0.25 (Ann 1), 0.75 (Ben 1), 1 (Ben 2), 2 (Ann 2).
        within_one: 0.75,
        mean_difference: 1,
      },
    ]);
  });

  it('shows the student only the final marks after release', async () => {
    const seen = async (guest: TestGuest) => (await guestSearch(pb, 'double-class', guest)).body as any;
    expect((await as(first).post(`/api/room/marking/${roomId}/release`, { released: true })).status).toBe(
      200,
    );
    const annSees = await seen(ann.guest);
    const writing = (annSees.submission.result.exams as any[]).find((x) => x.name === 'Writing');
    expect(writing.band).toBe(6.5);
    expect(writing.tasks.map((t: any) => t.band)).toEqual([6.375, 6.25]);
    expect(writing.tasks[1].criteria).toEqual(criteria(6, 6, 7, 6));
    const benSees = await seen(ben.guest);
    const benWriting = (benSees.submission.result.exams as any[]).find((x) => x.name === 'Writing');
    // Task 1 awaits agreement: no band for it, so none for Writing.
    expect(benWriting.band).toBeNull();
    expect(benWriting.tasks.map((t: any) => t.num)).toEqual([2]);
  });

  describe('the audit trail', () => {
    it('keeps a row for every change, newest first', async () => {
      const member = as(first);
      await member.put(`/api/room/results/${roomId}/speaking/${ann.guest.id}`, {
        criteria: { fc: 6, lr: 6, gra: 6, p: 6 },
      });
      await member.put(`/api/room/results/${roomId}/accommodation/${ben.guest.id}`, { extra_minutes: 10 });
      await member.patch(`/api/room/patch/${roomId}`, { paused: true });
      await member.patch(`/api/room/patch/${roomId}`, { paused: false });
      const accepted = await member.post(`/api/room/results/${roomId}/accept`, {
        questionId: listening[0],
        answer: 'x',
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const exam = (await member.get(`/api/library/exams/${listeningExam}`)).body;
      exam.sections[0].groups[0].questions[1].keys = ['x'];
      const edited = await member.put(`/api/library/exams/${listeningExam}`, exam);
      expect(edited.status, JSON.stringify(edited.body).slice(0, 300)).toBe(200);
      expect((await member.post(`/api/room/collect/${roomId}`)).status).toBe(200);
      expect(
        (await member.post(`/api/room/results/${roomId}/reopen`, { submission: ben.submission })).status,
      ).toBe(200);

      const audit = await member.get(`/api/room/audit/${roomId}`);
      expect(audit.status, JSON.stringify(audit.body)).toBe(200);
      const items = audit.body.items as any[];
      const actions = items.map((item) => item.action);
      expect(actions.slice(0, 9)).toEqual([
        'reopen',
        'collect',
        'key_edit',
        'accept',
        'resume',
        'pause',
        'extra_time',
        'speaking',
        'release',
      ]);
      // Ann's Task 1 three times (two marks and a change), three scripts twice, one agreed mark; no refusal.
      expect(actions.filter((a) => a === 'mark')).toHaveLength(10);
      const times = items.map((item) => item.at);
      expect([...times].sort().reverse()).toEqual(times);
      const change = items.find((item) => item.action === 'mark' && item.before !== null);
      expect(change).toMatchObject({
        user: { id: first.id, name: 'Ann Marker' },
        target: `${nameOf(ann.guest)} · Task 1`,
        before: { round: 1, band: 6 },
        after: { round: 1, band: 6.25 },
      });
      expect(items.find((item) => item.action === 'mark' && item.after.round === 3)).toMatchObject({
        user: { id: third.id },
        after: { band: 6.25 },
      });
      expect(items[0]).toMatchObject({
        target: nameOf(ben.guest),
        user: { id: first.id, name: 'Ann Marker' },
      });
      expect(items.find((item) => item.action === 'extra_time')).toMatchObject({
        before: null,
        after: { extra_minutes: 10 },
      });
    });

    it('gives the history as a CSV, newest first, its times in the room’s zone (UTC without one)', async () => {
      const csv = await as(first).get(`/api/room/audit/${roomId}?format=csv`);
      expect(csv.status).toBe(200);
      const lines = (csv.body as string)
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('At (UTC),Action,By,Target,Before,After');
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},reopen,Ann Marker,Student /);
    });

    it('answers 404 to a non-member, 401 without sign-in, and keeps the records API closed but to superusers', async () => {
      expect((await as(stranger).get(`/api/room/audit/${roomId}`)).status).toBe(404);
      expect((await as(null).get(`/api/room/audit/${roomId}`)).status).toBe(401);
      expect((await as(first).get('/api/collections/audit/records')).status).toBe(403);
      const rows = await pb.request('/api/collections/audit/records', { token: pb.superuserToken });
      expect(rows.status).toBe(200);
      expect(rows.body.totalItems).toBeGreaterThan(10);
    });

    it('removes only a forgotten student’s rows', async () => {
      const before = (await as(first).get(`/api/room/audit/${roomId}`)).body.items as any[];
      const annRows = before.filter((item) => item.target.startsWith(nameOf(ann.guest))).length;
      expect(annRows).toBeGreaterThan(0);
      expect(
        (await as(first).post(`/api/room/results/${roomId}/forget`, { guest: ann.guest.id })).status,
      ).toBe(200);
      const after = (await as(first).get(`/api/room/audit/${roomId}`)).body.items as any[];
      expect(after).toHaveLength(before.length - annRows);
      expect(after.some((item) => item.target.startsWith(nameOf(ann.guest)))).toBe(false);
    });
  });
});
