import { describe, expect, it } from 'vitest';
import { SLUG, SLUG_MAX } from '@/rules/limits';
import { slugFromName } from './slug';

describe('slugFromName', () => {
  it('makes a slug the server accepts from any name', () => {
    expect(slugFromName('IELTS Practice — Monday group')).toBe('ielts-practice-monday-group');
    expect(slugFromName('  Café Übung 2  ')).toBe('cafe-ubung-2');
    expect(slugFromName('Mock #3: Reading!!')).toBe('mock-3-reading');
    expect(slugFromName('日本語')).toBe('');
    for (const name of ['a'.repeat(99) + ' b', 'Room -- 1', '--x--']) {
      const slug = slugFromName(name);
      expect(slug).toMatch(SLUG);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    }
  });
});
