// The foundation: migrations on an empty database, the importer, and a generic records API that gives
// anonymous callers nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { loadImportFile } from '../../scripts/import/load';
import { ensurePocketBase, pbDirs } from '../../scripts/lib/pocketbase';
import { smallRoom, writeImportFile } from '../fixtures/import-files';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { appCollections } from '../fixtures/collections';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const count = async (collection: string) =>
  (await pb.request(`/api/collections/${collection}/records?perPage=1`, { token: pb.superuserToken })).body
    .totalItems as number;

describe('migrations', () => {
  it('create every collection of the data model with its fields', async () => {
    const res = await pb.request('/api/collections?perPage=100', { token: pb.superuserToken });
    expect(res.status).toBe(200);
    const byName = new Map<string, { fields: { name: string }[] }>(
      res.body.items.map((c: { name: string }) => [c.name, c]),
    );
    const fieldsOf = (name: string) => byName.get(name)?.fields.map((f) => f.name);
    expect(fieldsOf('rooms')).toEqual(
      expect.arrayContaining(['name', 'slug', 'detail', 'config', 'Exams', 'Users']),
    );
    expect(fieldsOf('section_questions')).toEqual(
      expect.arrayContaining(['from_question', 'to_question', 'Questions', 'media']),
    );
    expect(fieldsOf('guests')).toEqual(expect.arrayContaining(['uuid', 'name', 'email', 'finishedGate']));
    expect(fieldsOf('submissions')).toEqual(expect.arrayContaining(['Guest', 'Room', 'score', 'raw']));
    expect(fieldsOf('pending_submissions')).toEqual(expect.arrayContaining(['Guest', 'Room', 'raw']));
    expect(fieldsOf('users')).toEqual(expect.arrayContaining(['name', 'avatar']));
    for (const name of appCollections) expect(byName.has(name), name).toBe(true);
  });

  it('set the app name and turn the rate limiter on', async () => {
    const res = await pb.request('/api/settings', { token: pb.superuserToken });
    expect(res.body.meta.appName).toBe('AnswerSheet');
    expect(res.body.rateLimits.enabled).toBe(true);
  });

  it('enforce unique slugs and a slug pattern', async () => {
    await pb.createRecord('rooms', { name: 'A', slug: 'unique-one' });
    const again = await pb.request('/api/collections/rooms/records', {
      method: 'POST',
      token: pb.superuserToken,
      body: { name: 'B', slug: 'unique-one' },
    });
    expect(again.status).toBe(400);
    const bad = await pb.request('/api/collections/rooms/records', {
      method: 'POST',
      token: pb.superuserToken,
      body: { name: 'C', slug: 'Not A Slug' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.slug).toBeDefined();
  });

  it('refuse public sign-up', async () => {
    const res = await pb.request('/api/collections/users/records', {
      method: 'POST',
      body: { email: 'self@signup.test', password: 'password-123', passwordConfirm: 'password-123' },
    });
    expect(res.status).toBe(403);
  });
});

describe('importer', () => {
  it('creates a room with its exams, sections, groups, questions, keys and media', async () => {
    await pb.createUser('importer-member@answersheet.test');
    const data = smallRoom('round-trip');
    data.room.members = ['importer-member@answersheet.test'];
    const room = importRoom(pb.dataDir, writeImportFile(data));
    expect(room.slug).toBe('round-trip');

    const expand = 'Exams.Sections.SectionQuestions.Questions.Keys,Users';
    const res = await pb.request(`/api/collections/rooms/records/${room.id}?expand=${expand}`, {
      token: pb.superuserToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Room round-trip');
    expect(res.body.expand.Users[0].email).toBe('importer-member@answersheet.test');
    const section = res.body.expand.Exams[0].expand.Sections[0];
    expect(section.name).toBe('Part 1');
    expect(section.media).toHaveLength(1);
    const [first, second] = section.expand.SectionQuestions;
    expect([first.from_question, first.to_question, second.from_question, second.to_question]).toEqual([
      1, 3, 4, 5,
    ]);
    expect(second.media).toHaveLength(1);
    const keysOf = (q: any) => q.expand.Keys.map((k: { value: string }) => k.value);
    expect(first.expand.Questions.map(keysOf)).toEqual([
      ['colour', 'color'],
      ['3', 'three'],
      ['(the) library'],
    ]);

    const image = await fetch(`${pb.url}/api/files/sections/${section.id}/${section.media[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file with problems, naming each bad path, and writes nothing', async () => {
    const before = await count('keys');
    const data = smallRoom('Bad Slug') as any;
    data.exams[0].sections[0].groups[0].questions[1].keys = [];
    data.exams[0].sections[0].groups[1].from = 9;
    expect(() => importRoom(pb.dataDir, writeImportFile(data))).toThrowError(
      /room\.slug: lowercase letters.*[\s\S]*exams\[0\]\.sections\[0\]\.groups\[0\]\.questions\[1\]\.keys: Needs at least one accepted answer\.[\s\S]*exams\[0\]\.sections\[0\]\.groups\[1\]\.to: Must be at least/,
    );
    expect(await count('keys')).toBe(before);
  });

  it('refuses malformed JSON and overlapping groups', () => {
    expect(() => importRoom(pb.dataDir, writeImportFile('{ "room": '))).toThrowError(/\(file\):/);
    const overlapping = smallRoom('overlap') as any;
    overlapping.exams[0].sections[0].groups[1].from = 3;
    expect(() => importRoom(pb.dataDir, writeImportFile(overlapping))).toThrowError(
      /exams\[0\]\.sections\[0\]\.groups\[1\]: Question 3 is already covered/,
    );
  });

  it('rolls back everything when the database refuses part of the import', async () => {
    const before = await Promise.all(
      ['keys', 'questions', 'section_questions', 'sections', 'exams'].map(count),
    );
    const data = smallRoom('rolled-back');
    data.room.members = ['nobody@answersheet.test'];
    expect(() => importRoom(pb.dataDir, writeImportFile(data))).toThrowError(
      /^room\.members: no user with e-mail nobody@/,
    );
    const after = await Promise.all(
      ['keys', 'questions', 'section_questions', 'sections', 'exams'].map(count),
    );
    expect(after).toEqual(before);
    expect(after[0]).toBeGreaterThan(0);
  });

  it('succeeds while the running server writes to the same database', async () => {
    // A transaction begun DEFERRED that read before the server's last write is refused ("database is
    // locked (517)"); server/internal/database/connect.go begins them IMMEDIATE, so the import waits its turn instead.
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) await pb.createRecord('keys', { value: `busy ${i}` });
    })();
    const slugs = ['busy-1', 'busy-2', 'busy-3', 'busy-4', 'busy-5', 'busy-6'];
    // Straight to the console command, as `npm run import` ends up doing, all at once.
    const imports = slugs.map((slug) => {
      const plan = join(mkdtempSync(join(tmpdir(), 'answersheet-busy-')), 'plan.json');
      writeFileSync(plan, JSON.stringify(loadImportFile(writeImportFile(smallRoom(slug)))));
      return new Promise<string>((resolve, reject) => {
        const child = spawn(ensurePocketBase(), ['import-room', plan, ...pbDirs(pb.dataDir)]);
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
      });
    });
    const results = await Promise.allSettled(imports);
    writing = false;
    await writes;
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
      slugs.map(() => 'ok'),
    );
    const rooms = await pb.request(
      `/api/collections/rooms/records?filter=${encodeURIComponent('slug~"busy-"')}`,
      { token: pb.superuserToken },
    );
    expect(rooms.body.items.map((room: { slug: string }) => room.slug).sort()).toEqual([...slugs].sort());
  });

  it('refuses a second room with the same slug', () => {
    importRoom(pb.dataDir, writeImportFile(smallRoom('twice')));
    expect(() => importRoom(pb.dataDir, writeImportFile(smallRoom('twice')))).toThrowError(/already exists/);
  });
});

describe('generic records API for anonymous callers', () => {
  it.each([...appCollections, 'users'])('gives nothing from %s', async (collection) => {
    const list = await pb.request(`/api/collections/${collection}/records`);
    const items = list.status === 200 ? list.body.items : [];
    expect([200, 403]).toContain(list.status);
    expect(items).toEqual([]);
    const anyId = (
      await pb.request(`/api/collections/${collection}/records?perPage=1`, { token: pb.superuserToken })
    ).body.items[0]?.id;
    if (anyId) {
      const view = await pb.request(`/api/collections/${collection}/records/${anyId}`);
      expect([403, 404]).toContain(view.status);
    }
  });
});
