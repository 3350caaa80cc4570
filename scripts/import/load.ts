// Reads an import file, validates it and resolves media paths, without touching the database (README
// "Import format"). A .zip holds `room.json` at its root and the media at the paths it names, relative to
// the root (the layout the room export of the app writes); it is unpacked to a temporary folder first.
// The rules are the app's own: the exam editor's limits (pb_hooks/lib/validate/exam-document.js) and the
// exam files route's types, sizes and counts (src/rules/limits.ts, pb_hooks/lib/file-type.js).
import {
  closeSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { inflateZip, UNZIP_LIMITS, UnzipError } from '../../src/lib/bounded-unzip';
import { describeIssues, roomImportSchema, type RoomImport } from '../../src/lib/import-schema';
import * as rules from '../../src/rules/limits';

const load = createRequire(import.meta.url);
const { SNIFF_BYTES, sniffType } = load('../../pb_hooks/lib/file-type.js') as {
  SNIFF_BYTES: number;
  sniffType: (bytes: ArrayLike<number>) => { type: string } | null;
};
const { validateExamDocument } = load('../../pb_hooks/lib/validate/exam-document.js') as {
  validateExamDocument: (doc: unknown) => { errors: { path: string; message: string }[] };
};

export class ImportFileError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid room import:\n  ${problems.join('\n  ')}`);
  }
}

/** What a media path may name: the exam files route's types and sizes, with its message. */
const MEDIA_RULES = {
  image: {
    types: rules.IMAGE_TYPES,
    max: rules.IMAGE_MAX_BYTES,
    what: 'a JPEG, PNG, WebP or GIF image of at most 10 MB',
  },
  audio: {
    types: rules.AUDIO_TYPES,
    max: rules.AUDIO_MAX_BYTES,
    what: 'an MP3, M4A, OGG, WAV or WebM recording of at most 200 MB',
  },
};

/** The first bytes of a file, for its type. */
function headOf(file: string): Uint8Array {
  const head = new Uint8Array(SNIFF_BYTES);
  const fd = openSync(file, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, SNIFF_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Validates an import .json file and makes its media paths absolute. A media path names a regular file in
 * the file's folder or below it: not an absolute path, not `../`, not through a symbolic link.
 * @param label how problems name the file (the .zip it came from)
 */
export function loadImportFile(file: string, label = file): RoomImport {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ImportFileError(label, [`(file): ${(error as Error).message}`]);
  }
  const parsed = roomImportSchema.safeParse(data);
  if (!parsed.success) throw new ImportFileError(label, describeIssues(parsed.error));

  // The editor's limits (sections, groups, questions, keys), as the exam document routes hold them.
  const problems: string[] = [];
  parsed.data.exams.forEach((exam, ei) => {
    for (const error of validateExamDocument(exam).errors)
      problems.push(`exams[${ei}]${error.path ? `.${error.path}` : ''}: ${error.message}`);
  });

  const base = realpathSync(dirname(resolve(file)));
  const inZip = label !== file;
  const absoluteOne = (item: string, path: string, kind: keyof typeof MEDIA_RULES) => {
    const full = resolve(base, item);
    const problem = (text: string) => problems.push(`${path}: ${text}`);
    if (isAbsolute(item) || !full.startsWith(base + sep)) {
      problem(`${item} is outside ${inZip ? 'the .zip' : "the import file's folder"}`);
      return full;
    }
    let stat;
    try {
      stat = lstatSync(full);
    } catch {
      problem(inZip ? `no file ${item} in ${label}` : `no file at ${full}`);
      return full;
    }
    // A symbolic link (of the file or of a folder on its way) could name any file the server can read.
    if (!stat.isFile() || realpathSync(full) !== full) {
      problem(`${item} is not a plain file ${inZip ? 'in the .zip' : "in the import file's folder"}`);
      return full;
    }
    const rule = MEDIA_RULES[kind];
    const sniffed = sniffType(headOf(full));
    if (stat.size > rule.max || !sniffed || rule.types.indexOf(sniffed.type) === -1)
      problem(`${item} is not ${rule.what}`);
    return full;
  };
  const absolute = (list: string[], path: string) =>
    list.map((item, i) => absoluteOne(item, `${path}.media[${i}]`, 'image'));
  parsed.data.exams.forEach((exam, ei) =>
    exam.sections.forEach((section, si) => {
      section.media = absolute(section.media, `exams[${ei}].sections[${si}]`);
      if (section.audio)
        section.audio = absoluteOne(section.audio, `exams[${ei}].sections[${si}].audio`, 'audio');
      section.groups.forEach((group, gi) => {
        group.media = absolute(group.media, `exams[${ei}].sections[${si}].groups[${gi}]`);
      });
    }),
  );
  if (problems.length) throw new ImportFileError(label, problems);
  return parsed.data;
}

/** The name of the room document at a .zip's root. */
export const ZIP_ROOM_FILE = 'room.json';

/**
 * An import file, .json or .zip, validated, with `cleanup` to call once the plan's media have been read
 * (it removes the unpacked .zip). A .zip is inflated twice: once counting, so that one over its limits is
 * refused before anything is written, then into a temporary folder.
 */
export function openImportFile(
  file: string,
  limits = UNZIP_LIMITS,
): { plan: RoomImport; cleanup: () => void } {
  if (!/\.zip$/i.test(file)) return { plan: loadImportFile(file), cleanup: () => {} };
  const bytes = new Uint8Array(readFileSync(file));
  const inflate = (onChunk: (name: string, chunk: Uint8Array) => void) => {
    try {
      return inflateZip(bytes, onChunk, limits);
    } catch (error) {
      if (error instanceof UnzipError) throw new ImportFileError(file, [`(file): ${error.message}`]);
      throw error;
    }
  };
  const names = inflate(() => {});
  if (!names.includes(ZIP_ROOM_FILE))
    throw new ImportFileError(file, [`(file): no ${ZIP_ROOM_FILE} at the root of the .zip`]);
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-zip-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  // Entries inflate one after the other: one file is open at a time.
  let current: { name: string; fd: number } | null = null;
  const close = () => {
    if (current) closeSync(current.fd);
    current = null;
  };
  try {
    for (const name of names) {
      if (name.endsWith('/')) continue; // a folder entry
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), new Uint8Array(0));
    }
    inflate((name, chunk) => {
      if (name.endsWith('/')) return;
      if (current?.name !== name) {
        close();
        current = { name, fd: openSync(join(dir, name), 'a') };
      }
      writeSync(current.fd, chunk);
    });
    close();
    return { plan: loadImportFile(join(dir, ZIP_ROOM_FILE), file), cleanup };
  } catch (error) {
    close();
    cleanup();
    throw error;
  }
}
