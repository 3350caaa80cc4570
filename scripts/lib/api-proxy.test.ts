import { describe, expect, it } from 'vitest';
import { bodyTooLarge, cleanApiPath } from './api-proxy';

describe('cleanApiPath', () => {
  it('passes clean /api/ paths, query strings aside', () => {
    expect(cleanApiPath('/api/room/guest-search')).toBe('/api/room/guest-search');
    expect(cleanApiPath('/api/files/sections/abc/page%201.png?thumb=1')).toBe(
      '/api/files/sections/abc/page 1.png',
    );
  });

  it('refuses dot segments, encoded or not, backslashes and paths outside /api/', () => {
    for (const url of [
      '/api/../_/',
      '/api/%2e%2e/_/',
      '/api/..%2f_/',
      '/api/x/../../_/',
      '/api/./x',
      '/api\\..\\_/',
      '/_/',
      '/api/%zz',
    ]) {
      expect(cleanApiPath(url), url).toBeNull();
    }
  });
});

describe('bodyTooLarge', () => {
  it('holds the custom routes to their 64 KB limit and leaves the records API alone', () => {
    expect(bodyTooLarge('/api/exam/guest', '65537')).toBe(true);
    expect(bodyTooLarge('/api/exam/guest', '65536')).toBe(false);
    expect(bodyTooLarge('/api/room/marking/r1/release', '65537')).toBe(true);
    expect(bodyTooLarge('/api/collections/users/records/x', '3000000')).toBe(false);
    expect(bodyTooLarge('/api/room/search', undefined)).toBe(false);
  });

  it('allows drafts, submissions and marks up to 256 KB (essays)', () => {
    for (const path of [
      '/api/exam/pending-submission',
      '/api/exam/submission',
      '/api/room/marking/r1/script/s1/q1',
    ]) {
      expect(bodyTooLarge(path, String(256 * 1024))).toBe(false);
      expect(bodyTooLarge(path, String(256 * 1024 + 1))).toBe(true);
    }
  });

  it('allows an exam document up to 1 MB and an exam file up to 210 MB', () => {
    const mb = 1024 * 1024;
    expect(bodyTooLarge('/api/library/exams/abc', String(mb))).toBe(false);
    expect(bodyTooLarge('/api/library/exams', String(mb + 1))).toBe(true);
    expect(bodyTooLarge('/api/library/exams/abc/files', String(210 * mb))).toBe(false);
    expect(bodyTooLarge('/api/library/exams/abc/files', String(210 * mb + 1))).toBe(true);
    expect(bodyTooLarge('/api/library/exams/abc/files?x=1', String(200 * mb))).toBe(false);
  });
});
