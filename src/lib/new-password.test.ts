// A new password's rule (src/rules/accounts.ts's bounds), as the welcome page and "Change password" take it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/rules/accounts';
import { newPassword, passwordsAlike, PASSWORDS_DIFFER } from './new-password';

const form = z
  .object({ password: newPassword('Password is required'), passwordConfirm: z.string() })
  .refine(passwordsAlike, PASSWORDS_DIFFER);
const messages = (password: string, passwordConfirm = password) => {
  const result = form.safeParse({ password, passwordConfirm });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a new password', () => {
  it('is refused past the bounds, with what to do', () => {
    expect(messages('')[0]).toBe('password: Password is required');
    expect(messages('x'.repeat(PASSWORD_MIN - 1))).toEqual([
      `password: Password must be at least ${PASSWORD_MIN} characters long`,
    ]);
    expect(messages('x'.repeat(PASSWORD_MAX + 1))).toEqual([
      `password: Password must be at most ${PASSWORD_MAX} characters long`,
    ]);
  });

  it('is taken at the bounds, and must be typed twice alike', () => {
    expect(messages('x'.repeat(PASSWORD_MIN))).toEqual([]);
    expect(messages('x'.repeat(PASSWORD_MAX))).toEqual([]);
    expect(messages('right-one-1', 'right-one-2')).toEqual(['passwordConfirm: The passwords do not match']);
  });
});
