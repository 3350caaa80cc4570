// Unpacking a .zip with bounds (README "Import format"): an entry's declared size may lie, so a few MB can
// inflate to GBs. The bytes are counted while inflating and the unpacking stops at the first entry over
// `entry` or once all of them pass `total`. Used by `npm run import` (scripts/import/load.ts) and the
// dashboard's import (src/lib/room-archive.ts). Pure: fflate, no I/O.
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';

/**
 * One entry at most the largest file the app takes (a recording: rules/limits.js AUDIO_MAX_BYTES, held equal by
 * bounded-unzip.test.ts), all of them together at most 1 GB.
 */
export const UNZIP_LIMITS = { entry: 200 * 1024 * 1024, total: 1024 * 1024 * 1024 };

/** Why a .zip was not unpacked, as a sentence for whoever chose it. */
export class UnzipError extends Error {}

const MB = 1024 * 1024;

/**
 * Inflates every entry of a .zip in order, handing each chunk to `onChunk`, and returns the entries'
 * names. Throws UnzipError as soon as an entry or the whole goes over its limit, or an entry's name leaves
 * the .zip (`../x`, an absolute path).
 */
export function inflateZip(
  bytes: Uint8Array,
  onChunk: (name: string, chunk: Uint8Array) => void,
  limits = UNZIP_LIMITS,
): string[] {
  const names: string[] = [];
  let total = 0;
  let failure: UnzipError | null = null;
  const fail = (problem: string) => {
    failure ??= new UnzipError(problem);
  };
  try {
    // Reads the central directory only (nothing is inflated): a damaged .zip fails here, where the
    // streaming reader below would just find no entries.
    unzipSync(bytes, { filter: () => false });
  } catch (error) {
    throw new UnzipError(`not a readable .zip (${(error as Error).message})`);
  }
  const unzip = new Unzip((entry: UnzipFile) => {
    if (failure) return;
    const name = entry.name;
    if (/^([\\/]|[a-z]:)/i.test(name) || name.split(/[\\/]/).includes('..'))
      return fail(`the entry ${name} points outside the .zip`);
    names.push(name);
    let size = 0;
    entry.ondata = (error, chunk) => {
      if (failure) return;
      if (error) return fail(`not a readable .zip (${error.message})`);
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entry)
        return fail(`the entry ${name} unpacks to more than ${Math.floor(limits.entry / MB)} MB`);
      if (total > limits.total)
        return fail(`the .zip unpacks to more than ${Math.floor(limits.total / MB)} MB`);
      onChunk(name, chunk);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    fail(`not a readable .zip (${(error as Error).message})`);
  }
  if (failure) throw failure;
  return names;
}

/** Every entry of a .zip in memory (folders left out), within the limits of inflateZip. */
export function unzipBounded(bytes: Uint8Array, limits = UNZIP_LIMITS): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  const names = inflateZip(
    bytes,
    (name, chunk) => {
      const list = chunks.get(name);
      if (list) list.push(chunk);
      else chunks.set(name, [chunk]);
    },
    limits,
  );
  const entries = new Map<string, Uint8Array>();
  for (const name of names) {
    if (name.endsWith('/')) continue;
    const parts = chunks.get(name) ?? [];
    const whole = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.length;
    }
    entries.set(name, whole);
  }
  return entries;
}
