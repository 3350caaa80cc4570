// A room with one Academic Writing exam (two tasks) and students who submit essays through the API, the way
// a browser does (docs/architecture.md, "Writing and marking"): the marking screens' e2e and axe runs.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { importRoom } from '../../scripts/import';
import { writeImportFile } from '../../tests/fixtures/import-files';
import { dataDir, demoAdmin, pbUrl } from './stack';

const task = (num: number, passage: string, minWords: number) => ({
  name: `Task ${num}`,
  passage,
  media: [],
  groups: [{ from: num, to: num, type: 'essay', min_words: minWords, questions: [{ num, keys: [] }] }],
});

/** Imports a Writing room under `slug` (results shown as scores), the demo admin its member. */
export function importWritingRoom(slug: string) {
  return importRoom(
    dataDir,
    writeImportFile({
      room: { name: `Writing ${slug}`, slug, detail: '', members: [demoAdmin.email], results: 'score' },
      exams: [
        {
          name: 'Academic Writing Test 1',
          kind: 'academic_writing',
          sections: [
            task(1, 'The chart shows how many people used the city library each month.', 150),
            task(
              2,
              'Some people think cities are better places to live than the countryside. Discuss both views.',
              250,
            ),
          ],
        },
      ],
    }),
  );
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

/** A student who finishes the gate and submits the two essays. */
export async function submitEssays(slug: string, name: string, essays: [string, string]) {
  const uuid = randomUUID();
  await call('/api/exam/guest', 'POST', { uuid });
  await call('/api/exam/guest', 'PATCH', {
    uuid,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  });
  const found = (await call('/api/room/guest-search', 'POST', { slug }, uuid)) as {
    room: {
      id: string;
      exams: { sections: { groups: { slots: { questionId: string | null }[] }[] }[] }[];
    };
  };
  const ids = found.room.exams
    .flatMap((e) => e.sections.flatMap((s) => s.groups.flatMap((g) => g.slots)))
    .flatMap((slot) => (slot.questionId ? [slot.questionId] : []));
  expect(ids).toHaveLength(2);
  const answers = ids.map((questionId, i) => ({ questionId, value: essays[i]! }));
  await call('/api/exam/submission', 'POST', { Room: found.room.id, raw: { answers } }, uuid);
}

/** An essay of `words` words in two paragraphs. */
export const essay = (words: number, word = 'library') => {
  const half = Math.ceil(words / 2);
  const run = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 'The' : word)).join(' ') + '.';
  return `${run(half)}\n\n${run(words - half)}`;
};
