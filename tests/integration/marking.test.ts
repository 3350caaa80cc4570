// Writing and marking against a real PocketBase (docs/architecture.md, "Writing and marking"): a room with
// Listening, Reading and Writing; essays up to 30,000 characters (every other box still 50) in bodies up to
// 256 KB; the marking routes' access, anonymity and validation (nothing changed on 400); Speaking (409
// before a submission); the four bands and the overall in the results and the CSV; and what a guest sees of
// their marks: nothing before release, only their own after; a room's export and import keep its
// anonymous marking, its double marking, the date its marks are due and its zone (never its class).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { roomForArchive, roomSettings } from '../../src/features/room/room-settings';
import type { RoomRecord, SavedExam } from '../../src/lib/api-types';
import { roomArchiveDocument, zipRoomArchive } from '../../src/lib/room-archive';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, saveDraft, slotsOf, submit, type TestGuest } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
const MEMBER = 'marking-member@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  member = await pb.createUser(MEMBER, 'user-password-1', 'Ms Marker');
  stranger = await pb.createUser('marking-stranger@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

/** An exam of 40 boxes, every key `key`: a band table applies. */
const forty = (name: string, kind: string, key: string) => ({
  name,
  kind,
  sections: [
    {
      name: 'Part 1',
      media: [],
      groups: [
        {
          from: 1,
          to: 40,
          questions: Array.from({ length: 40 }, (_, i) => ({ num: i + 1, keys: [key] })),
        },
      ],
    },
  ],
});
const task = (num: number, passage: string) => ({
  name: `Task ${num}`,
  passage,
  media: [],
  groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
});

/** A room with Listening, Academic Reading and Academic Writing, in that order. */
function fourSkillsRoom(slug: string) {
  importRoom(
    pb.dataDir,
    writeImportFile({
      room: { name: `Marking ${slug}`, slug, detail: '', members: [MEMBER], results: 'score' },
      exams: [
        forty('Listening', 'listening', 'a'),
        forty('Reading', 'academic_reading', 'b'),
        {
          name: 'Writing',
          kind: 'academic_writing',
          sections: [task(1, 'The chart shows rainfall.'), task(2, 'Some people think cities are better.')],
        },
      ],
    }),
  );
}

interface Room {
  id: string;
  listening: string[];
  reading: string[];
  essays: string[];
  writingId: string;
}

async function openRoom(slug: string): Promise<Room> {
  fourSkillsRoom(slug);
  const found = await guestSearch(pb, slug);
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const room = found.body.room;
  const ids = (exam: number) =>
    slotsOf({ ...room, exams: [room.exams[exam]!] }).map((s) => s.questionId as string);
  return { id: room.id, listening: ids(0), reading: ids(1), essays: ids(2), writingId: room.exams[2]!.id };
}

/** A guest who answers Listening with `l` right, Reading with `r` right, and the two essays. */
async function sit(room: Room, l: number, r: number, essays: [string, string]) {
  const guest = await makeGuest(pb);
  const answers = [
    ...room.listening.map((questionId, i) => ({ questionId, value: i < l ? 'a' : 'x' })),
    ...room.reading.map((questionId, i) => ({ questionId, value: i < r ? 'b' : 'x' })),
    { questionId: room.essays[0], value: essays[0] },
    { questionId: room.essays[1], value: essays[1] },
  ];
  const sent = await submit(pb, guest, { Room: room.id, raw: { answers } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { guest, submission: sent.body.id as string, result: sent.body.result };
}

const as = (token: string) => ({
  get: (path: string) => pb.request(path, { token }),
  put: (path: string, body: unknown) => pb.request(path, { method: 'PUT', body, token }),
  post: (path: string, body: unknown) => pb.request(path, { method: 'POST', body, token }),
  patch: (path: string, body: unknown) => pb.request(path, { method: 'PATCH', body, token }),
});

const scriptPath = (room: Room, submission: string, task: number) =>
  `/api/room/marking/${room.id}/script/${submission}/${room.essays[task - 1]}`;

const criteria = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

describe('essays in drafts and submissions', () => {
  it('takes 30,000 characters in an essay box, refuses 30,001, and still 51 in any other box', async () => {
    const room = await openRoom('essay-limits');
    const guest = await makeGuest(pb);
    const draft = (questionId: string, value: string) =>
      saveDraft(pb, guest, { Room: room.id, raw: { answers: [{ questionId, value }] } });
    expect((await draft(room.essays[0]!, 'é'.repeat(30000))).status).toBe(200);
    const tooLong = await draft(room.essays[0]!, 'x'.repeat(30001));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.data)).toEqual(['raw.answers.0.value']);
    const box = await draft(room.listening[0]!, 'x'.repeat(51));
    expect(box.status).toBe(400);
    expect(Object.keys(box.body.data)).toEqual(['raw.answers.0.value']);
    expect((await draft(room.listening[0]!, 'x'.repeat(50))).status).toBe(200);
  });

  it('takes a body of two long essays (over 64 KB), and refuses one over 256 KB with 413', async () => {
    const room = await openRoom('essay-bodies');
    const guest = await makeGuest(pb);
    const essays = [
      { questionId: room.essays[0], value: '€'.repeat(30000) },
      { questionId: room.essays[1], value: '€'.repeat(30000) },
    ];
    const big = { Room: room.id, raw: { answers: essays } };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(128 * 1024);
    const stored = await saveDraft(pb, guest, big);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    // Refused before it is read: the connection is not used again (the rest of the body is not drained).
    const huge = { ...big, pad: 'x'.repeat(256 * 1024) };
    const refused = (path: string) =>
      pb.request(path, { method: 'POST', body: huge, headers: { ...guest.headers, connection: 'close' } });
    expect((await refused('/api/exam/pending-submission')).status).toBe(413);
    expect((await refused('/api/exam/submission')).status).toBe(413);
    const sent = await submit(pb, guest, big);
    expect(sent.status, JSON.stringify(sent.body).slice(0, 300)).toBe(200);
  });
});

describe('marking a room', () => {
  let room: Room;
  let ann: Awaited<ReturnType<typeof sit>>;
  let ben: Awaited<ReturnType<typeof sit>>;
  let drafting: TestGuest;
  const teacher = () => as(member.token);

  beforeAll(async () => {
    room = await openRoom('marking-class');
    expect((await teacher().patch(`/api/room/patch/${room.id}`, { anonymous_marking: true })).status).toBe(
      200,
    );
    ann = await sit(room, 40, 30, ['Rainfall rose in spring and fell in autumn.', 'Cities offer more jobs.']);
    ben = await sit(room, 20, 20, ['The chart shows rain.', 'I agree.']);
    drafting = await makeGuest(pb);
    const draft = await saveDraft(pb, drafting, {
      Room: room.id,
      raw: { answers: [{ questionId: room.listening[0], value: 'a' }] },
    });
    expect(draft.status).toBe(200);
  });

  it('answers 404 to a teacher who is not a member, on every marking route', async () => {
    const other = as(stranger.token);
    const path = scriptPath(room, ann.submission, 1);
    const answers = [
      await other.get(`/api/room/marking/${room.id}`),
      await other.get(path),
      await other.put(path, { criteria: criteria(6, 6, 6, 6) }),
      await other.post(`/api/room/marking/${room.id}/release`, { released: true }),
      await other.put(`/api/room/results/${room.id}/speaking/${ann.guest.id}`, {
        criteria: { fc: 6, lr: 6, gra: 6, p: 6 },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/Rainfall|Student /);
    }
    expect((await pb.request(`/api/room/marking/${room.id}`, { headers: ann.guest.headers })).status).toBe(
      401,
    );
  });

  it('lists every essay as an anonymous script, in a stable order', async () => {
    const first = await teacher().get(`/api/room/marking/${room.id}`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.marked).toBe(0);
    const scripts = first.body.scripts as {
      submission: string;
      question: { id: string; examId: string; num: number };
      label: string;
      student: unknown;
      words: number;
      mark: unknown;
    }[];
    expect(scripts.map((s) => s.label)).toEqual(['Script 1', 'Script 2', 'Script 3', 'Script 4']);
    expect(scripts.every((s) => s.student === null && s.mark === null)).toBe(true);
    const annTask1 = scripts.find((s) => s.submission === ann.submission && s.question.num === 1)!;
    expect(annTask1).toMatchObject({ question: { id: room.essays[0], examId: room.writingId }, words: 8 });
    expect(JSON.stringify(first.body)).not.toMatch(/Student |student@school/);
    const again = await teacher().get(`/api/room/marking/${room.id}`);
    expect(again.body.scripts).toEqual(scripts);
    // Four scripts fall in submission order one time in 24, by chance of their ids: that the order is a
    // shuffle, not the submission order, is held by marking.test.ts on more scripts.
    expect(new Set(scripts.map((s) => `${s.submission}/${s.question.num}`)).size).toBe(4);
  });

  it('shows one script with its prompt, text and count, anonymous', async () => {
    const script = await teacher().get(scriptPath(room, ann.submission, 1));
    expect(script.status).toBe(200);
    expect(script.body).toMatchObject({
      student: null,
      prompt: 'The chart shows rainfall.',
      text: 'Rainfall rose in spring and fell in autumn.',
      words: 8,
      minWords: 150,
      mark: null,
    });
    expect(script.body.label).toMatch(/^Script [1-4]$/);
    expect((await teacher().get(scriptPath(room, 'nosuchsubmissn', 1))).status).toBe(404);
    const notEssay = `/api/room/marking/${room.id}/script/${ann.submission}/${room.listening[0]}`;
    expect((await teacher().get(notEssay)).status).toBe(404);
  });

  it('refuses a bad mark naming each field, and changes nothing', async () => {
    const path = scriptPath(room, ann.submission, 1);
    const bad = await teacher().put(path, {
      criteria: { ta: 6.5, cc: 6, lr: 6, wr: 5 },
      comment: 'c'.repeat(5001),
      notes: [
        { start: 0, end: 8, text: 'Good' },
        { start: 8, end: 8, text: 'Empty' },
        { start: 40, end: 44, text: 'Past the end' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual([
      'comment',
      'criteria.gra',
      'criteria.ta',
      'criteria.wr',
      'notes.1',
      'notes.2',
    ]);
    expect((await teacher().get(path)).body.mark).toBeNull();
    expect((await teacher().get(`/api/room/marking/${room.id}`)).body.marked).toBe(0);
  });

  it('saves a mark (the task band the exact mean), then replaces it', async () => {
    const path = scriptPath(room, ann.submission, 1);
    const notes = [{ start: 0, end: 8, text: 'Clear subject' }];
    const saved = await teacher().put(path, { criteria: criteria(5, 5, 5, 5), comment: 'First go', notes });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await teacher().put(path, {
      criteria: criteria(6, 6, 5, 6),
      comment: 'Well organised',
      notes,
    });
    expect(again.body).toMatchObject({
      criteria: criteria(6, 6, 5, 6),
      comment: 'Well organised',
      notes,
      band: 5.75,
      marker: { id: member.id, name: 'Ms Marker' },
    });
    expect((await teacher().get(path)).body.mark).toMatchObject({ band: 5.75, comment: 'Well organised' });
    const task2 = await teacher().put(scriptPath(room, ann.submission, 2), {
      criteria: criteria(7, 6, 7, 6),
      comment: 'Task 2 comment for Ann',
    });
    expect(task2.body.band).toBe(6.5);
    const list = await teacher().get(`/api/room/marking/${room.id}`);
    expect(list.body.marked).toBe(2);
  });

  it('takes a Speaking mark for a student who submitted, 409 before, 404 for no student of the room', async () => {
    const speaking = (guestId: string, body: unknown) =>
      teacher().put(`/api/room/results/${room.id}/speaking/${guestId}`, body);
    const good = { criteria: { fc: 6, lr: 6, gra: 7, p: 6 }, comment: 'Fluent' };
    const early = await speaking(drafting.id, good);
    expect(early.status).toBe(409);
    expect((await speaking('nosuchguest1234', good)).status).toBe(404);
    const bad = await speaking(ann.guest.id, { criteria: { fc: 6, lr: 6, gra: 7, ta: 6 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['criteria.p', 'criteria.ta']);
    const first = await speaking(ann.guest.id, { criteria: { fc: 4, lr: 4, gra: 4, p: 4 }, comment: 'Shy' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ comment: 'Shy', band: 4 });
    // A mark is changed by a second PUT (a Speaking mark has no Question: it is found all the same).
    const saved = await speaking(ann.guest.id, good);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ criteria: good.criteria, comment: 'Fluent', band: 6.5 });
  });

  it('gives each student their bands and the overall in the results, and the CSV their columns', async () => {
    const results = await teacher().get(`/api/room/results/${room.id}`);
    expect(results.status).toBe(200);
    const byGuest = (id: string) =>
      (results.body.students as { guest: { id: string }; bands: unknown; submission: any }[]).find(
        (s) => s.guest.id === id,
      )!;
    // Listening 40 → 9, Reading 30 → 7, Writing (5.75 + 2 × 6.5) / 3 = 6.25 → 6.5, Speaking 6.25 → 6.5;
    // overall (9 + 7 + 6.5 + 6.5) / 4 = 7.25 → 7.5.
    expect(byGuest(ann.guest.id).bands).toEqual({
      listening: 9,
      reading: 7,
      writing: 6.5,
      speaking: 6.5,
      overall: 7.5,
    });
    expect(byGuest(ann.guest.id).submission.exams[room.writingId]).toEqual({
      band: 6.5,
      marked: 2,
      total: 2,
    });
    expect(byGuest(ben.guest.id).bands).toEqual({
      listening: 5.5,
      reading: 5.5,
      writing: null,
      speaking: null,
      overall: null,
    });
    expect(byGuest(ben.guest.id).submission.exams[room.writingId]).toEqual({
      band: null,
      marked: 0,
      total: 2,
    });
    expect(byGuest(drafting.id).bands).toMatchObject({ overall: null });

    const csv = await pb.request(`/api/room/results/${room.id}/export`, { token: member.token });
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const header = lines[0]!.split(',');
    const column = (name: string) => header.indexOf(name);
    const bandColumns = ['Listening band', 'Reading band', 'Writing band', 'Speaking band', 'Overall band'];
    expect(bandColumns.map(column).every((i) => i > 0)).toBe(true);
    const annRow = lines.find((line) => line.includes(`Student ${ann.guest.uuid.slice(0, 8)}`))!.split(',');
    expect(bandColumns.map((name) => annRow[column(name)])).toEqual(['9', '7', '6.5', '6.5', '7.5']);
    const benRow = lines.find((line) => line.includes(`Student ${ben.guest.uuid.slice(0, 8)}`))!.split(',');
    expect(bandColumns.map((name) => benRow[column(name)])).toEqual(['5.5', '5.5', '', '', '']);
  });

  it('lets a superuser mark any room (no marker recorded), and a saved mark renews the results’ ETag', async () => {
    const admin = as(pb.superuserToken);
    expect((await admin.get(`/api/room/marking/${room.id}`)).status).toBe(200);
    const before = await teacher().get(`/api/room/results/${room.id}`);
    const tag = before.headers.get('etag')!;
    const unchanged = await pb.request(`/api/room/results/${room.id}`, {
      token: member.token,
      headers: { 'If-None-Match': tag },
    });
    expect(unchanged.status).toBe(304);
    const path = scriptPath(room, ben.submission, 1);
    const saved = await admin.put(path, { criteria: criteria(5, 5, 5, 5), comment: 'Short' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ band: 5, marker: null });
    const changed = await pb.request(`/api/room/results/${room.id}`, {
      token: member.token,
      headers: { 'If-None-Match': tag },
    });
    expect(changed.status).toBe(200);
    const benNow = (changed.body.students as { guest: { id: string }; submission: any }[]).find(
      (s) => s.guest.id === ben.guest.id,
    )!;
    expect(benNow.submission.exams[room.writingId]).toEqual({ band: null, marked: 1, total: 2 });
  });

  it('shows a guest no mark before release, then only their own once released', async () => {
    const seen = async (guest: TestGuest) => (await guestSearch(pb, 'marking-class', guest)).body;
    const writingOf = (body: any) =>
      (body.submission.result.exams as { id: string }[]).find((x) => x.id === room.writingId);
    const before = await seen(ann.guest);
    expect(writingOf(before)).toEqual({ id: room.writingId, name: 'Writing', band: null });
    // The bands as IELTS gives them: Listening and Reading at once, Writing and Speaking (so the overall) once
    // released.
    expect(before.submission!.result!.bands).toEqual({
      listening: 9,
      reading: 7,
      writing: null,
      speaking: null,
      overall: null,
    });
    expect(JSON.stringify(before)).not.toMatch(/Well organised|Task 2 comment|Fluent|criteria/);
    // A submission's own answer carries no mark before release either.
    expect(JSON.stringify(ben.result)).not.toMatch(/criteria|tasks/);

    const released = await teacher().post(`/api/room/marking/${room.id}/release`, { released: true });
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ released: true });
    expect((await teacher().post(`/api/room/marking/${room.id}/release`, { released: 'yes' })).status).toBe(
      400,
    );

    const annReleased = await seen(ann.guest);
    expect(annReleased.submission!.result!.bands).toEqual({
      listening: 9,
      reading: 7,
      writing: 6.5,
      speaking: 6.5,
      overall: 7.5,
    });
    expect(writingOf(annReleased)).toEqual({
      id: room.writingId,
      name: 'Writing',
      band: 6.5,
      tasks: [
        {
          num: 1,
          band: 5.75,
          criteria: criteria(6, 6, 5, 6),
          comment: 'Well organised',
          notes: [{ start: 0, end: 8, text: 'Clear subject' }],
        },
        { num: 2, band: 6.5, criteria: criteria(7, 6, 7, 6), comment: 'Task 2 comment for Ann', notes: [] },
      ],
    });
    const benSees = await seen(ben.guest);
    expect(writingOf(benSees)).toEqual({
      id: room.writingId,
      name: 'Writing',
      band: null,
      tasks: [{ num: 1, band: 5, criteria: criteria(5, 5, 5, 5), comment: 'Short', notes: [] }],
    });
    expect(JSON.stringify(benSees)).not.toMatch(/Well organised|Task 2 comment/);
    const late = await sit(room, 1, 1, ['Late.', 'Late too.']);
    expect((late.result.exams as { id: string }[]).find((x) => x.id === room.writingId)).toEqual({
      id: room.writingId,
      name: 'Writing',
      band: null,
      tasks: [],
    });

    // Released: the marker sees the students' names.
    const list = await teacher().get(`/api/room/marking/${room.id}`);
    expect(list.body.scripts.every((s: { student: unknown }) => s.student !== null)).toBe(true);
  });

  it('shows no result, and so no mark, while the room’s results are hidden', async () => {
    expect((await teacher().patch(`/api/room/patch/${room.id}`, { results: 'hidden' })).status).toBe(200);
    const body = (await guestSearch(pb, 'marking-class', ann.guest)).body;
    expect(body.submission!.result).toBeNull();
  });
});

describe('the marking list as submissions come and go', () => {
  it('counts the words of a submission made after the list was read, and drops a deleted one', async () => {
    const room = await openRoom('marking-counts');
    const teacher = as(member.token);
    const list = async () => {
      const res = await teacher.get(`/api/room/marking/${room.id}`);
      expect(res.status).toBe(200);
      return res.body as {
        total: number;
        scripts: { submission: string; question: { num: number }; words: number }[];
      };
    };
    const wordsOf = (body: Awaited<ReturnType<typeof list>>, submission: string) =>
      body.scripts
        .filter((s) => s.submission === submission)
        .sort((a, b) => a.question.num - b.question.num)
        .map((s) => s.words);
    const first = await sit(room, 1, 1, ['One two three.', 'Four five.']);
    expect(wordsOf(await list(), first.submission)).toEqual([3, 2]);
    const second = await sit(room, 1, 1, ['Rain — fell in well-known places, e.g. 2026.', '']);
    const both = await list();
    expect(both.total).toBe(4);
    expect(wordsOf(both, first.submission)).toEqual([3, 2]);
    expect(wordsOf(both, second.submission)).toEqual([7, 0]);
    const deleted = await pb.request(`/api/collections/submissions/records/${first.submission}`, {
      method: 'DELETE',
      token: pb.superuserToken,
    });
    expect(deleted.status).toBe(204);
    const left = await list();
    expect(left.total).toBe(2);
    expect(wordsOf(left, second.submission)).toEqual([7, 0]);
  });
});

describe('a room’s export and import', () => {
  it('keeps anonymous_marking: the copy’s scripts are anonymous too, and a file without it shows names', async () => {
    const room = await openRoom('marking-export');
    const teacher = as(member.token);
    expect((await teacher.patch(`/api/room/patch/${room.id}`, { anonymous_marking: true })).status).toBe(200);
    const admin = as(pb.superuserToken);
    const record = (await admin.get(`/api/collections/rooms/records/${room.id}`)).body as RoomRecord;
    expect(record.anonymous_marking).toBe(true);
    const exams = await Promise.all(
      record.Exams.map(async (id) => (await teacher.get(`/api/library/exams/${id}`)).body as SavedExam),
    );
    // What "Export room" writes (src/features/room/api/export-room.ts), under another slug.
    const { document, media } = roomArchiveDocument(
      { name: record.name, slug: 'marking-export-copy', detail: record.detail, ...roomSettings(record) },
      exams,
      record.config,
    );
    expect(document.room.anonymous_marking).toBe(true);
    expect(media).toEqual([]);
    const zip = join(mkdtempSync(join(tmpdir(), 'answersheet-export-')), 'room.zip');
    writeFileSync(zip, zipRoomArchive(document, new Map()));
    const copy = importRoom(pb.dataDir, zip);
    expect((await admin.get(`/api/collections/rooms/records/${copy.id}`)).body.anonymous_marking).toBe(true);

    const found = await guestSearch(pb, copy.slug);
    const copied = found.body.room;
    const essays = slotsOf({ ...copied, exams: [copied.exams[2]!] }).map((s) => s.questionId as string);
    const guest = await makeGuest(pb);
    const answers = essays.map((questionId) => ({ questionId, value: 'Rain fell.' }));
    expect((await submit(pb, guest, { Room: copy.id, raw: { answers } })).status).toBe(200);
    const scripts = (await admin.get(`/api/room/marking/${copy.id}`)).body.scripts as { student: unknown }[];
    expect(scripts).toHaveLength(2);
    expect(scripts.every((s) => s.student === null)).toBe(true);

    // A file without it marks with names (the default).
    fourSkillsRoom('marking-plain');
    const plain = await guestSearch(pb, 'marking-plain');
    const plainRecord = await admin.get(`/api/collections/rooms/records/${plain.body.room.id}`);
    expect(plainRecord.body.anonymous_marking).toBe(false);
  });

  it('keeps double marking, the date marks are due and the zone it is read in; a class stays behind', async () => {
    const room = await openRoom('marking-export-double');
    const teacher = as(member.token);
    const made = await teacher.post('/api/classes', { name: 'Export class', students: [] });
    expect(made.status).toBe(200);
    const settings = {
      double_marking: true,
      marks_due: '2026-12-01',
      time_zone: 'Asia/Ho_Chi_Minh',
      Class: made.body.id as string,
    };
    expect((await teacher.patch(`/api/room/patch/${room.id}`, settings)).status).toBe(200);
    const admin = as(pb.superuserToken);
    const record = (await admin.get(`/api/collections/rooms/records/${room.id}`)).body as RoomRecord;
    expect(record).toMatchObject(settings);
    const exams = await Promise.all(
      record.Exams.map(async (id) => (await teacher.get(`/api/library/exams/${id}`)).body as SavedExam),
    );
    // What "Export room" writes, under another slug.
    const { document } = roomArchiveDocument(
      { ...roomForArchive(record), slug: 'marking-export-double-copy' },
      exams,
      record.config,
    );
    expect(document.room).not.toHaveProperty('Class');
    const zip = join(mkdtempSync(join(tmpdir(), 'answersheet-export-')), 'room.zip');
    writeFileSync(zip, zipRoomArchive(document, new Map()));
    const copy = importRoom(pb.dataDir, zip);
    const copied = (await admin.get(`/api/collections/rooms/records/${copy.id}`)).body as RoomRecord;
    expect(copied).toMatchObject({
      double_marking: true,
      marks_due: '2026-12-01',
      time_zone: 'Asia/Ho_Chi_Minh',
      Class: '',
    });

    // A file without them: marked once, nothing due, no zone of its own.
    fourSkillsRoom('marking-export-single');
    const single = (await guestSearch(pb, 'marking-export-single')).body.room as { id: string };
    expect((await admin.get(`/api/collections/rooms/records/${single.id}`)).body).toMatchObject({
      double_marking: false,
      marks_due: '',
      time_zone: '',
    });
  });
});
