// A room as a file (docs/product.md, "Export and import"): `room.json` in the import format (README,
// "Import format") at the root of a .zip, beside the paperwork and recordings it names under `media/`.
// Pure: no requests here. The room detail builds one (export), the dashboard reads one (import); both
// directions live in one module so the round trip is tested in one place.
import { strFromU8, strToU8, zipSync, type Zippable } from 'fflate';
import { UNZIP_LIMITS, UnzipError, unzipBounded } from './bounded-unzip';
import type {
  DocumentGroup,
  DocumentQuestion,
  DocumentSection,
  ExamDocument,
  ExamFileTarget,
  RoomConfig,
  RoomSettings,
  SavedExam,
} from './api-types';
import { describeIssues, roomImportSchema, type RoomImport } from './import-schema';
import { examMinutes } from './room-config';

export const ROOM_FILE = 'room.json';

/** The room's own part of room.json. */
export interface ArchiveRoom extends RoomSettings {
  name: string;
  slug: string;
  detail: string;
}

/** A file the archive holds: where it goes in the .zip, and where it is now. */
export interface ArchiveMedia {
  path: string;
  url: string;
}

/** room.json as export writes it (import reads a looser shape, with defaults). */
export interface RoomArchiveDocument {
  room: ArchiveRoom;
  exams: ArchiveExam[];
}
export interface ArchiveExam {
  name: string;
  kind: ExamDocument['kind'];
  bands: ExamDocument['bands'];
  accept_initials: boolean;
  /** The exam's own time in this room (docs/architecture.md, "Exams one after another"); only when it has one. */
  minutes?: number;
  sections: ArchiveSection[];
}
interface ArchiveSection extends Pick<DocumentSection, 'passage'> {
  name: string;
  media: string[];
  audio?: string;
  groups: ArchiveGroup[];
}
interface ArchiveGroup extends Pick<
  DocumentGroup,
  'type' | 'instructions' | 'options' | 'content' | 'min_words' | 'title' | 'max_words' | 'number_allowed'
> {
  from: number;
  to: number;
  media: string[];
  either_order: number[][];
  questions: Omit<DocumentQuestion, 'id'>[];
}

/**
 * The content of the test on computer of a part (docs/architecture.md), only the fields it has: a part
 * without them reads as before, in the file and on the screen.
 */
function present<T extends object, K extends keyof T>(part: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const field of fields) {
    const value = part[field];
    // false is a flag's default (number_allowed), as absent is.
    if (value !== undefined && value !== null && value !== false) out[field] = value;
  }
  return out;
}
const SECTION_CONTENT = ['passage'] as const;
const GROUP_CONTENT = [
  'type',
  'instructions',
  'options',
  'content',
  'min_words',
  'title',
  'max_words',
  'number_allowed',
] as const;
const QUESTION_CONTENT = ['prompt', 'options'] as const;

/** An exam's `minutes` entry: none when the exam has no time of its own (0), as a file without it reads. */
const ownMinutes = (minutes: number): Pick<ArchiveExam, 'minutes'> => (minutes > 0 ? { minutes } : {});

