// An upload is stored under the extension of its sniffed type (docs/architecture.md, "Authoring"), so that
// no upload is ever served as a script or a page from the app's origin, whatever name it came with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileType } from '../../pb_hooks/lib/testing';
import { openImportFile } from '../../scripts/import/load';
import { smallRoom, tinyPng, writeImportFile } from '../fixtures/import-files';
import { gifScriptPolyglot } from '../fixtures/media';
import { examDocument, fileForm, libraryApi, silentWav } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(async () => {
  await pb?.stop();
});

const IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image of at most 10 MB.';
const AUDIO_MESSAGE = 'Upload an MP3, M4A, OGG, WAV or WebM recording of at most 200 MB.';

describe('POST /api/library/exams/{id}/files', () => {
  it('stores a GIF/JavaScript polyglot named x.js as a .gif, served as an image', async () => {
    const teacher = await pb.createUser('polyglot@answersheet.test');
    const api = libraryApi(pb)(teacher.token);
    const exam = (await api.create(examDocument('Polyglot'))).body;
    const section = exam.sections[0]!;
    const polyglot = new Blob([gifScriptPolyglot()], { type: 'text/javascript' });
    const res = await api.upload(
      exam.id,
      fileForm({ part: 'section', partId: section.id!, field: 'media' }, polyglot, 'x.js'),
    );
    expect(res.status).toBe(200);
    const url = res.body.sections[0]!.media![0]!;
    expect(url).toMatch(/\/x\w+\.gif$/); // a name this short gets a longer random part
    const served = await fetch(`${pb.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a file whose content is not of the field’s types, whatever its name', async () => {
    const teacher = await pb.createUser('wrong-type@answersheet.test');
    const api = libraryApi(pb)(teacher.token);
    const exam = (await api.create(examDocument('Wrong types'))).body;
    const section = exam.sections[0]!;
    const png = new Blob([new Uint8Array(tinyPng())]);
    const asAudio = await api.upload(
      exam.id,
      fileForm({ part: 'section', partId: section.id!, field: 'audio' }, png, 'part1.mp3'),
    );
    expect(asAudio.status).toBe(400);
    expect(asAudio.body.data.file?.message).toBe(AUDIO_MESSAGE);
    const wav = new Blob([silentWav()]);
    const asImage = await api.upload(
      exam.id,
      fileForm({ part: 'section', partId: section.id!, field: 'media' }, wav, 'page.png'),
    );
    expect(asImage.status).toBe(400);
    expect(asImage.body.data.file?.message).toBe(IMAGE_MESSAGE);
    const page = new Blob(['<html><script>alert(1)</script></html>']);
    const asHtml = await api.upload(
      exam.id,
      fileForm({ part: 'section', partId: section.id!, field: 'media' }, page, 'page.gif'),
    );
    expect(asHtml.status).toBe(400);
    expect(asHtml.body.data.file?.message).toBe(IMAGE_MESSAGE);
  });

  it('stores a recording named .png under its own type', async () => {
    const teacher = await pb.createUser('renamed-audio@answersheet.test');
    const api = libraryApi(pb)(teacher.token);
    const exam = (await api.create(examDocument('Renamed audio'))).body;
    const section = exam.sections[0]!;
    const res = await api.upload(
      exam.id,
      fileForm(
        { part: 'section', partId: section.id!, field: 'audio' },
        new Blob([silentWav()]),
        'part1.png',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.sections[0]!.audio).toMatch(/\/part1_\w+\.wav$/);
  });
});

describe('images a part holds', () => {
  it('takes 20 images on a part, as the importer does, and refuses the 21st', async () => {
    const teacher = await pb.createUser('twenty-images@answersheet.test');
    const api = libraryApi(pb)(teacher.token);
    const exam = (await api.create(examDocument('Twenty images'))).body;
    const target = { part: 'section', partId: exam.sections[0]!.id!, field: 'media' };
    const png = () => new Blob([new Uint8Array(tinyPng())]);
    for (let i = 0; i < 20; i++)
      expect((await api.upload(exam.id, fileForm(target, png(), `page${i}.png`))).status).toBe(200);
    const refused = await api.upload(exam.id, fileForm(target, png(), 'page20.png'));
    expect(refused.status).toBe(400);
    expect(refused.body.data.file?.message).toBe('A part holds at most 20 images. Remove one first.');
    const room = smallRoom('twenty-one-images');
    room.exams[0]!.sections[0]!.media = Array.from({ length: 21 }, () => 'part1.png');
    expect(() => openImportFile(writeImportFile(room))).toThrow(
      'exams[0].sections[0].media: at most 20 files',
    );
  });
});

describe('a user’s avatar', () => {
  it('is stored under the extension of its content, served as an image', async () => {
    const user = await pb.createUser('avatar@answersheet.test');
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(tinyPng())], { type: 'text/javascript' }), 'portrait.js');
    const res = await pb.request(`/api/collections/users/records/${user.id}`, {
      method: 'PATCH',
      rawBody: form,
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(/^portrait_\w+\.png$/);
    const served = await fetch(`${pb.url}/api/files/users/${user.id}/${res.body.avatar}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file that is not a JPEG or PNG', async () => {
    const user = await pb.createUser('avatar-gif@answersheet.test');
    const form = new FormData();
    form.append('avatar', new Blob([gifScriptPolyglot()]), 'me.png');
    const res = await pb.request(`/api/collections/users/records/${user.id}`, {
      method: 'PATCH',
      rawBody: form,
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.avatar).toBeDefined();
  });
});

it('renames the uploads of every collection with a file field', async () => {
  const res = await pb.request<{ items: { name: string; fields: { type: string }[] }[] }>(
    '/api/collections?perPage=200',
    { token: pb.superuserToken },
  );
  const withFiles = res.body.items.filter((c) => c.fields.some((f) => f.type === 'file')).map((c) => c.name);
  expect(withFiles.sort()).toEqual([...fileType.UPLOAD_COLLECTIONS].sort());
});
