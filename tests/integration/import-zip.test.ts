// npm run import takes a .zip (README "Import format"): room.json at its root and the media at the paths
// it names, the layout of the app's room export. The room's members become its exams' authors.
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { ImportFileError, openImportFile } from '../../scripts/import/load';
import { UNZIP_LIMITS } from '../../src/lib/bounded-unzip';
import { smallRoom, tinyPng, writeImportFile } from '../fixtures/import-files';
import { silentWav } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

/** A room whose paperwork and recording sit in media/, as the export writes them. */
function zippedRoom(slug: string, members: string[] = []) {
  const room = smallRoom(slug) as ReturnType<typeof smallRoom>;
  room.room.members = members;
  const section = room.exams[0]!.sections[0]! as {
    media: string[];
    audio?: string;
    groups: { media?: string[] }[];
  };
  section.media = ['media/part1.png'];
  section.audio = 'media/part1.wav';
  section.groups[1]!.media = ['media/part1.png'];
  return room;
}

function writeZip(entries: Record<string, Uint8Array>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'answersheet-zip-test-')), 'room.zip');
  writeFileSync(file, zipSync(entries));
  return file;
}

const media = () => ({
  'media/part1.png': new Uint8Array(tinyPng()),
  'media/part1.wav': new Uint8Array(silentWav()),
});

/** The problems an import file is refused with (it must be refused). */
function problemsOf(file: string, limits = UNZIP_LIMITS): string[] {
  try {
    openImportFile(file, limits).cleanup();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as ImportFileError).problems;
  }
  throw new Error('expected the import file to be refused');
}

