import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';

function messages(values: unknown) {
  const result = loginSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('loginSchema', () => {
  it('requires an account and a password', () => {
    expect(messages({ account: '  ', password: '' })).toEqual([
      'account: Account is required',
      'password: Password is required',
      'password: Password must be at least 8 characters long',
    ]);
  });
  it('wants at least 8 characters of password', () => {
    expect(messages({ account: 'a@b.co', password: '1234567' })).toEqual([
      'password: Password must be at least 8 characters long',
    ]);
    expect(messages({ account: 'a@b.co', password: '12345678' })).toEqual([]);
  });
  it('trims the account', () => {
    expect(loginSchema.parse({ account: ' teacher@x.io ', password: '12345678' }).account).toBe(
      'teacher@x.io',
    );
  });
});
