// Uploaded files beside the streamed database (docs/operations.md, "Backups and a restore drill"): Litestream
// copies only SQLite files, so `npm start` copies pb_data/storage into the replica every few seconds, and
// `npm run restore` copies it back. New and changed files are copied (to a temporary name, then renamed,
// so a half-copied file is never taken for a whole one); nothing is deleted from the copy, because a
// database restored from before a deletion still names the file.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How often `npm start` copies new files into the replica (docs/operations.md, "Backups and a restore drill"). */
export const MIRROR_INTERVAL_MS = 5000;

/** Copies every file of `from` (recursively) that `to` lacks or holds with another size or time; how many. */
export function mirrorFiles(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      copied += mirrorFiles(source, target);
      continue;
    }
    if (!entry.isFile()) continue;
    const stat = statSync(source);
    if (existsSync(target)) {
      const have = statSync(target);
      if (have.size === stat.size && have.mtimeMs >= stat.mtimeMs) continue;
    }
    mkdirSync(to, { recursive: true });
    const partial = `${target}.partial`;
    copyFileSync(source, partial);
    renameSync(partial, target);
    copied += 1;
  }
  return copied;
}

export interface FileMirror {
  /** Stops the loop, after one last copy unless `lastCopy` is false (a lost machine copies nothing more). */
  stop: (lastCopy?: boolean) => void;
}

/** Copies `from` into `to` now and then every `intervalMs`; `onError` hears of a copy that failed. */
export function startFileMirror(
  from: string,
  to: string,
  onError: (error: Error) => void,
  intervalMs = MIRROR_INTERVAL_MS,
): FileMirror {
  const copy = () => {
    try {
      mirrorFiles(from, to);
    } catch (error) {
      onError(error as Error);
    }
  };
  copy();
  const timer = setInterval(copy, intervalMs);
  timer.unref();
  return {
    stop: (lastCopy = true) => {
      clearInterval(timer);
      if (lastCopy) copy();
    },
  };
}
