// `npm run import` writes a room in short transactions (docs/architecture.md, "Authoring"): a draft sent
// while a large room is being imported is stored quickly, not after the whole import; and an import that
// fails part way leaves nothing behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openImportFile } from '../../scripts/import/load';
import { ensurePocketBase, pbDirs, root, runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { scoringRoom } from '../fixtures/app-rooms';
import { tinyPng, writeImportFile } from '../fixtures/import-files';
import { importScoringRoom, makeGuest, questionIds, saveDraft } from '../support/app';
import { countOf } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

/** A room of `exams` exams of 200 questions with 5 keys each: thousands of records. */
function largeRoom(slug: string, exams: number) {
  const questions = (from: number) =>
    Array.from({ length: 50 }, (_, i) => ({
      num: from + i,
      keys: Array.from({ length: 5 }, (_, k) => `answer ${from + i} ${k}`),
    }));
  const exam = (n: number) => ({
    name: `Exam ${n}`,
    sections: [
      {
        name: 'Part 1',
        groups: [1, 51, 101, 151].map((from) => ({ from, to: from + 49, questions: questions(from) })),
      },
    ],
  });
  return {
    room: { name: `Large ${slug}`, slug, detail: '', members: [] },
    exams: Array.from({ length: exams }, (_, i) => exam(i + 1)),
  };
}

/** Runs `import-room` on a plan in the background; resolves with its output when it ends. */
function importInBackground(planFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(ensurePocketBase(), ['import-room', planFile, ...pbDirs(pb.dataDir)], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function planFileOf(plan: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'answersheet-plan-')), 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  return file;
}

describe('import-room', () => {
  it('stores a draft sent during a large import quickly', async () => {
    const room = importScoringRoom(pb, 'drafts-during-import');
    const qids = await questionIds(pb, room.slug);
    // Guests take turns: each stays within its two drafts a second.
    const guests = await Promise.all(Array.from({ length: 6 }, () => makeGuest(pb)));
    const { plan, cleanup } = openImportFile(writeImportFile(largeRoom('large-import', 12)));
    cleanup();

    const started = Date.now();
    let done = false;
    const importing = importInBackground(planFileOf(plan)).finally(() => (done = true));
    const waits: number[] = [];
    const statuses: number[] = [];
    for (let n = 0; !done; n++) {
      const sent = Date.now();
      const res = await saveDraft(pb, guests[n % guests.length], {
        Room: room.id,
        raw: { answers: [{ questionId: qids[0]!, value: `draft ${n}` }] },
      });
      statuses.push(res.status);
      waits.push(Date.now() - sent);
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = await importing;
    const took = Date.now() - started;
    expect(result.code, result.output).toBe(0);
    expect(
      statuses.filter((s) => s !== 200),
      `statuses ${statuses.join(', ')}; waits ${waits.join(', ')}`,
    ).toEqual([]);
    // The import is long enough for the measure to mean something, and no draft waited for much of it.
    expect(took).toBeGreaterThan(2000);
    expect(Math.max(...waits), `waits ${waits.join(', ')} during an import of ${took} ms`).toBeLessThan(
      Math.max(750, took / 4),
    );
  }, 120_000);

  it('leaves nothing when a later write fails', async () => {
    const before = {
      rooms: await countOf(pb, 'rooms'),
      exams: await countOf(pb, 'exams'),
      questions: await countOf(pb, 'questions'),
      keys: await countOf(pb, 'keys'),
    };
    const { plan, cleanup } = openImportFile(writeImportFile(scoringRoom('fails-late')));
    // A plan written by hand: the second exam's recording is an image, which the audio field refuses.
    const png = join(mkdtempSync(join(tmpdir(), 'answersheet-plan-')), 'not-audio.png');
    writeFileSync(png, tinyPng());
    (plan.exams[1]!.sections[0] as { audio?: string }).audio = png;
    expect(() => runPocketBaseCommand(pb.dataDir, ['import-room', planFileOf(plan)])).toThrow(/audio/);
    cleanup();
    expect({
      rooms: await countOf(pb, 'rooms'),
      exams: await countOf(pb, 'exams'),
      questions: await countOf(pb, 'questions'),
      keys: await countOf(pb, 'keys'),
    }).toEqual(before);
  });
});
