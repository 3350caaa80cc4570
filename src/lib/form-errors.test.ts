import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './form-errors';

function refusal(data: object, message = 'Failed to validate the request.') {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', { headers }, null, {
    status: 400,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data: { status: 400, message, data },
  });
}

describe('applyServerErrors', () => {
  it('puts each named field error under its field and returns the form’s message', () => {
    const setError = vi.fn();
    const error = refusal({
      name: { code: 'x', message: 'Must contain a letter or a digit.' },
      other: { message: 'no' },
    });
    expect(applyServerErrors(error, setError, ['name', 'email'])).toEqual({
      message: 'Failed to validate the request.',
      fieldsMarked: 1,
    });
    expect(setError).toHaveBeenCalledExactlyOnceWith('name', {
      type: 'server',
      message: 'Must contain a letter or a digit.',
    });
  });

  it('marks nothing when the server named no field of the form', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refusal({}, 'Room not found.'), setError, ['email']).fieldsMarked).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
