// The content of the test on computer against a real PocketBase (docs/architecture.md, "The test on
// computer"): an exam document keeps its passage, group types, instructions, options, content and prompts
// through the library routes; a bad one is a 400 naming the path and changes nothing; guest-search carries
// the content and the room's delivery, never a key; new rooms (made or imported) are on computer, existing
// ones were kept on paper by the migration; the room patch takes the delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamDocument, GuestRoom, SavedExam } from '../../src/lib/api-types';
import { importRoom } from '../../scripts/import';
import { runPocketBase } from '../../scripts/lib/pocketbase';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest } from '../support/app';
import { libraryApi, type Teacher } from '../support/library';
import { migrationsFrom } from '../support/migrations';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let api: ReturnType<typeof libraryApi>;
let author: Teacher;
const AUTHOR = 'cc-author@answersheet.test';

beforeAll(async () => {
  pb = await startTestPocketBase();
  api = libraryApi(pb);
  author = await pb.createUser(AUTHOR);
});
afterAll(async () => {
  await pb?.stop();
});

/** Every key of the exam below: distinctive words, so a leak is found by searching the body for them. */
const KEYS = ['zk-hive-one', 'zk-hive-two', 'zk-truth', 'zk-letter-b', 'zk-letter-d', 'zk-choice'];

