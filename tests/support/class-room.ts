// A class to load-test or exercise: a 40-question room (the demo's Listening test) and guests who have
// finished the gate. Shared by the benchmark, the soak and the integration tests; no test runner needed.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRoom } from '../../scripts/import';
import { root } from '../../scripts/lib/pocketbase';
import type { Answer, GuestSearchResponse } from '../../src/lib/api-types';
import { createGuest } from './guests';
import type { TestPocketBase } from './pocketbase';

export interface BenchRoom {
  id: string;
  slug: string;
  /** The question ids of the sheet, in order, and one accepted key for each. */
  questions: { questionId: string; key: string }[];
}

/** Imports the demo's Listening exam alone (40 questions), or `copies` of it one after another, as room `slug`. */
export async function importBenchRoom(pb: TestPocketBase, slug: string, copies = 1): Promise<BenchRoom> {
  const demo = JSON.parse(readFileSync(join(root, 'demo', 'demo-room.json'), 'utf8'));
  const listening = demo.exams[0];
  // The importer takes media beside the file only: a copy of the demo's folder holds them.
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-bench-'));
  cpSync(join(root, 'demo', 'media'), join(dir, 'media'), { recursive: true });
  const file = join(dir, 'room.json');
  writeFileSync(
    file,
    JSON.stringify({
      room: { ...demo.room, slug, members: [] },
      exams: Array.from({ length: copies }, (_, i) => ({
        ...listening,
        name: `${listening.name} (${i + 1})`,
      })),
    }),
  );
  const { id } = importRoom(pb.dataDir, file, { migrated: true });

  const keyOf = new Map<number, string>();
  for (const section of listening.sections)
    for (const group of section.groups)
      for (const q of group.questions) keyOf.set(q.num, q.keys[0].replace(/[()]/g, ''));
  const uuid = crypto.randomUUID();
  await makeGuests(pb, 1, () => uuid);
  const sheet = await pb.request<GuestSearchResponse>('/api/room/guest-search', {
    method: 'POST',
    body: { slug },
    headers: { 'guest-uuid': uuid },
  });
  if (sheet.status !== 200) throw new Error(`guest-search failed: ${JSON.stringify(sheet.body)}`);
  const questions = sheet.body.room.exams.flatMap((e) =>
    e.sections.flatMap((s) =>
      s.groups.flatMap((g) =>
        g.slots
          .filter((slot) => slot.questionId)
          .map((slot) => ({ questionId: slot.questionId!, key: keyOf.get(slot.num)! })),
      ),
    ),
  );
  return { id, slug, questions };
}

/** Makes `count` guests who have finished the gate; returns their uuids. */
export async function makeGuests(
  pb: TestPocketBase,
  count: number,
  uuidOf = (_i: number) => crypto.randomUUID(),
) {
  const uuids = Array.from({ length: count }, (_, i) => uuidOf(i));
  let next = 0;
  const worker = async () => {
    while (next < uuids.length) await createGuest(pb, uuids[next++]!);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return uuids;
}

/** Answers for the room: the first `right` correct, the rest wrong. */
export function answers(room: BenchRoom, right: number): Answer[] {
  return room.questions.map((q, i) => ({ questionId: q.questionId, value: i < right ? q.key : 'wrong' }));
}
