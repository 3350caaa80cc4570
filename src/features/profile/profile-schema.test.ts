import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem, profileSchema } from './profile-schema';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'a', { type });

describe('avatarProblem', () => {
  it('accepts jpeg, jpg and png up to 3,000,000 bytes', () => {
    expect(avatarProblem(file('image/png', 10))).toBeUndefined();
    expect(avatarProblem(file('image/jpeg', AVATAR_MAX_BYTES))).toBeUndefined();
    expect(avatarProblem(file('image/jpg', 1))).toBeUndefined();
    expect(avatarProblem(undefined)).toBeUndefined();
  });
  it('refuses other types and larger files with the spec messages', () => {
    expect(avatarProblem(file('image/gif', 10))).toBe('Invalid file');
    expect(avatarProblem(file('image/png', AVATAR_MAX_BYTES + 1))).toBe('File size must be less than 3MB');
    expect(avatarProblem(file('text/plain', AVATAR_MAX_BYTES + 1))).toBe('Invalid file');
  });
});

describe('profileSchema', () => {
  it('requires a name of at most 100 characters', () => {
    const messages = (name: string) => {
      const result = profileSchema.safeParse({ name, avatar: undefined });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('   ')).toEqual(['Name is required']);
    expect(messages('x'.repeat(101))).toEqual(['Name must be at most 100 characters']);
    expect(messages('x'.repeat(100))).toEqual([]);
  });
});
