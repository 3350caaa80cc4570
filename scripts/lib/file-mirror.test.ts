import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirrorFiles, startFileMirror } from './file-mirror';

let from: string;
let to: string;
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-mirror-'));
  from = join(dir, 'storage');
  to = join(dir, 'replica', 'storage');
  mkdirSync(join(from, 'collection', 'record'), { recursive: true });
  writeFileSync(join(from, 'collection', 'record', 'page.png'), 'one');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(join(from, '..'), { recursive: true, force: true });
});

describe('mirrorFiles', () => {
  it('copies every file, in its folders, and nothing a second time', () => {
    expect(mirrorFiles(from, to)).toBe(1);
    expect(readFileSync(join(to, 'collection', 'record', 'page.png'), 'utf8')).toBe('one');
    expect(mirrorFiles(from, to)).toBe(0);
  });

  it('copies a file again once it changed, and leaves no partial copy behind', () => {
    mirrorFiles(from, to);
    const file = join(from, 'collection', 'record', 'page.png');
    writeFileSync(file, 'two!');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(mirrorFiles(from, to)).toBe(1);
    expect(readFileSync(join(to, 'collection', 'record', 'page.png'), 'utf8')).toBe('two!');
    expect(readdirSync(join(to, 'collection', 'record'))).toEqual(['page.png']);
  });

  it('keeps a file deleted from the data directory: an older database may still name it', () => {
    mirrorFiles(from, to);
    rmSync(join(from, 'collection'), { recursive: true });
    expect(mirrorFiles(from, to)).toBe(0);
    expect(readFileSync(join(to, 'collection', 'record', 'page.png'), 'utf8')).toBe('one');
  });

  it('copies nothing while the data directory has no files folder yet', () => {
    expect(mirrorFiles(join(from, 'missing'), to)).toBe(0);
  });
});

describe('startFileMirror', () => {
  it('copies at once, then a new file within one interval, and once more when stopped', () => {
    vi.useFakeTimers();
    const mirror = startFileMirror(from, to, (error) => {
      throw error;
    });
    expect(readdirSync(join(to, 'collection', 'record'))).toEqual(['page.png']);
    writeFileSync(join(from, 'collection', 'record', 'audio.mp3'), 'a');
    vi.advanceTimersByTime(5000);
    expect(readdirSync(join(to, 'collection', 'record')).sort()).toEqual(['audio.mp3', 'page.png']);
    writeFileSync(join(from, 'collection', 'record', 'last.png'), 'b');
    mirror.stop();
    expect(readdirSync(join(to, 'collection', 'record'))).toContain('last.png');
  });

  it('copies nothing more when stopped without a last copy', () => {
    vi.useFakeTimers();
    const mirror = startFileMirror(from, to, (error) => {
      throw error;
    });
    writeFileSync(join(from, 'collection', 'record', 'late.png'), 'c');
    mirror.stop(false);
    vi.advanceTimersByTime(10_000);
    expect(readdirSync(join(to, 'collection', 'record'))).toEqual(['page.png']);
  });

  it('reports a copy that failed and keeps going', () => {
    vi.useFakeTimers();
    const errors: Error[] = [];
    writeFileSync(join(from, '..', 'replica'), 'a file where the copy wants a folder');
    const mirror = startFileMirror(from, to, (error) => errors.push(error));
    expect(errors).toHaveLength(1);
    rmSync(join(from, '..', 'replica'));
    vi.advanceTimersByTime(5000);
    expect(readdirSync(join(to, 'collection', 'record'))).toEqual(['page.png']);
    mirror.stop();
  });
});
