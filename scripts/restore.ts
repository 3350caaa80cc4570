// npm run restore -- FROM [--to DIR]: rebuilds a PocketBase data directory from a replica that `npm start`
// (BACKUP_DIR) or the compose sidecar streamed (docs/operations.md, "Backups and a restore drill"): both
// databases through Litestream, then the uploaded files; checks the result with SQLite's integrity check
// and prints one JSON line { rooms, submissions, newest }. Progress goes to stderr.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreDataDir } from './lib/restore';
import { root } from './lib/pocketbase';

const usage = 'usage: npm run restore -- FROM [--to DIR]   (DIR defaults to PB_DATA, else pb_data)';

function parseArgs(args: string[]): { from: string; to: string } {
  const toAt = args.indexOf('--to');
  const to = toAt >= 0 ? args[toAt + 1] : (process.env.PB_DATA ?? 'pb_data');
  const rest = toAt >= 0 ? args.filter((_, i) => i !== toAt && i !== toAt + 1) : args;
  if (rest.length !== 1 || !to) throw new Error(usage);
  return { from: resolve(root, rest[0]!), to: resolve(root, to) };
}

try {
  const { from, to } = parseArgs(process.argv.slice(2));
  if (!existsSync(from)) throw new Error(`${from} does not exist`);
  if (existsSync(to) && readdirSync(to).length > 0) {
    throw new Error(
      `${to} is not empty: restore into a new directory (--to DIR), or move this one away first`,
    );
  }
  mkdirSync(to, { recursive: true });
  console.log(JSON.stringify(restoreDataDir(from, to, (line) => console.error(line))));
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
