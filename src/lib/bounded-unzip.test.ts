import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as rules from '@/rules/limits';
import { inflateZip, UNZIP_LIMITS, UnzipError, unzipBounded } from './bounded-unzip';

const mb = 1024 * 1024;

describe('unzipBounded', () => {
  it('unpacks every file of a .zip, folders left out', () => {
    const zip = zipSync({ 'room.json': strToU8('{}'), media: {}, 'media/a.png': new Uint8Array([1, 2]) });
    const entries = [...unzipBounded(zip)].map(([name, data]) => [name, [...data]]);
    expect(entries).toEqual([
      ['room.json', [...strToU8('{}')]],
      ['media/a.png', [1, 2]],
    ]);
  });

  it('stops at the first entry over its limit, and once all of them pass the total', () => {
    const seen: number[] = [];
    const bomb = zipSync({ 'a.bin': new Uint8Array(3 * mb) });
    expect(() =>
      inflateZip(bomb, (_, chunk) => seen.push(chunk.length), { entry: mb, total: 10 * mb }),
    ).toThrow(new UnzipError('the entry a.bin unpacks to more than 1 MB'));
    // Inflating stopped near the limit: never the whole 3 MB.
    expect(seen.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(mb);
    const many = zipSync({ 'a.bin': new Uint8Array(0.6 * mb), 'b.bin': new Uint8Array(0.6 * mb) });
    expect(() => unzipBounded(many, { entry: mb, total: mb })).toThrow('the .zip unpacks to more than 1 MB');
  });

  it('refuses an entry outside the .zip and a damaged .zip', () => {
    expect(() => unzipBounded(zipSync({ '../x.txt': strToU8('x') }))).toThrow(
      'the entry ../x.txt points outside the .zip',
    );
    expect(() => unzipBounded(new Uint8Array([0x50, 0x4b, 0, 0, 1]))).toThrow(/^not a readable \.zip/);
  });

  it('takes an entry as large as the largest file the app takes', () => {
    expect(UNZIP_LIMITS.entry).toBe(rules.AUDIO_MAX_BYTES);
    expect(UNZIP_LIMITS.total).toBeGreaterThan(UNZIP_LIMITS.entry);
  });
});
