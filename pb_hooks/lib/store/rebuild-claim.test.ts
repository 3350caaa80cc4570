// One rebuild at a time of a cached sheet that has grown old (docs/architecture.md, "Caching").
import { describe, expect, it } from 'vitest';
import { rebuildClaim as R } from '../testing';

/** The part of PocketBase's app store the claim uses: get, remove and setFunc (atomic in the real one). */
function fakeStore() {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (key: string) => data.get(key),
    remove: (key: string) => void data.delete(key),
    setFunc: (key: string, fn: (old: unknown) => unknown) => void data.set(key, fn(data.get(key))),
  };
}

describe('claimRebuild', () => {
  it('lets the first caller rebuild and the others answer from the old entry', () => {
    const store = fakeStore();
    const winners = Array.from({ length: 16 }, () => R.claimRebuild(store, 'sheet:r1', 1000));
    expect(winners.filter(Boolean)).toHaveLength(1);
    expect(winners[0]).toBe(true);
  });

  it('claims each room apart', () => {
    const store = fakeStore();
    expect(R.claimRebuild(store, 'sheet:r1', 1000)).toBe(true);
    expect(R.claimRebuild(store, 'sheet:r2', 1000)).toBe(true);
  });

  it('lets the next caller rebuild once the claim is released', () => {
    const store = fakeStore();
    expect(R.claimRebuild(store, 'sheet:r1', 1000)).toBe(true);
    R.releaseRebuild(store, 'sheet:r1');
    expect(R.claimRebuild(store, 'sheet:r1', 1001)).toBe(true);
  });

  it('takes over a claim whose builder never released it', () => {
    const store = fakeStore();
    expect(R.claimRebuild(store, 'sheet:r1', 1000)).toBe(true);
    expect(R.claimRebuild(store, 'sheet:r1', 1000 + R.CLAIM_MS - 1)).toBe(false);
    expect(R.claimRebuild(store, 'sheet:r1', 1000 + R.CLAIM_MS)).toBe(true);
  });
});
