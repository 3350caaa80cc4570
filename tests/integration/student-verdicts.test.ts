// Each submission's verdicts are stored beside its raw by every path that scores it (docs/architecture.md,
// "Scoring"), and a student's counts by question type are read from them: a submission sent,
// a draft collected by its teacher, an answer accepted afterwards (a regrade), and submissions stored before
// the column (its migration fills it from their raws).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { importRoom } from '../../scripts/import';
import { keyedGroup, oneSectionExam, writeImportFile } from '../fixtures/import-files';
import { guestSearch, saveDraft, slotsOf, studentGuest, submit, type TestGuest } from '../support/app';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let teacher: { id: string; token: string };
const TEACHER = 'verdicts-teacher@answersheet.test';
const SLUG = 'verdicts-mock';

beforeAll(async () => {
  pb = await startTestPocketBase();
  teacher = await pb.createUser(TEACHER);
  // Listening: two gaps (red, blue); Reading: two TRUE/FALSE/NOT GIVEN.
  importRoom(
    pb.dataDir,
    writeImportFile({
      room: { name: 'Verdicts mock', slug: SLUG, detail: '', members: [TEACHER], results: 'score' },
      exams: [
        oneSectionExam('Listening', 'listening', 'Part 1', [keyedGroup(1, ['red', 'blue'])]),
        oneSectionExam('Reading', 'academic_reading', 'Passage 1', [
          keyedGroup(1, ['TRUE', 'FALSE'], 'tfng'),
        ]),
      ],
    }),
  );
});
afterAll(async () => {
  await pb?.stop();
});

const passGate = (name: string, email: string) => studentGuest(pb, name, email);

/** The room and its answers in box order: Listening's two gaps, then Reading's two boxes. */
async function answersFor(guest: TestGuest, values: string[]) {
  const room = (await guestSearch(pb, SLUG, guest)).body.room;
  const answers = slotsOf(room).map((slot, i) => ({
    questionId: slot.questionId as string,
    value: values[i]!,
  }));
  return { room, answers };
}

/** The student's counts by type as their history gives them: [skill, type, right, total]. */
async function typesOf(email: string) {
  const list = await pb.request(`/api/students?q=${encodeURIComponent(email)}`, { token: teacher.token });
  const id = (list.body.items as { id: string }[])[0]!.id;
  const history = await pb.request(`/api/students/${id}`, { token: teacher.token });
  expect(history.status, JSON.stringify(history.body)).toBe(200);
  return (history.body.types as { skill: string; type: string; right: number; total: number }[]).map((t) => [
    t.skill,
    t.type,
    t.right,
    t.total,
  ]);
}

it('counts by type from the verdicts every scoring path stores, and from those the migration fills', async () => {
  // Sent: one gap right ("rd" is not red), one Reading box right.
  const cara = await passGate('Cara Diaz', 'cara@school.test');
  const sent = await answersFor(cara, ['rd', 'blue', 'TRUE', 'TRUE']);
  expect((await submit(pb, cara, { Room: sent.room.id, raw: { answers: sent.answers } })).status).toBe(200);
  expect(await typesOf('cara@school.test')).toEqual([
    ['listening', 'gap', 1, 2],
    ['reading', 'tfng', 1, 2],
  ]);

  // Collected: a draft with both Reading boxes right, submitted by its teacher.
  const dan = await passGate('Dan Ek', 'dan@school.test');
  const drafted = await answersFor(dan, ['', '', 'TRUE', 'FALSE']);
  expect(
    (await saveDraft(pb, dan, { Room: drafted.room.id, raw: { answers: drafted.answers } })).status,
  ).toBe(200);
  const collected = await pb.request(`/api/room/collect/${drafted.room.id}`, {
    method: 'POST',
    token: teacher.token,
  });
  expect(collected.body).toEqual({ collected: 1 });
  expect(await typesOf('dan@school.test')).toEqual([
    ['listening', 'gap', 0, 2],
    ['reading', 'tfng', 2, 2],
  ]);

  // Regraded: "rd" accepted for the first gap.
  const accepted = await pb.request(`/api/room/results/${sent.room.id}/accept`, {
    method: 'POST',
    token: teacher.token,
    body: { questionId: sent.answers[0]!.questionId, answer: 'rd' },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const caraNow = [
    ['listening', 'gap', 2, 2],
    ['reading', 'tfng', 1, 2],
  ];
  expect(await typesOf('cara@school.test')).toEqual(caraNow);

  // Stored before the column: reverted and applied again, the migration reads them out of the raws.
  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1795878900'))], 'y\n');
  await pb.restart(); // serve applies it again
  expect(await typesOf('cara@school.test')).toEqual(caraNow);
  expect(await typesOf('dan@school.test')).toEqual([
    ['listening', 'gap', 0, 2],
    ['reading', 'tfng', 2, 2],
  ]);
});
