// The report card's route against a real PocketBase (docs/architecture.md, "The report card"): everything
// one student's report needs in one request — bands, raw scores, the Writing and Speaking marks with their
// comments, the questions answered wrongly (essays never among them) — for members of the room only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, saveDraft, slotsOf, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'report-member@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER, 'user-password-1', 'Ms Report');
  stranger = await pb.createUser('report-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const task = (num: number, passage: string) => ({
  name: `Task ${num}`,
  passage,
  media: [],
  groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
});

describe('GET /api/room/results/{id}/report/{guestId}', () => {
  let roomId = '';
  let listening: string[] = [];
  let essays: string[] = [];
  let guestId = '';
  let submissionId = '';
  let draftingId = '';
  const get = (path: string, token = member.token) => pb.request(path, { token });

  beforeAll(async () => {
    importRoom(
      pb.dataDir,
      writeImportFile({
        room: { name: 'Report class', slug: 'report-class', detail: '', members: [MEMBER], results: 'score' },
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
                    to: 40,
                    questions: Array.from({ length: 40 }, (_, i) => ({ num: i + 1, keys: ['a'] })),
                  },
                ],
              },
            ],
          },
          {
            name: 'Writing',
            kind: 'academic_writing',
            sections: [task(1, 'The chart.'), task(2, 'Cities.')],
          },
        ],
      }),
    );
    const found = await guestSearch(pb, 'report-class');
    expect(found.status).toBe(200);
    const room = found.body.room;
    roomId = room.id;
    listening = slotsOf({ ...room, exams: [room.exams[0]!] }).map((s) => s.questionId as string);
    essays = slotsOf({ ...room, exams: [room.exams[1]!] }).map((s) => s.questionId as string);
    const guest = await makeGuest(pb);
    guestId = guest.id;
    const answers = [
      ...listening.map((questionId, i) => ({ questionId, value: i < 38 ? 'a' : i === 38 ? 'wrong' : '' })),
      { questionId: essays[0], value: 'Rain rose in spring.' },
      { questionId: essays[1], value: 'Cities offer jobs.' },
    ];
    const sent = await submit(pb, guest, { Room: roomId, raw: { answers } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    submissionId = sent.body.id;
    const drafting = await makeGuest(pb);
    draftingId = drafting.id;
    expect((await saveDraft(pb, drafting, { Room: roomId, raw: { answers: [] } })).status).toBe(200);

    const mark = (q: string, criteria: object, comment: string) =>
      pb.request(`/api/room/marking/${roomId}/script/${submissionId}/${q}`, {
        method: 'PUT',
        token: member.token,
        body: { criteria, comment, notes: [{ start: 0, end: 4, text: 'Say which year.' }] },
      });
    expect((await mark(essays[0]!, { ta: 6, cc: 6, lr: 7, gra: 6 }, 'Clear overview.')).status).toBe(200);
    expect((await mark(essays[1]!, { ta: 7, cc: 7, lr: 7, gra: 7 }, 'Well argued.')).status).toBe(200);
    const speaking = await pb.request(`/api/room/results/${roomId}/speaking/${guestId}`, {
      method: 'PUT',
      token: member.token,
      body: { criteria: { fc: 6, lr: 6, gra: 6, p: 7 }, comment: 'Good pace.' },
    });
    expect(speaking.status).toBe(200);
  });

  it('answers the bands, the raw scores, the marks with their comments and the wrong answers', async () => {
    const answer = await get(`/api/room/results/${roomId}/report/${guestId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = answer.body;
    expect(report.room).toEqual({ id: roomId, name: 'Report class' });
    expect(report.student.id).toBe(guestId);
    expect(report.score).toBe(38);
    // Writing (6.25 + 2 × 7) / 3 = 6.75 → 7; Speaking mean 6.25 → 6.5; no Reading: no overall.
    expect(report.bands).toMatchObject({ reading: null, writing: 7, speaking: 6.5, overall: null });
    expect(typeof report.bands.listening).toBe('number');
    expect(report.exams.map((x: { name: string }) => x.name)).toEqual(['Listening', 'Writing']);
    expect(report.exams[0]).toMatchObject({ kind: 'listening', score: 38, total: 40 });
    expect(report.exams[1]).toMatchObject({ kind: 'academic_writing', band: 7, marked: 2, total: 2 });
    expect(report.writing).toHaveLength(2);
    expect(report.writing[0]).toMatchObject({
      num: 1,
      mark: { band: 6.25, criteria: { ta: 6, cc: 6, lr: 7, gra: 6 }, comment: 'Clear overview.' },
    });
    expect(report.writing[1].mark.comment).toBe('Well argued.');
    expect(report.speaking).toMatchObject({ band: 6.5, comment: 'Good pace.', criteria: { p: 7 } });
    expect(report.wrong).toEqual([
      { examId: report.exams[0].id, num: 39, answer: 'wrong', keys: ['a'] },
      { examId: report.exams[0].id, num: 40, answer: '', keys: ['a'] },
    ]);
  });

  it('answers 404 to a teacher who is not a member and for an unknown student, 409 before submitting', async () => {
    const refused = await get(`/api/room/results/${roomId}/report/${guestId}`, stranger.token);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toMatch(/Clear overview/);
    expect((await get(`/api/room/results/${roomId}/report/nosuchguest0000`)).status).toBe(404);
    const early = await get(`/api/room/results/${roomId}/report/${draftingId}`);
    expect(early.status).toBe(409);
    expect(early.body.data.guestId.code).toBe('not_submitted');
    expect((await pb.request(`/api/room/results/${roomId}/report/${guestId}`)).status).toBe(401);
  });
});
