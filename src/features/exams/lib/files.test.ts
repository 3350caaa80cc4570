import { describe, expect, it } from 'vitest';
import { pageFileName, percent, storedName } from './files';

describe('exam files', () => {
  it('names a stored file by the last segment of its URL', () => {
    expect(storedName('/api/files/sections/s1/part1_a1b2.png')).toBe('part1_a1b2.png');
    expect(storedName('http://x/api/files/sections/s1/map%20one_x.png?thumb=100x0')).toBe('map one_x.png');
  });

  it('names the pages of a PDF after it', () => {
    expect(pageFileName('Cambridge 18.PDF', 2)).toBe('Cambridge 18-page-2.png');
    expect(pageFileName('.pdf', 1)).toBe('page-page-1.png');
  });

  it('says progress in whole percent', () => {
    expect(percent(0.456)).toBe('46%');
    expect(percent(2)).toBe('100%');
  });
});
