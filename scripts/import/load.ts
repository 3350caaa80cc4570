// Reads an import file, validates it and resolves media paths, without touching the database. A .zip holds
// `room.json` at its root and the media at the paths it names, relative to the root (the layout the room
// export of the app writes); it is unpacked to a temporary folder first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { describeIssues, roomImportSchema, type RoomImport } from '../../src/lib/import-schema';

export class ImportFileError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid room import:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Validates an import .json file and makes its media paths absolute.
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

  // Media paths are relative to the file; make them absolute and check each exists.
  const base = dirname(resolve(file));
  const problems: string[] = [];
  const absoluteOne = (item: string, path: string) => {
    const full = resolve(base, item);
    if (!existsSync(full))
      problems.push(`${path}: ${label === file ? `no file at ${full}` : `no file ${item} in ${label}`}`);
    return full;
  };
  const absolute = (list: string[], path: string) =>
    list.map((item, i) => absoluteOne(item, `${path}.media[${i}]`));
  parsed.data.exams.forEach((exam, ei) =>
    exam.sections.forEach((section, si) => {
      section.media = absolute(section.media, `exams[${ei}].sections[${si}]`);
      if (section.audio) section.audio = absoluteOne(section.audio, `exams[${ei}].sections[${si}].audio`);
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
 * (it removes the unpacked .zip).
 */
export function openImportFile(file: string): { plan: RoomImport; cleanup: () => void } {
  if (!/\.zip$/i.test(file)) return { plan: loadImportFile(file), cleanup: () => {} };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(readFileSync(file)));
  } catch (error) {
    throw new ImportFileError(file, [`(file): not a readable .zip (${(error as Error).message})`]);
  }
  if (!entries[ZIP_ROOM_FILE])
    throw new ImportFileError(file, [`(file): no ${ZIP_ROOM_FILE} at the root of the .zip`]);
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-zip-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith('/')) continue; // a folder entry
      const target = resolve(dir, name);
      // An entry may not write outside the folder (`../x`, an absolute path).
      if (!target.startsWith(`${dir}/`))
        throw new ImportFileError(file, [`(file): the entry ${name} points outside the .zip`]);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    return { plan: loadImportFile(join(dir, ZIP_ROOM_FILE), file), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
