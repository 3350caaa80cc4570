// Rebuilding a data directory from a replica (docs/operations.md, "Backups and a restore drill"), for
// `npm run restore` and the drill test: both databases through Litestream, the files copied back, then
// SQLite's integrity check and a summary, both through PocketBase's console (pb_hooks/commands.pb.js).
import { join } from 'node:path';
import { mirrorFiles } from './file-mirror';
import { DATABASES, restoreDatabase, STORAGE } from './litestream';
import { runPocketBaseCommand } from './pocketbase';

export interface RestoreSummary {
  rooms: number;
  submissions: number;
  /** When the newest submission was stored (PocketBase's time text), null without any. */
  newest: string | null;
}

/** Restores replica `from` into the empty directory `to`; throws when the result is not sound. */
export function restoreDataDir(from: string, to: string, log: (line: string) => void): RestoreSummary {
  for (const db of DATABASES) {
    if (restoreDatabase(from, db, join(to, db))) log(`Restored ${db}.`);
    // PocketBase makes a new auxiliary.db (its logs) when there is none; the data must be there.
    else if (db === 'data.db') throw new Error(`${from} holds no replica of data.db`);
    else log(`No replica of ${db}: PocketBase starts a new one.`);
  }
  log(`Copied ${mirrorFiles(join(from, STORAGE), join(to, STORAGE))} uploaded files.`);
  const integrity = runPocketBaseCommand<Record<string, string>>(to, ['integrity-check']);
  const damaged = Object.entries(integrity).filter(([, result]) => result !== 'ok');
  if (damaged.length > 0) {
    throw new Error(
      `integrity check failed: ${damaged.map(([db, result]) => `${db}: ${result}`).join('; ')}`,
    );
  }
  log('Integrity check: ok.');
  return runPocketBaseCommand<RestoreSummary>(to, ['data-summary']);
}
