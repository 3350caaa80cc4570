// npm run import -- FILE.json|FILE.zip […] (PB_DATA: the data directory): creates one room per file, with
// everything in it, all or nothing (README "Import format"): checked whole first (import/load.ts), then
// written in short transactions (pb_hooks/lib/import.js). A .zip holds room.json at its root and the media
// it names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportFileError, openImportFile } from './import/load';
import { runPocketBase, runPocketBaseCommand } from './lib/pocketbase';

/**
 * Imports `file` into the data directory. `migrated`: the caller knows the directory's migrations are
 * applied (a running server applied them at its start), which spares starting PocketBase once more.
 */
export function importRoom(
  dataDir: string,
  file: string,
  { migrated = false }: { migrated?: boolean } = {},
): { id: string; slug: string } {
  const { plan, cleanup } = openImportFile(file);
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-import-'));
  try {
    if (!migrated) runPocketBase(dataDir, ['migrate', 'up']);
    const planFile = join(dir, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    return runPocketBaseCommand(dataDir, ['import-room', planFile]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  const dataDir = process.env.PB_DATA ?? 'pb_data';
  if (files.length === 0) {
    console.error(
      'Usage: npm run import -- FILE.json|FILE.zip [more files]   (PB_DATA selects the data directory)',
    );
    process.exit(2);
  }
  try {
    for (const file of files) {
      const room = importRoom(dataDir, file);
      console.log(`Imported room "${room.slug}" (${room.id}) from ${file}`);
    }
  } catch (error) {
    console.error(
      error instanceof ImportFileError ? error.message : `Import failed: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}
