// A busy server's refusal of a submission is tried again; any other refusal is final.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { isBusy, retrySubmit, SUBMIT_RETRIES, submitRetryDelay } from './submit-retry';

const failure = (status: number, headers: Record<string, string> = {}) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    headers: new AxiosHeaders(headers),
  } as AxiosResponse);
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK');

describe('isBusy', () => {
  it.each([408, 429, 502, 503, 504])('tries a %i again', (status) => {
    expect(isBusy(failure(status))).toBe(true);
  });

  it('tries again when nothing answered', () => {
    expect(isBusy(noAnswer())).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 500])('takes a %i as final', (status) => {
    expect(isBusy(failure(status))).toBe(false);
  });
});

describe('retrySubmit', () => {
  it(`tries a busy server ${SUBMIT_RETRIES} more times, then gives up`, () => {
    const tries = Array.from({ length: SUBMIT_RETRIES + 2 }, (_, failures) =>
      retrySubmit(failures, failure(429)),
    );
    expect(tries).toEqual([...Array(SUBMIT_RETRIES).fill(true), false, false]);
  });

  it('never tries a refusal again', () => {
    expect(retrySubmit(0, failure(403))).toBe(false);
  });
});

describe('submitRetryDelay', () => {
  it('waits what Retry-After asks, stretched by up to half', () => {
    const busy = failure(429, { 'Retry-After': '3' });
    expect(submitRetryDelay(0, busy, () => 0)).toBe(3000);
    expect(submitRetryDelay(2, busy, () => 1)).toBe(4500);
  });

  it('waits 1, 2, then 4 s when the server named no wait', () => {
    expect([0, 1, 2, 3].map((failures) => submitRetryDelay(failures, failure(503), () => 0))).toEqual([
      1000, 2000, 4000, 4000,
    ]);
    expect(submitRetryDelay(0, noAnswer(), () => 0.5)).toBe(1250);
  });
});
