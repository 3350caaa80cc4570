import { describe, expect, it } from 'vitest';
import { signInThrottle as t } from './testing';

const minute = 60_000;

describe('sign-in throttle', () => {
  it('lets an account try while it has fewer than five failures in a minute', () => {
    let failures: number[] = [];
    for (let i = 0; i < 4; i++) failures = t.withFailure(failures, 1000 * i);
    expect(t.lockedFor(failures, 4000)).toBe(0);
  });

  it('locks the account for a minute after its fifth failure in a minute', () => {
    let failures: number[] = [];
    for (let i = 0; i < 5; i++) failures = t.withFailure(failures, 1000 * i);
    expect(t.lockedFor(failures, 4000)).toBe(minute);
    expect(t.lockedFor(failures, 4000 + minute - 1)).toBe(1);
    expect(t.lockedFor(failures, 4000 + minute)).toBe(0);
  });

  it('forgets failures older than a minute', () => {
    let failures: number[] = [];
    for (let i = 0; i < 4; i++) failures = t.withFailure(failures, 0);
    failures = t.withFailure(failures, minute);
    expect(t.lockedFor(failures, minute)).toBe(0);
    expect(failures).toEqual([minute]);
  });

  it('keeps at most the last five failures', () => {
    let failures: number[] = [];
    for (let i = 0; i < 50; i++) failures = t.withFailure(failures, i);
    expect(failures).toHaveLength(t.FAILURE_LIMIT);
  });

  it('names one account per collection and identity, whatever its case or spaces', () => {
    expect(t.accountKey('users', ' Teacher@School.org ')).toBe(t.accountKey('users', 'teacher@school.org'));
    expect(t.accountKey('users', 'a@b.co')).not.toBe(t.accountKey('_superusers', 'a@b.co'));
  });
});
