// The list helpers the routes and the store share.
import { describe, expect, it } from 'vitest';
import { lists as L } from './testing';

describe('flat', () => {
  it('joins lists in order, one level deep', () => {
    expect(L.flat([['a', 'b'], [], ['c']])).toEqual(['a', 'b', 'c']);
    expect(L.flat<unknown>([[['x']], ['y']])).toEqual([['x'], 'y']);
    expect(L.flat([])).toEqual([]);
  });
});

describe('isPermutation', () => {
  it('holds for the same items in any order, counting repeats', () => {
    expect(L.isPermutation(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(L.isPermutation([], [])).toBe(true);
    expect(L.isPermutation(['a', 'a', 'b'], ['a', 'b', 'a'])).toBe(true);
  });

  it('fails for a missing, extra, repeated or other item', () => {
    expect(L.isPermutation(['a'], ['a', 'b'])).toBe(false);
    expect(L.isPermutation(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(L.isPermutation(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(L.isPermutation(['a', 'x'], ['a', 'b'])).toBe(false);
  });
});
