import { describe, expect, it } from 'vitest';
import { fakeToken, signIn } from '@test/admin-session';
import { endSessionIfExpired, msUntilExpiry } from './session';
import { pb } from './pocketbase';

describe('session expiry', () => {
  it('reads the time left from the token', () => {
    const now = Date.now();
    const left = msUntilExpiry(fakeToken(60), now)!;
    expect(left).toBeGreaterThan(58_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(msUntilExpiry('not-a-token')).toBeNull();
  });

  it('clears an expired session and keeps a valid one', () => {
    signIn({}, 60);
    expect(endSessionIfExpired()).toBe(false);
    expect(pb.authStore.isValid).toBe(true);
    signIn({}, -1);
    expect(endSessionIfExpired()).toBe(true);
    expect(pb.authStore.token).toBe('');
    expect(endSessionIfExpired()).toBe(false);
  });
});
