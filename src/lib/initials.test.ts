import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Demo Admin')).toBe('DA');
    expect(initials('ada lovelace byron')).toBe('AL');
  });
  it('works with one word, extra spaces and no name', () => {
    expect(initials('Teacher')).toBe('T');
    expect(initials('  Mai   Nguyen ')).toBe('MN');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
  it('keeps letters outside the basic plane whole', () => {
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('𝒜lpha beta')).toBe('𝒜B');
  });
});
