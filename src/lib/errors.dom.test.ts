// The error texts (docs/product.md, "Error messages"): offline, network/timeout, the server's message, the default.
import { AxiosError, AxiosHeaders } from 'axios';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ActionFailed,
  DEFAULT_ERROR,
  errorMessage,
  errorStatus,
  fieldErrors,
  NETWORK_TIMEOUT,
  NO_INTERNET,
} from './errors';

function axiosError(message: string, response?: { status: number; data: unknown }, code?: string) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    message,
    code,
    config,
    undefined,
    response ? { ...response, statusText: '', headers: {}, config } : undefined,
  );
}

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorMessage', () => {
  it('says "No Internet" when the browser is offline, whatever the error', () => {
    offline();
    expect(errorMessage(axiosError('Network Error', undefined, 'ERR_NETWORK'))).toBe(NO_INTERNET);
    expect(errorMessage(axiosError('x', { status: 400, data: { message: 'Bad.' } }))).toBe(NO_INTERNET);
    expect(errorMessage(new Error('boom'))).toBe(NO_INTERNET);
    expect(NO_INTERNET).toBe('No Internet');
  });

  it.each([
    ['Network Error', 'ERR_NETWORK'],
    ['timeout of 20000ms exceeded', 'ECONNABORTED'],
    ['NETWORK unreachable', undefined],
    ['Request Timeout', undefined],
  ])('says "Network Timeout" for an unanswered request failing with %j', (message, code) => {
    expect(errorMessage(axiosError(message, undefined, code))).toBe(NETWORK_TIMEOUT);
    expect(NETWORK_TIMEOUT).toBe('Network Timeout');
  });

  it('says "Network Timeout" for a plain error or an SDK error without an answer mentioning network/timeout', () => {
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      NETWORK_TIMEOUT,
    );
    const sdk = new ClientResponseError({
      url: '/api/x',
      status: 0,
      originalError: new Error('The operation timeout'),
    });
    expect(errorMessage(sdk)).toBe(NETWORK_TIMEOUT);
  });

  it('shows the default, not the raw failure, for an unanswered request that says nothing useful', () => {
    expect(errorMessage(axiosError('Request aborted', undefined, 'ECONNABORTED'))).toBe(DEFAULT_ERROR);
    const sdk = new ClientResponseError({
      url: '/api/x',
      status: 0,
      originalError: new TypeError('Failed to fetch'),
    });
    expect(errorMessage(sdk)).toBe(DEFAULT_ERROR);
  });

  it('shows the server’s message for an answered request', () => {
    const error = axiosError('Request failed with status code 404', {
      status: 404,
      data: { status: 404, message: 'Room not found.', data: {} },
    });
    expect(errorMessage(error)).toBe('Room not found.');
    const conflict = axiosError('Request failed', {
      status: 409,
      data: { status: 409, message: 'This sheet has already been submitted.', data: {}, id: 'abc' },
    });
    expect(errorMessage(conflict)).toBe('This sheet has already been submitted.');
  });

  it('shows the server’s message from the PocketBase SDK', () => {
    const error = new ClientResponseError({
      url: '/api/collections/users/auth-with-password',
      status: 400,
      response: { status: 400, message: 'Failed to authenticate.', data: {} },
    });
    expect(errorMessage(error)).toBe('Failed to authenticate.');
  });

  it('falls back to the default text', () => {
    expect(DEFAULT_ERROR).toBe('Something went wrong while processing your request.');
    expect(
      errorMessage(
        axiosError('Request failed with status code 502', { status: 502, data: '<html>Bad gateway</html>' }),
      ),
    ).toBe(DEFAULT_ERROR);
    expect(errorMessage(axiosError('Request failed', { status: 500, data: { message: '' } }))).toBe(
      DEFAULT_ERROR,
    );
    expect(errorMessage(undefined)).toBe(DEFAULT_ERROR);
    expect(errorMessage('a string')).toBe(DEFAULT_ERROR);
    expect(errorMessage(new Error(''))).toBe(DEFAULT_ERROR);
    expect(errorMessage(new ClientResponseError({ url: '/x', status: 500, response: {} }))).toBe(
      DEFAULT_ERROR,
    );
  });

  it('passes a plain error’s own message through', () => {
    expect(errorMessage(new Error('Room was not found'))).toBe('Room was not found');
  });

  it('shows a failure the app worded as it is, a network reason inside it included', () => {
    const worded = 'Could not fetch the file part1.mp3: Network Timeout';
    expect(errorMessage(new ActionFailed(worded))).toBe(worded);
    expect(errorMessage(new Error(worded))).toBe(NETWORK_TIMEOUT);
  });
});

describe('errorStatus and fieldErrors', () => {
  it('reads the status, or undefined when nothing answered', () => {
    expect(errorStatus(axiosError('x', { status: 403, data: {} }))).toBe(403);
    expect(errorStatus(axiosError('Network Error'))).toBeUndefined();
    expect(errorStatus(new ClientResponseError({ url: '/x', status: 404, response: {} }))).toBe(404);
    expect(errorStatus(new ClientResponseError({ url: '/x', status: 0 }))).toBeUndefined();
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });

  it('reads PocketBase field errors as { field: message }', () => {
    const data = {
      status: 400,
      message: 'Failed to validate the request.',
      data: {
        name: { code: 'validation_length_out_of_range', message: 'Must be between 3 and 100 characters.' },
        'raw.answers.0.value': {
          code: 'validation_length_out_of_range',
          message: 'Must be at most 50 characters.',
        },
        junk: 'not an error object',
      },
    };
    expect(fieldErrors(axiosError('x', { status: 400, data }))).toEqual({
      name: 'Must be between 3 and 100 characters.',
      'raw.answers.0.value': 'Must be at most 50 characters.',
    });
    expect(fieldErrors(new ClientResponseError({ url: '/x', status: 400, response: data }))).toEqual({
      name: 'Must be between 3 and 100 characters.',
      'raw.answers.0.value': 'Must be at most 50 characters.',
    });
    expect(fieldErrors(axiosError('x'))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
