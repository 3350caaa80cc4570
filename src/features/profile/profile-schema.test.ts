// "Change password" takes a new password by the same rule as the welcome page (src/lib/new-password.ts).
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from '@/rules/accounts';
import { passwordSchema } from './profile-schema';

describe('the change-password form', () => {
  it('refuses a new password longer than PocketBase keeps, before sending it', () => {
    const password = 'x'.repeat(PASSWORD_MAX + 1);
    const result = passwordSchema.safeParse({
      oldPassword: 'old-password',
      password,
      passwordConfirm: password,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `Password must be at most ${PASSWORD_MAX} characters long`,
    ]);
  });
});
