// Reads an import file, validates it and resolves media paths, without touching the database.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describeIssues, roomImportSchema, type RoomImport } from '../../src/lib/import-schema';

export class ImportFileError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid room import:\n  ${problems.join('\n  ')}`);
  }
}

export function loadImportFile(file: string): RoomImport {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ImportFileError(file, [`(file): ${(error as Error).message}`]);
  }
  const parsed = roomImportSchema.safeParse(data);
  if (!parsed.success) throw new ImportFileError(file, describeIssues(parsed.error));

  // Media paths are relative to the file; make them absolute and check each exists.
  const base = dirname(resolve(file));
  const problems: string[] = [];
  const absoluteOne = (item: string, path: string) => {
    const full = resolve(base, item);
    if (!existsSync(full)) problems.push(`${path}: no file at ${full}`);
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
  if (problems.length) throw new ImportFileError(file, problems);
  return parsed.data;
}
