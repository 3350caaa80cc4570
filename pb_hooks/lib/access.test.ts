// One rule for "not yours" (docs/architecture.md, "Access rules"): members and authors manage, superusers
// all, and anything else is a 404 like a record that does not exist.
import { describe, expect, it } from 'vitest';
import { access, errors as E } from './testing';

const member = { id: 'u1', superuser: false };
const stranger = { id: 'u2', superuser: false };
const superuser = { id: 's1', superuser: true };
const room = { id: 'r1', Users: ['u1', 'u3'] };

describe('mayManage', () => {
  it('lets the record’s Users and superusers manage it, and no one else', () => {
    expect(access.mayManage(member, room)).toBe(true);
    expect(access.mayManage(superuser, room)).toBe(true);
    expect(access.mayManage(superuser, { Users: [] })).toBe(true);
    expect(access.mayManage(stranger, room)).toBe(false);
    expect(access.mayManage(member, { Users: [] })).toBe(false);
  });
});

describe('managedOr404', () => {
  it('answers the record when the caller may manage it', () => {
    expect(access.managedOr404(member, room, 'Room not found.')).toBe(room);
  });

  it('is the same 404 for a record that is not the caller’s and for one that does not exist', () => {
    const refusals = [
      () => access.managedOr404(stranger, room, 'Room not found.'),
      () => access.managedOr404(member, null, 'Room not found.'),
    ];
    for (const refuse of refusals) {
      let thrown: unknown = null;
      try {
        refuse();
      } catch (error) {
        thrown = error;
      }
      expect(E.isHttpError(thrown)).toBe(true);
      expect((thrown as { toJSON: () => unknown }).toJSON()).toEqual({
        status: 404,
        message: 'Room not found.',
        data: {},
      });
    }
  });
});

describe('memberRemovalRefusal', () => {
  const users = ['maker', 'u1', 'u3'];
  const as = (id: string, superuser = false) => ({ id, superuser });
  it('lets a member remove themselves and the maker anyone else', () => {
    expect(access.memberRemovalRefusal(as('u1'), users, 'u1')).toBeNull();
    expect(access.memberRemovalRefusal(as('maker'), users, 'u3')).toBeNull();
  });

  it('keeps the maker but for a superuser, and others from removing each other', () => {
    expect(access.memberRemovalRefusal(as('u1'), users, 'maker')?.code).toBe('validation_room_maker');
    expect(access.memberRemovalRefusal(as('maker'), users, 'maker')?.code).toBe('validation_room_maker');
    expect(access.memberRemovalRefusal(as('u1'), users, 'u3')?.code).toBe('validation_not_maker');
    expect(access.memberRemovalRefusal(as('s1', true), users, 'maker')).toBeNull();
  });
});
