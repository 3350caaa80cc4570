// An exam's files against a real PocketBase (docs/architecture.md, "Authoring"): paperwork images on
// sections and groups, a section's recording, each checked by type and size with a clear message; only the
// exam's authors change them; a removed part takes its files with it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SavedExam } from '../../src/lib/api-types';
import { tinyPng } from '../fixtures/import-files';
import { editable, examDocument, fileForm, libraryApi, silentWav, type Teacher } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let api: ReturnType<typeof libraryApi>;
let author: Teacher;
let other: Teacher;
let exam: SavedExam;

beforeAll(async () => {
  pb = await startTestPocketBase();
  api = libraryApi(pb);
  author = await pb.createUser('files-author@answersheet.test');
  other = await pb.createUser('files-other@answersheet.test');
  exam = (await api(author.token).create(examDocument('With files'))).body;
});
afterAll(async () => {
  await pb?.stop();
});

const png = () => new Blob([new Uint8Array(tinyPng())], { type: 'image/png' });
const wav = () => new Blob([silentWav()], { type: 'audio/wav' });
const IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image of at most 10 MB.';
const AUDIO_MESSAGE = 'Upload an MP3, M4A, OGG, WAV or WebM recording of at most 200 MB.';

it('adds images to a section and a group and a recording to a section, served at their URLs', async () => {
  const section = exam.sections[0]!;
  const group = section.groups[1]!;
  const first = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'media' }, png(), 'page1.png'),
  );
  expect(first.status).toBe(200);
  const second = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'group', partId: group.id!, field: 'media' }, png(), 'map.png'),
  );
  const audio = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'audio' }, wav(), 'part1.wav'),
  );
  expect(audio.status).toBe(200);
  const saved = audio.body;
  expect(saved.sections[0]!.media).toHaveLength(1);
  expect(saved.sections[0]!.media![0]).toMatch(
    new RegExp(`^/api/files/sections/${section.id}/page1_\\w+\\.png$`),
  );
  expect(second.body.sections[0]!.groups[1]!.media![0]).toMatch(
    new RegExp(`^/api/files/section_questions/${group.id}/map_\\w+\\.png$`),
  );
  expect(saved.sections[0]!.audio).toMatch(
    new RegExp(`^/api/files/sections/${section.id}/part1_\\w+\\.wav$`),
  );
  const served = await fetch(`${pb.url}${saved.sections[0]!.media![0]}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');

  // A second recording replaces the first.
  const replaced = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'audio' }, wav(), 'again.wav'),
  );
  expect(replaced.body.sections[0]!.audio).toMatch(/again_\w+\.wav$/);

  // Files stay while the part's id stays in a save.
  const kept = await api(author.token).save(exam.id, { ...editable(replaced.body), name: 'Renamed' });
  expect(kept.body.exam.sections[0]).toMatchObject({
    media: replaced.body.sections[0]!.media,
    audio: replaced.body.sections[0]!.audio,
  });
  exam = kept.body.exam;
});

it('refuses a file of the wrong type with a clear message on `file`, and a group recording', async () => {
  const section = exam.sections[1]!;
  const text = new Blob(['just some text, not an image'], { type: 'image/png' });
  const image = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'media' }, text, 'notes.png'),
  );
  expect(image.status).toBe(400);
  expect(image.body.data).toEqual({ file: { code: 'validation_invalid_file', message: IMAGE_MESSAGE } });
  const sound = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'audio' }, png(), 'song.mp3'),
  );
  expect(sound.status).toBe(400);
  expect(sound.body.data).toEqual({ file: { code: 'validation_invalid_file', message: AUDIO_MESSAGE } });
  const groupAudio = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'group', partId: section.groups[0]!.id!, field: 'audio' }, wav()),
  );
  expect(Object.keys(groupAudio.body.data)).toEqual(['field']);
  const missing = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'media' }),
  );
  expect(Object.keys(missing.body.data)).toEqual(['file']);
  const foreign = (await api(other.token).create(examDocument('Foreign'))).body;
  const notOurs = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: foreign.sections[0]!.id!, field: 'media' }, png()),
  );
  expect(notOurs.status).toBe(400);
  expect(Object.keys(notOurs.body.data)).toEqual(['partId']);
  expect((await api(author.token).get(exam.id)).body.sections[1]).toMatchObject({ media: [], audio: null });
  expect((await api(other.token).get(foreign.id)).body.sections[0]!.media).toEqual([]);
});

it('lets only the authors change files: another teacher gets 404 and changes nothing', async () => {
  const section = exam.sections[0]!;
  const name = section.media![0]!.split('/').pop()!;
  const upload = await api(other.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'media' }, png()),
  );
  expect(upload.status).toBe(404);
  const removal = await api(other.token).removeFile(exam.id, {
    part: 'section',
    partId: section.id!,
    field: 'media',
    name,
  });
  expect(removal.status).toBe(404);
  expect(
    (
      await api(undefined).upload(
        exam.id,
        fileForm({ part: 'section', partId: section.id!, field: 'media' }, png()),
      )
    ).status,
  ).toBe(401);
  expect((await api(author.token).get(exam.id)).body).toEqual(exam);
});

it('removes a file by name, and refuses a name that is not there', async () => {
  const section = exam.sections[0]!;
  const name = section.media![0]!.split('/').pop()!;
  const unknown = await api(author.token).removeFile(exam.id, {
    part: 'section',
    partId: section.id!,
    field: 'media',
    name: 'nothing.png',
  });
  expect(unknown.status).toBe(400);
  expect(Object.keys(unknown.body.data)).toEqual(['name']);
  const removed = await api(author.token).removeFile(exam.id, {
    part: 'section',
    partId: section.id!,
    field: 'media',
    name,
  });
  expect(removed.status).toBe(200);
  expect(removed.body.sections[0]!.media).toEqual([]);
  expect((await fetch(`${pb.url}${section.media![0]}`)).status).toBe(404);
  const audio = await api(author.token).removeFile(exam.id, {
    part: 'section',
    partId: section.id!,
    field: 'audio',
    name: section.audio!.split('/').pop(),
  });
  expect(audio.body.sections[0]!.audio).toBeNull();
  exam = audio.body;
});

it('deletes the files of a part a save leaves out', async () => {
  const group = exam.sections[0]!.groups[1]!;
  expect(group.media).toHaveLength(1);
  expect((await fetch(`${pb.url}${group.media![0]}`)).status).toBe(200);
  const doc = editable(exam);
  doc.sections[0]!.groups.splice(1, 1);
  expect((await api(author.token).save(exam.id, doc)).status).toBe(200);
  expect((await fetch(`${pb.url}${group.media![0]}`)).status).toBe(404);
});

it('takes a recording larger than PocketBase’s default 32 MB body limit', async () => {
  const section = exam.sections[1]!;
  const big = new Blob([silentWav(40 * 1024 * 1024)], { type: 'audio/wav' });
  const res = await api(author.token).upload(
    exam.id,
    fileForm({ part: 'section', partId: section.id!, field: 'audio' }, big, 'long.wav'),
  );
  expect(res.status).toBe(200);
  const served = await fetch(`${pb.url}${res.body.sections[1]!.audio}`, { method: 'HEAD' });
  expect(Number(served.headers.get('content-length'))).toBe(44 + 40 * 1024 * 1024);
});