describe('npm run import -- FILE.zip', () => {
  it('creates the room with its media and recording; the members author its exams', async () => {
    const teacher = await pb.createUser('zip-teacher@answersheet.test');
    const file = writeZip({
      'room.json': strToU8(JSON.stringify(zippedRoom('zipped', ['zip-teacher@answersheet.test']))),
      ...media(),
    });
    const { id, slug } = importRoom(pb.dataDir, file);
    expect(slug).toBe('zipped');
    const room = await pb.request(
      `/api/collections/rooms/records/${id}?expand=Exams.Sections.SectionQuestions`,
      {
        token: pb.superuserToken,
      },
    );
    const exam = room.body.expand.Exams[0];
    expect(exam.Users).toEqual([teacher.id]);
    const section = exam.expand.Sections[0];
    expect(section.media).toEqual([expect.stringMatching(/^part1_\w+\.png$/)]);
    expect(section.audio).toMatch(/^part1_\w+\.wav$/);
    expect(section.expand.SectionQuestions[1].media).toEqual([expect.stringMatching(/^part1_\w+\.png$/)]);
    // Its author reaches it in the library.
    const library = await pb.request(`/api/library/exams/${exam.id}`, { token: teacher.token });
    expect(library.status).toBe(200);
    expect(library.body.sections[0].audio).toBe(`/api/files/sections/${section.id}/${section.audio}`);
  });

  it('names what is wrong: no room.json, a missing file, an entry outside the .zip', () => {
    const problems = (entries: Record<string, Uint8Array>) => {
      const file = writeZip(entries);
      try {
        openImportFile(file).cleanup();
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as ImportFileError).problems;
      }
      throw new Error('expected the .zip to be refused');
    };
    expect(problems(media())).toEqual(['(file): no room.json at the root of the .zip']);
    const room = strToU8(JSON.stringify(zippedRoom('zip-missing')));
    expect(problems({ 'room.json': room, 'media/part1.png': new Uint8Array(tinyPng()) })).toEqual([
      expect.stringMatching(/^exams\[0\]\.sections\[0\]\.audio: no file media\/part1\.wav in .*room\.zip$/),
    ]);
    expect(problems({ 'room.json': room, ...media(), '../escape.txt': strToU8('x') })).toEqual([
      '(file): the entry ../escape.txt points outside the .zip',
    ]);
    const bad = strToU8(JSON.stringify({ ...zippedRoom('zip-bad'), exams: [] }));
    expect(problems({ 'room.json': bad, ...media() })).toEqual(['exams: needs at least one exam']);
  });

  it('keeps media paths inside the .zip: no ../, no absolute path', () => {
    const room = zippedRoom('zip-escape');
    room.exams[0]!.sections[0]!.media = ['../../../../../../etc/passwd', '/etc/passwd'];
    expect(problemsOf(writeZip({ 'room.json': strToU8(JSON.stringify(room)), ...media() }))).toEqual([
      'exams[0].sections[0].media[0]: ../../../../../../etc/passwd is outside the .zip',
      'exams[0].sections[0].media[1]: /etc/passwd is outside the .zip',
    ]);
  });

  it('stores each file under the extension of its content', async () => {
    const room = zippedRoom('zip-renamed');
    const section = room.exams[0]!.sections[0]! as { media: string[]; audio?: string };
    section.media = ['media/page.js'];
    section.audio = 'media/recording.png';
    const { id } = importRoom(
      pb.dataDir,
      writeZip({
        'room.json': strToU8(JSON.stringify(room)),
        ...media(),
        'media/page.js': new Uint8Array(tinyPng()),
        'media/recording.png': new Uint8Array(silentWav()),
      }),
    );
    const res = await pb.request(`/api/collections/rooms/records/${id}?expand=Exams.Sections`, {
      token: pb.superuserToken,
    });
    const stored = res.body.expand.Exams[0].expand.Sections[0];
    expect(stored.media).toEqual([expect.stringMatching(/^page_\w+\.png$/)]);
    expect(stored.audio).toMatch(/^recording_\w+\.wav$/);
  });

  it('takes the types and sizes the exam files route takes', () => {
    const room = zippedRoom('zip-types');
    const section = room.exams[0]!.sections[0]! as { media: string[]; audio?: string };
    section.media = ['media/part1.wav']; // a recording where an image goes
    section.audio = 'media/page.html';
    const entries = { ...media(), 'media/page.html': strToU8('<script>alert(1)</script>') };
    expect(problemsOf(writeZip({ 'room.json': strToU8(JSON.stringify(room)), ...entries }))).toEqual([
      'exams[0].sections[0].media[0]: media/part1.wav is not a JPEG, PNG, WebP or GIF image of at most 10 MB',
      'exams[0].sections[0].audio: media/page.html is not an MP3, M4A, OGG, WAV or WebM recording of at most 200 MB',
    ]);
  });

  it("holds each exam to the editor's limits", () => {
    const room = zippedRoom('zip-large');
    const section = room.exams[0]!.sections[0]!;
    const sections = Array.from({ length: 21 }, (_, i) => ({
      ...section,
      name: `Part ${i + 1}`,
      groups: [{ from: i + 1, to: i + 1, media: [], questions: [{ num: i + 1, keys: ['a'] }] }],
      media: [],
      audio: undefined,
    }));
    room.exams[0]!.sections = sections as (typeof room.exams)[0]['sections'];
    expect(problemsOf(writeZip({ 'room.json': strToU8(JSON.stringify(room)), ...media() }))).toEqual([
      'exams[0].sections: At most 20 sections.',
    ]);
  });

  it('refuses a .zip that unpacks to more than its limits, while inflating', () => {
    const room = strToU8(JSON.stringify(zippedRoom('zip-bomb')));
    const mb = 1024 * 1024;
    // 3 MB of zeros pack into a few KB.
    const bomb = writeZip({ 'room.json': room, ...media(), 'media/zeros.bin': new Uint8Array(3 * mb) });
    expect(problemsOf(bomb, { entry: mb, total: 10 * mb })).toEqual([
      '(file): the entry media/zeros.bin unpacks to more than 1 MB',
    ]);
    const many = writeZip({
      'room.json': room,
      ...media(),
      'a.bin': new Uint8Array(0.8 * mb),
      'b.bin': new Uint8Array(0.8 * mb),
    });
    expect(problemsOf(many, { entry: mb, total: mb })).toEqual([
      '(file): the .zip unpacks to more than 1 MB',
    ]);
  });
});

describe('npm run import -- FILE.json', () => {
  it('keeps media paths beside the file: no ../, no absolute path, no symbolic link', () => {
    const room = smallRoom('json-escape');
    room.exams[0]!.sections[0]!.media = ['../../../../../../etc/passwd', '/etc/passwd', 'link.png'];
    const file = writeImportFile(room);
    symlinkSync('/etc/passwd', join(file, '../link.png'));
    expect(problemsOf(file)).toEqual([
      "exams[0].sections[0].media[0]: ../../../../../../etc/passwd is outside the import file's folder",
      "exams[0].sections[0].media[1]: /etc/passwd is outside the import file's folder",
      "exams[0].sections[0].media[2]: link.png is not a plain file in the import file's folder",
    ]);
  });
});