/** The stored file name of a media URL (`/api/files/sections/abc/part1_x1y2.png` → `part1_x1y2.png`). */
function fileName(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/**
 * room.json for a room and its exams (each read whole from the library, with media URLs), and the files
 * to fetch into the .zip. Each file's path says whose it is (`media/1-2-…` is exam 1, section 2), so two
 * parts with files of the same name never collide. Of the room's config only each exam's own minutes
 * travel: the rest names sections and groups by ids the importing server does not have.
 */
export function roomArchiveDocument(
  room: ArchiveRoom,
  exams: SavedExam[],
  config: RoomConfig | null = null,
): { document: RoomArchiveDocument; media: ArchiveMedia[] } {
  const media: ArchiveMedia[] = [];
  const place = (url: string, prefix: string) => {
    const path = `media/${prefix}-${fileName(url)}`;
    media.push({ path, url });
    return path;
  };
  const document: RoomArchiveDocument = {
    room: {
      name: room.name,
      slug: room.slug,
      detail: room.detail,
      accepting: room.accepting,
      time_limit: room.time_limit,
      audio: room.audio,
      results: room.results,
      delivery: room.delivery,
      review_at_once: room.review_at_once === true,
      anonymous_marking: room.anonymous_marking === true,
      double_marking: room.double_marking === true,
      marks_due: room.marks_due || '',
      time_zone: room.time_zone || '',
    },
    exams: exams.map((exam, ei) => ({
      name: exam.name,
      kind: exam.kind,
      bands: exam.bands,
      accept_initials: exam.accept_initials,
      ...ownMinutes(examMinutes(config, exam.id)),
      sections: exam.sections.map((section, si) => {
        const prefix = `${ei + 1}-${si + 1}`;
        const out: ArchiveSection = {
          name: section.name,
          ...present(section, SECTION_CONTENT),
          media: (section.media ?? []).map((url) => place(url, prefix)),
          groups: section.groups.map((group, gi) => ({
            from: group.from,
            to: group.to,
            ...present(group, GROUP_CONTENT),
            media: (group.media ?? []).map((url) => place(url, `${prefix}-${gi + 1}`)),
            either_order: group.either_order,
            questions: group.questions.map((q) => ({
              num: q.num,
              keys: q.keys,
              ...present(q, QUESTION_CONTENT),
            })),
          })),
        };
        if (section.audio) out.audio = place(section.audio, `${prefix}-audio`);
        return out;
      }),
    })),
  };
  return { document, media };
}

/** The .zip: room.json first, then every file. Media are stored as they are (images and audio are compressed already). */
export function zipRoomArchive(document: RoomArchiveDocument, files: Map<string, Uint8Array>): Uint8Array {
  const entries: Zippable = { [ROOM_FILE]: strToU8(`${JSON.stringify(document, null, 2)}\n`) };
  for (const [path, data] of files) entries[path] = [data, { level: 0 }];
  return zipSync(entries);
}

/** What a chosen file holds: room.json's parsed content and the files beside it. */
export interface ReadArchive {
  data: unknown;
  files: Map<string, Uint8Array>;
}

export class ArchiveReadError extends Error {}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * Reads a .zip (room.json at its root) or a bare .json. Throws ArchiveReadError with a sentence for a teacher.
 * A .zip is unpacked within `limits` (src/lib/bounded-unzip.ts), so a small one cannot fill the tab's memory.
 */
export function readRoomArchive(bytes: Uint8Array, limits = UNZIP_LIMITS): ReadArchive {
  let text: string;
  const files = new Map<string, Uint8Array>();
  if (isZip(bytes)) {
    let unpacked: Map<string, Uint8Array>;
    try {
      unpacked = unzipBounded(bytes, limits);
    } catch (error) {
      throw new ArchiveReadError(
        error instanceof UnzipError && !error.message.startsWith('not a readable')
          ? `This .zip cannot be imported: ${error.message}.`
          : 'This .zip cannot be opened: it may be damaged.',
      );
    }
    const entries = Object.fromEntries(unpacked);
    const json = entries[ROOM_FILE];
    if (!json) {
      // A zipped folder puts room.json one level down: say so, as that is the usual slip.
      const nested = Object.keys(entries).find((path) => path.endsWith(`/${ROOM_FILE}`));
      throw new ArchiveReadError(
        nested
          ? `This .zip has no ${ROOM_FILE} at its top level, only ${nested}: zip what is inside the folder, not the folder.`
          : `This .zip has no ${ROOM_FILE} at its top level.`,
      );
    }
    for (const [path, data] of Object.entries(entries)) {
      if (path !== ROOM_FILE && !path.endsWith('/')) files.set(path, data);
    }
    text = strFromU8(json);
  } else {
    text = strFromU8(bytes);
  }
  try {
    return { data: JSON.parse(text) as unknown, files };
  } catch (error) {
    throw new ArchiveReadError(`${ROOM_FILE}: not valid JSON (${(error as Error).message}).`);
  }
}

/** A media path as written in room.json, as a key of the .zip (`./media/a.png` → `media/a.png`). */
const normalPath = (path: string) => path.replace(/^(\.\/)+/, '');

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Every file room.json names, with the path of the name in the document. Read from the raw document, so a
 * file that is missing is named even when other parts of the document break the rules.
 */
function namedMedia(data: unknown): { where: string; path: string }[] {
  const out: { where: string; path: string }[] = [];
  const add = (where: string, path: unknown) => {
    if (typeof path === 'string' && path.trim()) out.push({ where, path });
  };
  list(field(data, 'exams')).forEach((exam, ei) =>
    list(field(exam, 'sections')).forEach((section, si) => {
      const at = `exams[${ei}].sections[${si}]`;
      list(field(section, 'media')).forEach((path, i) => add(`${at}.media[${i}]`, path));
      add(`${at}.audio`, field(section, 'audio'));
      list(field(section, 'groups')).forEach((group, gi) =>
        list(field(group, 'media')).forEach((path, i) => add(`${at}.groups[${gi}].media[${i}]`, path)),
      );
    }),
  );
  return out;
}

export type ImportCheck = { ok: true; room: RoomImport } | { ok: false; problems: string[] };

/** The import's rules (src/lib/import-schema.ts) and every named file present: all problems, each with its path. */
export function checkRoomImport({ data, files }: ReadArchive): ImportCheck {
  const parsed = roomImportSchema.safeParse(data);
  const missing = namedMedia(data)
    .filter(({ path }) => !files.has(normalPath(path)))
    .map(({ where, path }) =>
      files.size === 0
        ? `${where}: ${path} is not here (a .json alone carries no files: import the room's .zip)`
        : `${where}: ${path} is not in the .zip`,
    );
  const problems = [...(parsed.success ? [] : describeIssues(parsed.error)), ...missing];
  return parsed.success && problems.length === 0 ? { ok: true, room: parsed.data } : { ok: false, problems };
}

/** An import entry as the library saves it: the document without files (they are uploaded after). */
export function examDocumentFromImport(exam: RoomImport['exams'][number]): ExamDocument {
  return {
    name: exam.name,
    kind: exam.kind,
    bands: exam.bands as ExamDocument['bands'],
    accept_initials: exam.accept_initials,
    sections: exam.sections.map((section): DocumentSection => ({
      name: section.name,
      ...present(section, SECTION_CONTENT),
      groups: section.groups.map((group): DocumentGroup => ({
        from: group.from,
        to: group.to,
        ...present(group, GROUP_CONTENT),
        either_order: group.either_order,
        questions: group.questions.map((q) => ({
          num: q.num,
          keys: q.keys,
          ...present(q, QUESTION_CONTENT),
        })),
      })),
    })),
  };
}

/**
 * The new room's config from the file: each exam's own minutes under the id the library gave it (the n-th
 * exam of the file is `examIds[n]`); null when no exam has a time of its own, so the room patch leaves the
 * config alone.
 */
export function importedRoomConfig(exams: RoomImport['exams'], examIds: string[]): RoomConfig | null {
  const config: RoomConfig = {};
  exams.forEach((exam, i) => {
    if (exam.minutes) config[examIds[i]!] = { minutes: exam.minutes };
  });
  return Object.keys(config).length > 0 ? config : null;
}

/** One file to upload to a saved exam: where it goes and which file of the archive it is. */
export interface FileUpload extends ExamFileTarget {
  path: string;
}

/**
 * The files of an imported exam, matched to the parts the library saved: the saved document keeps the
 * order of the one sent, so the n-th section (group) sent is the n-th saved.
 */
export function fileUploads(exam: RoomImport['exams'][number], saved: ExamDocument): FileUpload[] {
  const out: FileUpload[] = [];
  exam.sections.forEach((section, si) => {
    const savedSection = saved.sections[si];
    if (!savedSection?.id) throw new Error(`The saved exam has no section ${si + 1}.`);
    const partId = savedSection.id;
    section.media.forEach((path) =>
      out.push({ part: 'section', partId, field: 'media', path: normalPath(path) }),
    );
    if (section.audio) out.push({ part: 'section', partId, field: 'audio', path: normalPath(section.audio) });
    section.groups.forEach((group, gi) => {
      const groupId = savedSection.groups[gi]?.id;
      if (!groupId) throw new Error(`The saved exam has no group ${gi + 1} in section ${si + 1}.`);
      group.media.forEach((path) =>
        out.push({ part: 'group', partId: groupId, field: 'media', path: normalPath(path) }),
      );
    });
  });
  return out;
}

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/** The type a file of the archive is sent with, from its extension (the server checks the content too). */
export function mediaType(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return MEDIA_TYPES[ext] ?? 'application/octet-stream';
}
