// Accepting an answer against a real PocketBase (docs/architecture.md, "Scoring" and "HTTP routes"): only an
// author of the question's exam adds a key; the exam document's limits hold, so the author can still save
// the exam afterwards; the new key and the regrade are one transaction; and keys changed behind the cached
// scoring table (the scores would be wrong) refuse the accept.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePocketBase } from '../../scripts/lib/pocketbase';
import type { SavedExam } from '../../src/lib/api-types';
import { guestSearch, importScoringRoom, makeGuest, questionIds, submit } from '../support/app';
import { editable, libraryApi } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let author: { id: string; token: string };
let coMember: { id: string; token: string };
const AUTHOR = 'accept-author@answersheet.test';
const EXAM_MAX_KEYS = 10; // rules/limits.js: the keys of a question in an exam document

beforeAll(async () => {
  pb = await startTestPocketBase();
  author = await pb.createUser(AUTHOR);
  coMember = await pb.createUser('accept-co-member@answersheet.test');
});
afterAll(async () => {
  await pb?.stop();
});

const accept = (roomId: string, body: unknown, token: string) =>
  pb.request(`/api/room/results/${roomId}/accept`, { method: 'POST', body, token });
const record = async (collection: string, id: string) =>
  (await pb.request(`/api/collections/${collection}/records/${id}`, { token: pb.superuserToken })).body;

/** A room of the author's (who authors its exams), its id and its question ids in sheet order. */
async function authorsRoom(slug: string) {
  importScoringRoom(pb, slug, [AUTHOR]);
  const ids = await questionIds(pb, slug);
  const roomId = (await guestSearch(pb, slug)).body.room.id as string;
  return { roomId, ids, exams: (await record('rooms', roomId)).Exams as string[] };
}

/** Every submission of a room: id → score (superuser, records API). */
async function scoresOf(roomId: string) {
  const res = await pb.request(
    `/api/collections/submissions/records?perPage=200&filter=${encodeURIComponent(`Room="${roomId}"`)}`,
    { token: pb.superuserToken },
  );
  return Object.fromEntries(
    (res.body.items as { id: string; score: number }[]).map((s) => [s.id, s.score] as const),
  );
}

async function submitted(roomId: string, questionId: string, value: string) {
  const res = await submit(pb, await makeGuest(pb), {
    Room: roomId,
    raw: { answers: [{ questionId, value }] },
  });
  expect(res.status).toBe(200);
}

describe('who may accept', () => {
  it('answers 404 to a co-member who does not author the exam and changes nothing; a superuser may', async () => {
    const { roomId, ids } = await authorsRoom('accept-shared');
    // The author shares the room (records API, superuser): the co-member sees its results, not its exams.
    const Users = [author.id, coMember.id];
    expect(
      (
        await pb.request(`/api/collections/rooms/records/${roomId}`, {
          method: 'PATCH',
          token: pb.superuserToken,
          body: { Users },
        })
      ).status,
    ).toBe(200);
    await submitted(roomId, ids[1]!, 'tres');
    expect((await pb.request(`/api/room/results/${roomId}`, { token: coMember.token })).status).toBe(200);

    const refused = await accept(roomId, { questionId: ids[1], answer: 'tres' }, coMember.token);
    expect(refused.status).toBe(404);
    expect((await record('questions', ids[1]!)).Keys).toHaveLength(2);
    expect(Object.values(await scoresOf(roomId))).toEqual([0]);

    const bySuperuser = await accept(roomId, { questionId: ids[1], answer: 'tres' }, pb.superuserToken);
    expect(bySuperuser.status, JSON.stringify(bySuperuser.body)).toBe(200);
    expect(bySuperuser.body).toEqual({ regraded: 1, changed: 1 });
  });
});

