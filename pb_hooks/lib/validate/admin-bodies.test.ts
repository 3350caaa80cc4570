// The bodies of the room share, unshare and delete routes.
import { describe, expect, it } from 'vitest';
import { thrown, validate as V } from '../testing';

describe('share and delete bodies', () => {
  it('takes an e-mail to share with', () => {
    expect(V.validateShareBody({ email: ' t@school.test ' })).toEqual({ email: 't@school.test' });
    expect(thrown(() => V.validateShareBody({ email: 'nope' })).data.email!.code).toBe('validation_is_email');
    expect(thrown(() => V.validateShareBody({})).data.email!.code).toBe('validation_required');
  });

  it('takes the id of the member to remove', () => {
    expect(V.validateUnshareBody({ user: 'abc123' })).toEqual({ user: 'abc123' });
    for (const user of [undefined, '', 5, 'x'.repeat(101)]) {
      expect(thrown(() => V.validateUnshareBody({ user })).data.user).toBeDefined();
    }
  });

  it('takes a confirmation equal to the room’s name, exactly', () => {
    expect(V.validateDeleteBody({ confirm: 'My Room' }, 'My Room')).toEqual({ confirm: 'My Room' });
    for (const confirm of ['my room', 'My Room ', '', undefined, 5]) {
      expect(thrown(() => V.validateDeleteBody({ confirm }, 'My Room')).data.confirm).toBeDefined();
    }
  });
});