/** A reading exam using every field of the test on computer. */
function readingDocument(): ExamDocument {
  return {
    name: 'Reading on computer',
    kind: 'academic_reading',
    bands: null,
    accept_initials: false,
    sections: [
      {
        name: 'Passage 1',
        passage:
          '# Bees\n\nBees **dance** to tell the hive where food is.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
        groups: [
          {
            from: 1,
            to: 2,
            type: 'gap',
            instructions: 'Write NO MORE THAN TWO WORDS.',
            content: 'Bees dance in the [[1]] and then [[2]].',
            either_order: [],
            questions: [
              { num: 1, keys: [KEYS[0]!] },
              { num: 2, keys: [KEYS[1]!] },
            ],
          },
          {
            from: 3,
            to: 3,
            type: 'tfng',
            either_order: [],
            questions: [{ num: 3, keys: [KEYS[2]!], prompt: 'Bees can see red.' }],
          },
          {
            from: 4,
            to: 5,
            type: 'multi',
            instructions: 'Choose TWO letters, A–E.',
            options: [
              { letter: 'A', text: 'pollen' },
              { letter: 'B', text: 'nectar' },
              { letter: 'D', text: 'water' },
            ],
            either_order: [[4, 5]],
            questions: [
              { num: 4, keys: [KEYS[3]!] },
              { num: 5, keys: [KEYS[4]!] },
            ],
          },
          {
            from: 6,
            to: 7,
            type: 'choice',
            either_order: [],
            questions: [
              {
                num: 6,
                keys: [KEYS[5]!],
                prompt: 'Why do bees dance?',
                options: [
                  { letter: 'A', text: 'to rest' },
                  { letter: 'B', text: 'to point the way' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The saved exam as a document to PUT back: ids kept, read-only fields (media, audio, usage) left out. */
function editableWithContent(saved: SavedExam): ExamDocument {
  const exam = structuredClone(saved);
  return {
    name: exam.name,
    kind: exam.kind,
    bands: exam.bands,
    accept_initials: exam.accept_initials,
    sections: exam.sections.map(({ media: _m, audio: _a, ...section }) => ({
      ...section,
      groups: section.groups.map(({ media: _gm, ...group }) => group),
    })),
  };
}

const superuser = (path: string, init: { method?: string; body?: unknown } = {}) =>
  pb.request(path, { ...init, token: pb.superuserToken });

async function createExam(): Promise<SavedExam> {
  const made = await api(author.token).create(readingDocument());
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

describe('the exam document', () => {
  it('keeps every field of the test on computer through create, read and save', async () => {
    const made = await createExam();
    const read = await api(author.token).get(made.id);
    expect(read.status).toBe(200);
    const sent = readingDocument();
    const [section] = read.body.sections;
    expect(section!.passage).toBe(sent.sections[0]!.passage);
    expect(section!.groups.map((g) => g.type)).toEqual(['gap', 'tfng', 'multi', 'choice']);
    expect(section!.groups[0]).toMatchObject({
      instructions: 'Write NO MORE THAN TWO WORDS.',
      content: 'Bees dance in the [[1]] and then [[2]].',
      options: null,
      min_words: null,
    });
    expect(section!.groups[2]!.options).toEqual(sent.sections[0]!.groups[2]!.options);
    expect(section!.groups[3]!.questions[0]).toMatchObject(sent.sections[0]!.groups[3]!.questions[0]!);
    expect(section!.groups[1]!.questions[0]).toMatchObject({ prompt: 'Bees can see red.', options: null });

    // Saved back unchanged, it reads the same; a change of the content alone is saved, and regrades nothing.
    const again = await api(author.token).save(made.id, editableWithContent(read.body));
    expect(again.status).toBe(200);
    expect(editableWithContent(again.body.exam)).toEqual(editableWithContent(read.body));
    const changed = editableWithContent(read.body);
    changed.sections[0]!.passage = 'A new passage.';
    changed.sections[0]!.groups[1]!.type = 'ynng';
    changed.sections[0]!.groups[1]!.questions[0]!.prompt = 'Bees like red.';
    changed.sections[0]!.groups[0]!.instructions = null;
    const saved = await api(author.token).save(made.id, changed);
    expect(saved.status).toBe(200);
    expect(saved.body.regraded).toBe(0);
    const after = (await api(author.token).get(made.id)).body;
    expect(after.sections[0]!.passage).toBe('A new passage.');
    expect(after.sections[0]!.groups[1]!.type).toBe('ynng');
    expect(after.sections[0]!.groups[1]!.questions[0]!.prompt).toBe('Bees like red.');
    expect(after.sections[0]!.groups[1]!.questions[0]!.id).toBe(
      read.body.sections[0]!.groups[1]!.questions[0]!.id,
    );
    expect(after.sections[0]!.groups[0]!.instructions).toBeNull();
    // A Writing task: an essay group with min_words and a question without keys.
    const writing = await api(author.token).create({
      name: 'Writing',
      kind: 'other',
      bands: null,
      accept_initials: false,
      sections: [
        {
          name: 'Task 2',
          passage: 'Some people think…',
          groups: [
            {
              from: 1,
              to: 1,
              type: 'essay',
              min_words: 250,
              either_order: [],
              questions: [{ num: 1, keys: [] }],
            },
          ],
        },
      ],
    });
    expect(writing.status, JSON.stringify(writing.body)).toBe(200);
    expect(writing.body.sections[0]!.groups[0]).toMatchObject({ type: 'essay', min_words: 250 });
    expect(writing.body.sections[0]!.groups[0]!.questions[0]!.keys).toEqual([]);
  });

  it.each([
    [
      'a type the screen has not',
      (d: any) => (d.sections[0].groups[0].type = 'dropdown'),
      'sections.0.groups.0.type',
    ],
    [
      'a gap outside its group',
      (d: any) => (d.sections[0].groups[0].content = 'The [[1]] and the [[3]].'),
      'sections.0.groups.0.content',
    ],
    [
      '27 options',
      (d: any) =>
        (d.sections[0].groups[2].options = Array.from({ length: 27 }, (_, i) => ({
          letter: `L${i}`,
          text: 'x',
        }))),
      'sections.0.groups.2.options',
    ],
    [
      'a passage over 60,000 characters',
      (d: any) => (d.sections[0].passage = 'p'.repeat(60001)),
      'sections.0.passage',
    ],
    [
      'instructions over 1,000 characters',
      (d: any) => (d.sections[0].groups[0].instructions = 'i'.repeat(1001)),
      'sections.0.groups.0.instructions',
    ],
    [
      'a prompt over 1,000 characters',
      (d: any) => (d.sections[0].groups[3].questions[0].prompt = 'q'.repeat(1001)),
      'sections.0.groups.3.questions.0.prompt',
    ],
  ])('refuses %s with a 400 at its path, changing nothing', async (_name, spoil, path) => {
    const made = await createExam();
    const doc = editableWithContent(made);
    spoil(doc);
    const saved = await api(author.token).save(made.id, doc);
    expect(saved.status).toBe(400);
    expect(Object.keys(saved.body.data ?? {})).toEqual([path]);
    expect(editableWithContent((await api(author.token).get(made.id)).body)).toEqual(
      editableWithContent(made),
    );
    const fresh = readingDocument();
    spoil(fresh);
    const created = await api(author.token).create(fresh);
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.data ?? {})).toEqual([path]);
  });
});

describe('guest-search and the delivery', () => {
  it('carries the content of the test on computer, null where absent, and never a key', async () => {
    const exam = await createExam();
    const room = await api(author.token).createRoom({
      name: 'Computer room',
      slug: 'cc-computer',
      detail: '',
    });
    expect(room.status).toBe(200);
    expect(room.body.delivery).toBe('computer');
    expect((await api(author.token).patchRoom(room.body.id, { Exams: [exam.id] })).status).toBe(200);

    const guest = await makeGuest(pb);
    const res = await guestSearch(pb, 'cc-computer', guest);
    expect(res.status).toBe(200);
    const sheet: GuestRoom = res.body.room;
    expect(sheet.delivery).toBe('computer');
    const section = sheet.exams[0]!.sections[0]!;
    expect(section.passage).toBe(readingDocument().sections[0]!.passage);
    expect(section.groups.map((g) => g.type)).toEqual(['gap', 'tfng', 'multi', 'choice']);
    expect(section.groups[0]).toMatchObject({
      instructions: 'Write NO MORE THAN TWO WORDS.',
      content: 'Bees dance in the [[1]] and then [[2]].',
      options: null,
      min_words: null,
    });
    expect(section.groups[2]!.options).toHaveLength(3);
    const choice = section.groups[3]!;
    expect(choice.slots[0]).toEqual({
      num: 6,
      questionId: exam.sections[0]!.groups[3]!.questions[0]!.id,
      prompt: 'Why do bees dance?',
      options: [
        { letter: 'A', text: 'to rest' },
        { letter: 'B', text: 'to point the way' },
      ],
    });
    expect(choice.slots[1]).toEqual({ num: 7, questionId: null, prompt: null, options: null });

    // The whole body, as sent: no key value anywhere, and no keys field.
    const body = JSON.stringify(res.body);
    for (const key of KEYS) expect(body).not.toContain(key);
    expect(body).not.toMatch(/"keys"|"Keys"/);
  });

  it('keeps a room on paper when patched so, and refuses another delivery with a 400 on delivery', async () => {
    const room = await api(author.token).createRoom({ name: 'Paper room', slug: 'cc-paper', detail: '' });
    const patched = await api(author.token).patchRoom(room.body.id, { delivery: 'paper' });
    expect(patched.status).toBe(200);
    expect(patched.body.delivery).toBe('paper');
    expect((await guestSearch(pb, 'cc-paper')).body.room.delivery).toBe('paper');
    const refused = await api(author.token).patchRoom(room.body.id, { delivery: 'screen' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data ?? {})).toEqual(['delivery']);
    expect((await superuser(`/api/collections/rooms/records/${room.body.id}`)).body.delivery).toBe('paper');
  });

  it('imports a room on computer unless the file says paper, with its content', async () => {
    const entry = { ...readingDocument(), kind: 'academic_reading' };
    const file = (slug: string, extra: Record<string, unknown> = {}) =>
      writeImportFile({ room: { name: slug, slug, ...extra }, exams: [entry] });
    importRoom(pb.dataDir, file('cc-import'));
    importRoom(pb.dataDir, file('cc-import-paper', { delivery: 'paper' }));
    const plain = (await guestSearch(pb, 'cc-import')).body.room as GuestRoom;
    expect(plain.delivery).toBe('computer');
    expect(plain.exams[0]!.sections[0]!.passage).toBe(entry.sections[0]!.passage);
    expect(plain.exams[0]!.sections[0]!.groups.map((g) => g.type)).toEqual([
      'gap',
      'tfng',
      'multi',
      'choice',
    ]);
    expect(plain.exams[0]!.sections[0]!.groups[3]!.slots[0]!.prompt).toBe('Why do bees dance?');
    expect(JSON.stringify(plain)).not.toContain(KEYS[0]);
    expect((await guestSearch(pb, 'cc-import-paper')).body.room.delivery).toBe('paper');
  });
});

it('the migration keeps rooms made before it on paper and their groups typed boxes', async () => {
  importRoom(
    pb.dataDir,
    writeImportFile({ room: { name: 'Old', slug: 'cc-old' }, exams: [readingDocument()] }),
  );
  pb.kill();
  runPocketBase(pb.dataDir, ['migrate', 'down', String(migrationsFrom('1763780020'))], 'y\n');
  await pb.restart(); // serve applies it again, as to a database from before it
  const room = (await guestSearch(pb, 'cc-old')).body.room as GuestRoom;
  expect(room.delivery).toBe('paper');
  expect(room.exams[0]!.sections[0]!.groups.map((g) => g.type)).toEqual(['gap', 'gap', 'gap', 'gap']);
  expect(room.exams[0]!.sections[0]!.passage).toBeNull();
});