describe('the exam document limits', () => {
  it('refuses a key beyond the limit with a clear 400, so the author can still save the exam', async () => {
    const { roomId, ids, exams } = await authorsRoom('accept-limits');
    const question = ids[1]!; // keys "3" and "three"
    for (let n = 3; n <= EXAM_MAX_KEYS; n++) {
      const res = await accept(roomId, { questionId: question, answer: `answer ${n}` }, author.token);
      expect(res.status, `key ${n}`).toBe(200);
    }
    const over = await accept(roomId, { questionId: question, answer: 'one too many' }, author.token);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      `Question 2 already has ${EXAM_MAX_KEYS} accepted answers, the most an exam takes. ` +
        'Remove one in the exam editor to accept another.',
    );
    expect(over.body.data.answer.code).toBe('validation_too_many');
    expect((await record('questions', question)).Keys).toHaveLength(EXAM_MAX_KEYS);

    // The author saves the exam as it now is: its document is within the limits.
    const library = libraryApi(pb)(author.token);
    const listening = (await library.get(exams[0]!)).body as SavedExam;
    const saved = await library.save(listening.id, editable(listening));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('counts the answer in characters against the key length of the exam document', async () => {
    const { roomId, ids } = await authorsRoom('accept-length');
    const emoji = '😀'.repeat(200); // 200 characters, 400 UTF-16 units
    expect((await accept(roomId, { questionId: ids[0], answer: emoji }, author.token)).status).toBe(200);
    const long = await accept(roomId, { questionId: ids[0], answer: `${emoji}!` }, author.token);
    expect(long.status).toBe(400);
    expect(long.body.data.answer.code).toBe('validation_length_out_of_range');
  });
});

/**
 * Runs SQL on the test's database as the project changes its schema: a one-off JS migration of the test's
 * own, applied by the project's PocketBase build (`migrate up` from a folder holding only it) beside the
 * running server. Nothing in the app knows about it. Each has its own name: a name already applied is skipped.
 */
let migrationCount = 0;
function migrate(sql: string) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-test-migration-'));
  try {
    const migrations = join(dir, 'migrations');
    const hooks = join(dir, 'hooks');
    for (const folder of [migrations, hooks]) mkdirSync(folder);
    writeFileSync(
      join(migrations, `${Math.floor(Date.now() / 1000)}_test_only_${++migrationCount}.js`),
      `migrate((app) => { app.db().newQuery(${JSON.stringify(sql)}).execute(); });\n`,
    );
    const run = spawnSync(
      ensurePocketBase(),
      ['migrate', 'up', `--dir=${pb.dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`],
      { encoding: 'utf8' },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('accept and regrade are one transaction', () => {
  it('leaves no key and no score changed when a write fails half-way through the regrade', async () => {
    const a = await authorsRoom('accept-atomic-a');
    const b = await authorsRoom('accept-atomic-b');
    // Room b holds room a's exams too: accepting in room a regrades both rooms, room by room in id order.
    expect(
      (
        await pb.request(`/api/collections/rooms/records/${b.roomId}`, {
          method: 'PATCH',
          token: pb.superuserToken,
          body: { Exams: a.exams },
        })
      ).status,
    ).toBe(200);
    const question = a.ids[1]!;
    for (const roomId of [a.roomId, b.roomId, a.roomId, b.roomId]) await submitted(roomId, question, 'trois');
    const before = { ...(await scoresOf(a.roomId)), ...(await scoresOf(b.roomId)) };
    const keysBefore = (await record('questions', question)).Keys;

    // The database refuses the UPDATE of a submission of the room written last, as a full disk or a broken
    // constraint would: by then the key is written and the other room's scores are too. A SQLite trigger
    // is the database's own way to fail a statement, so the route runs exactly as in production.
    const last = [a.roomId, b.roomId].sort()[1]!;
    migrate(
      `CREATE TRIGGER test_refuse_regrade BEFORE UPDATE OF score ON submissions WHEN OLD.Room = '${last}'
       BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    );
    const failed = await accept(a.roomId, { questionId: question, answer: 'trois' }, author.token);
    expect(failed.status).toBe(400);
    expect((await record('questions', question)).Keys).toEqual(keysBefore);
    const keys = await pb.request(
      `/api/collections/keys/records?filter=${encodeURIComponent('value="trois"')}`,
      {
        token: pb.superuserToken,
      },
    );
    expect(keys.body.totalItems).toBe(0);
    expect({ ...(await scoresOf(a.roomId)), ...(await scoresOf(b.roomId)) }).toEqual(before);

    // Without the trigger the same accept goes through: the key, and every submission of both rooms.
    migrate('DROP TRIGGER test_refuse_regrade');
    const accepted = await accept(a.roomId, { questionId: question, answer: 'trois' }, author.token);
    expect(accepted.body, JSON.stringify(accepted.body)).toEqual({ regraded: 4, changed: 4 });
    expect((await record('questions', question)).Keys).toHaveLength(keysBefore.length + 1);
  });

  it('answers 409 and writes nothing when the keys changed behind the cached scoring table', async () => {
    const { roomId, ids } = await authorsRoom('accept-stale');
    await submitted(roomId, ids[1]!, 'tres');
    expect((await pb.request(`/api/room/results/${roomId}`, { token: author.token })).status).toBe(200);
    // Another process (here a migration) changes a key: this server's cached table still has the old one.
    const [firstKey] = (await record('questions', ids[1]!)).Keys as string[];
    migrate(`UPDATE keys SET value = 'drei' WHERE id = '${firstKey}'`);
    const stale = await accept(roomId, { questionId: ids[1], answer: 'tres' }, author.token);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The accepted answers of this question have just changed. Try again.');
    expect((await record('questions', ids[1]!)).Keys).toHaveLength(2);
    expect(Object.values(await scoresOf(roomId))).toEqual([0]);
  });
});
