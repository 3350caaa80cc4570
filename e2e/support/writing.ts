// A room with the demo's Academic Writing test (two tasks, Task 1's chart among its paperwork) and students
// who submit essays through the API, the way a browser does (docs/architecture.md, "Writing and marking"):
// the Writing story's e2e and the marking screen's axe run.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { importRoom } from '../../scripts/import';
import { root } from '../../scripts/lib/pocketbase';
import { dataDir, demoAdmin, pbUrl, running } from './stack';

/**
 * Imports the demo's Writing test alone, untimed, in a room under `slug` delivered `delivery` (results shown
 * as scores), `members` its members (the demo admin by default).
 */
export function importWritingRoom(
  slug: string,
  delivery: 'paper' | 'computer' = 'paper',
  members: string[] = [demoAdmin.email],
) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-writing-'));
  cpSync(join(root, 'demo'), dir, { recursive: true });
  const demo = JSON.parse(readFileSync(join(dir, 'demo-computer-room.json'), 'utf8'));
  const writing = demo.exams.find((exam: { kind: string }) => exam.kind === 'academic_writing');
  const file = join(dir, 'writing-room.json');
  writeFileSync(
    file,
    JSON.stringify({
      room: {
        name: `Writing ${slug}`,
        slug,
        detail: '',
        members,
        delivery,
        results: 'score',
      },
      exams: [{ ...writing, minutes: undefined }],
    }),
  );
  return importRoom(dataDir, file, running);
}

async function call(path: string, method: string, body: unknown, uuid?: string) {
  const res = await fetch(`${pbUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(uuid ? { 'guest-uuid': uuid } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${method} ${path}: ${JSON.stringify(json).slice(0, 300)}`).toBe(200);
  return json;
}

/**
 * A student who finishes the gate and submits the room's boxes through the API, `valueOf` giving the answer of
 * the box at each index, in sheet order; their guest uuid and the room's box count.
 */
export async function sitByApi(
  slug: string,
  student: { name: string; email: string },
  valueOf: (index: number) => string,
) {
  const uuid = randomUUID();
  await call('/api/exam/guest', 'POST', { uuid });
  await call('/api/exam/guest', 'PATCH', { uuid, ...student });
  const found = (await call('/api/room/guest-search', 'POST', { slug }, uuid)) as {
    room: {
      id: string;
      exams: { sections: { groups: { slots: { questionId: string | null }[] }[] }[] }[];
    };
  };
  const ids = found.room.exams
    .flatMap((e) => e.sections.flatMap((s) => s.groups.flatMap((g) => g.slots)))
    .flatMap((slot) => (slot.questionId ? [slot.questionId] : []));
  const answers = ids.map((questionId, i) => ({ questionId, value: valueOf(i) }));
  await call('/api/exam/submission', 'POST', { Room: found.room.id, raw: { answers } }, uuid);
  return { uuid, boxes: ids.length };
}

/** A student who finishes the gate and submits the two essays; their guest uuid. */
export async function submitEssays(slug: string, name: string, essays: [string, string]) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const { uuid, boxes } = await sitByApi(slug, { name, email }, (i) => essays[i]!);
  expect(boxes).toBe(2);
  return uuid;
}

/** An essay of `words` words in two paragraphs. */
export const essay = (words: number, word = 'library') => {
  const half = Math.ceil(words / 2);
  const run = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 'The' : word)).join(' ') + '.';
  return `${run(half)}\n\n${run(words - half)}`;
};
