// The People rules (docs/architecture.md, "People and invitations"): roles, bodies, the last admin, links.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { thrown } from './testing';

const people = createRequire(import.meta.url)('./people.js') as {
  roleOf: (role: unknown) => string;
  validateInviteBody: (body: unknown) => { email: string; name: string; role: string };
  validatePatchBody: (body: unknown) => { role?: string; disabled?: boolean };
  validatePasswordBody: (body: unknown) => { password: string };
  patchRefusal: (
    target: { id: string; role: string; disabled: boolean },
    patch: { role?: string; disabled?: boolean },
    activeAdmins: number,
    callerId: string,
  ) => { field: string; code: string } | null;
  invitationState: (invitation: { used: boolean; expires: number }, now: number) => string;
};

describe('people rules', () => {
  it('reads a blank or unknown role as teacher', () => {
    expect(['admin', 'teacher', '', undefined, 'owner'].map(people.roleOf)).toEqual([
      'admin',
      'teacher',
      'teacher',
      'teacher',
      'teacher',
    ]);
  });

  it('takes an invitation: e-mail lower-cased, a name, the role teacher unless given', () => {
    expect(people.validateInviteBody({ email: ' Amy@School.TEST ', name: ' Amy ' })).toEqual({
      email: 'amy@school.test',
      name: 'Amy',
      role: 'teacher',
    });
    expect(thrown(() => people.validateInviteBody({ email: 'x', name: '', role: 'owner' })).data).toEqual({
      email: expect.objectContaining({ code: 'validation_is_email' }),
      name: expect.objectContaining({ code: 'validation_required' }),
      role: expect.objectContaining({ code: 'validation_invalid_value' }),
    });
  });

  it('takes a patch of role and disabled, at least one', () => {
    expect(people.validatePatchBody({ role: 'admin', disabled: false })).toEqual({
      role: 'admin',
      disabled: false,
    });
    expect(thrown(() => people.validatePatchBody({})).status).toBe(400);
    expect(thrown(() => people.validatePatchBody({ disabled: 1 })).data.disabled).toBeDefined();
  });

  it('takes a password of 8–71 characters, confirmed', () => {
    expect(people.validatePasswordBody({ password: 'abcdefgh', passwordConfirm: 'abcdefgh' })).toEqual({
      password: 'abcdefgh',
    });
    expect(
      thrown(() => people.validatePasswordBody({ password: 'abc', passwordConfirm: 'abc' })).data.password,
    ).toBeDefined();
    expect(
      thrown(() => people.validatePasswordBody({ password: 'x'.repeat(72), passwordConfirm: 'x'.repeat(72) }))
        .data.password,
    ).toBeDefined();
    expect(
      thrown(() => people.validatePasswordBody({ password: 'abcdefgh', passwordConfirm: 'abcdefgi' })).data
        .passwordConfirm!.code,
    ).toBe('validation_values_mismatch');
  });

  it('keeps the last active admin, and nobody disables themselves', () => {
    const admin = { id: 'a', role: 'admin', disabled: false };
    expect(people.patchRefusal(admin, { role: 'teacher' }, 1, 'root')).toMatchObject({
      field: 'role',
      code: 'validation_last_admin',
    });
    expect(people.patchRefusal(admin, { disabled: true }, 1, 'root')).toMatchObject({ field: 'disabled' });
    expect(people.patchRefusal(admin, { role: 'teacher' }, 2, 'root')).toBeNull();
    expect(people.patchRefusal(admin, { role: 'admin' }, 1, 'a')).toBeNull();
    expect(people.patchRefusal(admin, { disabled: true }, 2, 'a')).toMatchObject({
      code: 'validation_own_account',
    });
    const disabledAdmin = { id: 'b', role: 'admin', disabled: true };
    expect(people.patchRefusal(disabledAdmin, { role: 'teacher' }, 1, 'a')).toBeNull();
  });

  it('tells a link used, expired or valid', () => {
    expect(people.invitationState({ used: true, expires: 2000 }, 1000)).toBe('used');
    expect(people.invitationState({ used: false, expires: 1000 }, 1000)).toBe('expired');
    expect(people.invitationState({ used: false, expires: 2000 }, 1000)).toBe('valid');
  });
});
