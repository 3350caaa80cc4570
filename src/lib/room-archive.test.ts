import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SavedExam } from './api-types';
import {
  ArchiveReadError,
  checkRoomImport,
  examDocumentFromImport,
  fileUploads,
  importedRoomConfig,
  mediaType,
  readRoomArchive,
  roomArchiveDocument,
  zipRoomArchive,
} from './room-archive';
import { roomImportSchema } from './import-schema';

const room = {
  name: 'Monday group',
  slug: 'monday',
  detail: 'Listening, 30 minutes.',
  accepting: false,
  time_limit: 30,
  audio: 'once' as const,
  results: 'score' as const,
  delivery: 'paper' as const,
  review_at_once: true,
  anonymous_marking: true,
  double_marking: true,
  marks_due: '2026-12-01',
  time_zone: 'Europe/London',
};

function listening(): SavedExam {
  return {
    id: 'exam1',
    updated: '2026-11-20 10:00:00.000Z',
    usage: { rooms: [], submissions: 0 },
    name: 'Listening 1',
    kind: 'listening',
    bands: [
      [30, 7],
      [20, 5],
    ],
    accept_initials: true,
    sections: [
      {
        id: 'sec1',
        name: 'Part 1',
        media: ['/api/files/sections/sec1/part1_a1.png', '/api/files/sections/sec1/part1_b2.png'],
        audio: '/api/files/sections/sec1/part1_c3.mp3',
        passage: '# The library\n\nOpen **every** day.',
        groups: [
          {
            id: 'grp1',
            from: 1,
            to: 3,
            type: 'gap',
            instructions: 'Write ONE WORD ONLY.',
            content: 'Colour: [[1]]\n\nPlace: [[2]] | [[3]]',
            either_order: [],
            media: ['/api/files/section_questions/grp1/map%20one.png'],
            questions: [
              { id: 'q1', num: 1, keys: ['colour', 'color'] },
              { id: 'q2', num: 2, keys: ['(the) library'] },
            ],
          },
          {
            id: 'grp2',
            from: 4,
            to: 5,
            type: 'multi',
            options: [
              { letter: 'A', text: 'a map' },
              { letter: 'B', text: 'a ticket' },
              { letter: 'D', text: 'a guide' },
            ],
            either_order: [[4, 5]],
            media: [],
            questions: [
              { id: 'q4', num: 4, keys: ['B'], prompt: 'What two things are free?' },
              { id: 'q5', num: 5, keys: ['D'] },
            ],
          },
        ],
      },
      {
        id: 'sec2',
        name: 'Part 2',
        media: [],
        audio: null,
        groups: [
          {
            id: 'grp3',
            from: 6,
            to: 6,
            type: 'choice',
            either_order: [],
            media: [],
            questions: [
              {
                id: 'q6',
                num: 6,
                keys: ['A'],
                prompt: 'The guide starts at',
                options: [
                  { letter: 'A', text: 'ten' },
                  { letter: 'B', text: 'noon' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

const bytes = (text: string) => strToU8(text);

/** The saved document without what the library adds (ids, files, usage). */
function bare(exam: SavedExam) {
  return {
    name: exam.name,
    kind: exam.kind,
    bands: exam.bands,
    accept_initials: exam.accept_initials,
    sections: exam.sections.map(({ id: _id, media: _media, audio: _audio, ...section }) => ({
      ...section,
      groups: section.groups.map(({ id: _gid, media: _gmedia, ...group }) => ({
        ...group,
        questions: group.questions.map(({ id: _qid, ...q }) => q),
      })),
    })),
  };
}

describe('room archive', () => {
  it('names every file by its part, under media/', () => {
    const { document, media } = roomArchiveDocument(room, [listening()]);
    expect(document.room).toEqual(room);
    const part1 = document.exams[0]!.sections[0]!;
    expect(part1.media).toEqual(['media/1-1-part1_a1.png', 'media/1-1-part1_b2.png']);
    expect(part1.audio).toBe('media/1-1-audio-part1_c3.mp3');
    expect(part1.groups[0]!.media).toEqual(['media/1-1-1-map one.png']);
    expect(document.exams[0]!.sections[1]).not.toHaveProperty('audio');
    expect(media).toEqual([
      { path: 'media/1-1-part1_a1.png', url: '/api/files/sections/sec1/part1_a1.png' },
      { path: 'media/1-1-part1_b2.png', url: '/api/files/sections/sec1/part1_b2.png' },
      { path: 'media/1-1-1-map one.png', url: '/api/files/section_questions/grp1/map%20one.png' },
      { path: 'media/1-1-audio-part1_c3.mp3', url: '/api/files/sections/sec1/part1_c3.mp3' },
    ]);
  });

  it('round trip: an exported room reads back as the same room and documents, files in place', () => {
    const exams = [listening(), { ...listening(), id: 'exam2', name: 'Listening 2', accept_initials: false }];
    const { document, media } = roomArchiveDocument(room, exams);
    const files = new Map(media.map((m, i) => [m.path, new Uint8Array([i, 1, 2, 3])]));
    const zip = zipRoomArchive(document, files);

    const read = readRoomArchive(zip);
    expect(read.files).toEqual(files);
    const check = checkRoomImport(read);
    if (!check.ok) throw new Error(check.problems.join('\n'));
    expect(check.room.room).toEqual({ ...room, members: [] });
    expect(check.room.exams.map(examDocumentFromImport)).toEqual(exams.map(bare));
  });

  it('round trip: each exam keeps its own minutes and the room its delivery, under the new exam ids', () => {
    const exams = [
      listening(),
      { ...listening(), id: 'exam2', name: 'Listening 2' },
      { ...listening(), id: 'exam3', name: 'Listening 3' },
    ];
    // exam2's 0 is no time of its own; exam3 has no entry; the section list names ids of this server only.
    const config = { exam1: { minutes: 30, disabled_exam_sections: ['sec2'] }, exam2: { minutes: 0 } };
    const computer = { ...room, delivery: 'computer' as const };
    const { document, media } = roomArchiveDocument(computer, exams, config);
    expect(document.exams.map((exam) => exam.minutes)).toEqual([30, undefined, undefined]);
    expect(document.exams[1]).not.toHaveProperty('minutes');

    const files = new Map(media.map((m) => [m.path, new Uint8Array([1])]));
    const check = checkRoomImport(readRoomArchive(zipRoomArchive(document, files)));
    if (!check.ok) throw new Error(check.problems.join('\n'));
    expect(check.room.room.delivery).toBe('computer');
    expect(check.room.exams.map((exam) => exam.minutes)).toEqual([30, undefined, undefined]);
    expect(importedRoomConfig(check.room.exams, ['new1', 'new2', 'new3'])).toEqual({ new1: { minutes: 30 } });
  });

  it('a room without exam times exports none and imports no config', () => {
    const { document } = roomArchiveDocument(room, [listening()]);
    expect(document.exams[0]).not.toHaveProperty('minutes');
    const parsed = roomImportSchema.parse(JSON.parse(JSON.stringify(document)));
    expect(parsed.room.delivery).toBe('paper');
    expect(parsed.room.review_at_once).toBe(true);
    expect(parsed.room.anonymous_marking).toBe(true);
    const plain = roomArchiveDocument(
      { ...room, review_at_once: undefined, anonymous_marking: undefined },
      [],
    ).document.room;
    expect(plain.review_at_once).toBe(false);
    expect(plain.anonymous_marking).toBe(false);
    expect(importedRoomConfig(parsed.exams, ['new1'])).toBeNull();
  });

  it('matches each file to the saved part it belongs to, by position', () => {
    const { document } = roomArchiveDocument(room, [listening()]);
    const check = checkRoomImport({
      data: JSON.parse(JSON.stringify(document)),
      files: new Map(
        [
          'media/1-1-part1_a1.png',
          'media/1-1-part1_b2.png',
          'media/1-1-1-map one.png',
          'media/1-1-audio-part1_c3.mp3',
        ].map((p) => [p, new Uint8Array()]),
      ),
    });
    if (!check.ok) throw new Error(check.problems.join('\n'));
    const saved = {
      ...listening(),
      sections: listening().sections.map((s, i) => ({ ...s, id: `new-s${i}` })),
    };
    saved.sections[0]!.groups[0]!.id = 'new-g0';
    expect(fileUploads(check.room.exams[0]!, saved)).toEqual([
      { part: 'section', partId: 'new-s0', field: 'media', path: 'media/1-1-part1_a1.png' },
      { part: 'section', partId: 'new-s0', field: 'media', path: 'media/1-1-part1_b2.png' },
      { part: 'section', partId: 'new-s0', field: 'audio', path: 'media/1-1-audio-part1_c3.mp3' },
      { part: 'group', partId: 'new-g0', field: 'media', path: 'media/1-1-1-map one.png' },
    ]);
  });

  it('refuses to match files to a saved exam missing a part', () => {
    const { document } = roomArchiveDocument(room, [listening()]);
    const exam = document.exams[0]!;
    const saved = { ...listening(), sections: [listening().sections[0]!] };
    const parsed = checkRoomImport({
      data: {
        room,
        exams: [
          {
            ...exam,
            sections: exam.sections.map((s) => ({
              ...s,
              media: [],
              groups: s.groups.map((g) => ({ ...g, media: [] })),
              audio: undefined,
            })),
          },
        ],
      },
      files: new Map(),
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    expect(() => fileUploads(parsed.room.exams[0]!, saved)).toThrow('The saved exam has no section 2.');
  });

  it('reads a bare .json, and names each problem by its path', () => {
    const data = { room: { name: '', slug: 'Bad Slug' }, exams: [{ name: 'x', sections: [] }] };
    const check = checkRoomImport(readRoomArchive(bytes(JSON.stringify(data))));
    expect(check).toEqual({
      ok: false,
      problems: [
        'room.name: must not be empty',
        'room.slug: lowercase letters, digits and single dashes only',
        'exams[0].sections: Needs at least one section.',
      ],
    });
  });

  it('names missing files beside the other problems', () => {
    const data = {
      room: { name: 'R', slug: 'r' },
      exams: [
        { name: 'E', sections: [{ name: 'S', media: ['media/a.png', 7], groups: [{ from: 3, to: 1 }] }] },
      ],
    };
    const zip = zipSync({ 'room.json': bytes(JSON.stringify(data)), 'media/b.png': new Uint8Array([1]) });
    expect(checkRoomImport(readRoomArchive(zip))).toEqual({
      ok: false,
      problems: [
        'exams[0].sections[0].groups[0].to: Must be at least 3.',
        'exams[0].sections[0].media[1]: Invalid input: expected string, received number',
        'exams[0].sections[0].media[0]: media/a.png is not in the .zip',
      ],
    });
  });

  it('names files that room.json lists but the .zip lacks; a bare .json says to import the .zip', () => {
    const { document } = roomArchiveDocument(room, [listening()]);
    const zip = zipSync({
      'room.json': bytes(JSON.stringify(document)),
      'media/1-1-part1_a1.png': new Uint8Array([1]),
      './media/1-1-part1_b2.png': new Uint8Array([1]),
    });
    const check = checkRoomImport(readRoomArchive(zip));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toEqual([
      'exams[0].sections[0].media[1]: media/1-1-part1_b2.png is not in the .zip',
      'exams[0].sections[0].audio: media/1-1-audio-part1_c3.mp3 is not in the .zip',
      'exams[0].sections[0].groups[0].media[0]: media/1-1-1-map one.png is not in the .zip',
    ]);
    const bareJson = checkRoomImport(readRoomArchive(bytes(JSON.stringify(document))));
    expect(!bareJson.ok && bareJson.problems[0]).toBe(
      "exams[0].sections[0].media[0]: media/1-1-part1_a1.png is not here (a .json alone carries no files: import the room's .zip)",
    );
  });

  it('accepts ./ before a media path', () => {
    const data = {
      room: { name: 'R', slug: 'r' },
      exams: [
        { name: 'E', sections: [{ name: 'S', media: ['./media/a.png'], groups: [{ from: 1, to: 1 }] }] },
      ],
    };
    const zip = zipSync({ 'room.json': bytes(JSON.stringify(data)), 'media/a.png': new Uint8Array([9]) });
    expect(checkRoomImport(readRoomArchive(zip)).ok).toBe(true);
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(() => readRoomArchive(bytes('{ nope'))).toThrow(ArchiveReadError);
    expect(() => readRoomArchive(bytes('{ nope'))).toThrow(/^room\.json: not valid JSON/);
    expect(() => readRoomArchive(zipSync({ 'media/a.png': new Uint8Array([1]) }))).toThrow(
      'This .zip has no room.json at its top level.',
    );
    expect(() => readRoomArchive(zipSync({ 'folder/room.json': bytes('{}') }))).toThrow(
      'This .zip has no room.json at its top level, only folder/room.json: zip what is inside the folder, not the folder.',
    );
    expect(() => readRoomArchive(new Uint8Array([0x50, 0x4b, 0, 0, 1]))).toThrow(
      'This .zip cannot be opened: it may be damaged.',
    );
  });

  it('refuses a .zip that unpacks to more than its limits, while inflating', () => {
    const mb = 1024 * 1024;
    // 3 MB of zeros pack into a few KB.
    const bomb = zipSync({ 'room.json': bytes('{}'), 'media/zeros.bin': new Uint8Array(3 * mb) });
    expect(() => readRoomArchive(bomb, { entry: mb, total: 10 * mb })).toThrow(
      'This .zip cannot be imported: the entry media/zeros.bin unpacks to more than 1 MB.',
    );
    expect(() => readRoomArchive(bomb, { entry: 10 * mb, total: 2 * mb })).toThrow(
      'This .zip cannot be imported: the .zip unpacks to more than 2 MB.',
    );
  });

  it('writes room.json first, pretty-printed, and stores media uncompressed', () => {
    const { document } = roomArchiveDocument(room, [listening()]);
    const zip = zipRoomArchive(document, new Map([['media/x.png', new Uint8Array([1, 2])]]));
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['room.json', 'media/x.png']);
    expect(new TextDecoder().decode(entries['room.json'])).toContain('\n  "room": {');
  });

  it('sends each file with the type of its extension', () => {
    expect(mediaType('media/a.PNG')).toBe('image/png');
    expect(mediaType('media/b.jpg')).toBe('image/jpeg');
    expect(mediaType('media/c.mp3')).toBe('audio/mpeg');
    expect(mediaType('media/d.m4a')).toBe('audio/mp4');
    expect(mediaType('media/e')).toBe('application/octet-stream');
  });
});
