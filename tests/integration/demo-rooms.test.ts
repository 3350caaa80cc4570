// The demo data `npm start` seeds (README, its start), seeded into a fresh PocketBase: the paper room and
// the room on computer with both its exams, their minutes, every kind of question, and a guest's view that
// holds the passages and no key (docs/architecture.md, "The test on computer").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/lib/seed';
import type { GuestSearchResponse } from '../../src/lib/api-types';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
  seedDemo(pb.dataDir);
}, 120_000);
afterAll(async () => {
  await pb?.stop();
});

const roomBySlug = async (slug: string) => {
  const res = await pb.request(
    `/api/collections/rooms/records?filter=${encodeURIComponent(`slug="${slug}"`)}&expand=Exams`,
    { token: pb.superuserToken },
  );
  expect(res.status).toBe(200);
  return res.body.items[0];
};

/** Every property name anywhere in a JSON value. */
function propertyNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertyNames(item, into);
  else if (value && typeof value === 'object')
    for (const [name, inner] of Object.entries(value)) {
      into.add(name);
      propertyNames(inner, into);
    }
  return into;
}

describe('the seeded demo rooms', () => {
  it('keeps the paper room, and adds the room on computer with both exams and their minutes', async () => {
    expect(await roomBySlug('demo')).toMatchObject({ delivery: 'paper' });
    const room = await roomBySlug('demo-computer');
    expect(room).toMatchObject({
      name: 'IELTS on Computer — Demo Room',
      delivery: 'computer',
      audio: 'once',
      time_limit: 0,
      accepting: true,
    });
    const [listening, reading, writing] = room.expand.Exams;
    expect([listening.kind, reading.kind, writing.kind]).toEqual([
      'listening',
      'academic_reading',
      'academic_writing',
    ]);
    expect(room.config).toEqual({
      [listening.id]: { minutes: 30 },
      [reading.id]: { minutes: 60 },
      [writing.id]: { minutes: 60 },
    });
  });

  it('gives a guest 40 + 40 questions of every kind and the two Writing tasks, the passages, and no key', async () => {
    const res = await pb.request<GuestSearchResponse>('/api/room/guest-search', {
      method: 'POST',
      body: { slug: 'demo-computer' },
    });
    expect(res.status).toBe(200);
    const { room } = res.body;
    expect(room.delivery).toBe('computer');
    expect(room.total).toBe(82);
    const [listening, reading, writing] = room.exams;
    for (const exam of [listening!, reading!]) {
      const slots = exam.sections.flatMap((s) => s.groups.flatMap((g) => g.slots));
      expect(slots.map((slot) => slot.num)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(slots.every((slot) => slot.questionId)).toBe(true);
    }
    const groups = room.exams.flatMap((e) => e.sections.flatMap((s) => s.groups));
    expect(new Set(groups.map((g) => g.type))).toEqual(
      new Set(['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay']),
    );
    // Writing: two essays, Task 1 with its chart, each with its minimum words.
    expect(
      writing!.sections.map((s) => [s.name, s.groups.map((g) => [g.type, g.min_words, g.slots.length])]),
    ).toEqual([
      ['Task 1', [['essay', 150, 1]]],
      ['Task 2', [['essay', 250, 1]]],
    ]);
    expect(writing!.sections[0]!.media[0]).toMatch(/\/writing_task1_chart\w*\.png$/);
    expect(listening!.sections.every((s) => s.audio?.endsWith('.mp3'))).toBe(true);
    expect(reading!.sections.map((s) => s.passage?.split('\n')[0])).toEqual([
      '# Keepers of the light',
      '# Bees on the rooftops',
      '# Why we sleep',
    ]);
    // Options and prompts reach the guest; keys never do (the Listening keys are nowhere in its content).
    expect(groups.find((g) => g.type === 'multi')!.options).toHaveLength(5);
    const names = propertyNames(res.body);
    expect(names.has('keys') || names.has('Keys')).toBe(false);
    const text = JSON.stringify(res.body);
    for (const key of ['Whitfield', 'Mulberry', 'EB4 7TN', 'quinine', 'emperors'])
      expect(text).not.toContain(key);
  });
});
