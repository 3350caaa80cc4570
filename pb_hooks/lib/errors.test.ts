// The error shape of the custom routes (PocketBase's).
import { describe, expect, it } from 'vitest';
import { errors as E } from './testing';

describe('HttpError', () => {
  it('serialises to PocketBase’s shape, with extra top-level fields', () => {
    const error = E.conflict('Already.', { submission: { code: 'x', message: 'y' } }, { id: 'abc' });
    expect(E.isHttpError(error)).toBe(true);
    expect(error.toJSON()).toEqual({
      status: 409,
      message: 'Already.',
      data: { submission: { code: 'x', message: 'y' } },
      id: 'abc',
    });
    expect(E.badRequest().toJSON()).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(E.notFound().toJSON().message).toBe("The requested resource wasn't found.");
    expect(E.isHttpError(new Error('x'))).toBe(false);
  });

  it('carries a refusal’s code in a 403', () => {
    const data = { Room: { code: 'room_closed', message: 'This room is closed.' } };
    expect(E.forbidden('This room is closed.', data).toJSON()).toEqual({
      status: 403,
      message: 'This room is closed.',
      data,
    });
    expect(E.forbidden().toJSON().data).toEqual({});
  });
});
