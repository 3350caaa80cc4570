// The guest's identity: a random UUID in local storage under answersheet_guest_uuid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureGuestUuid, GUEST_UUID_KEY, readGuestUuid } from './guest-id';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('guest id', () => {
  it('is stored under answersheet_guest_uuid', () => {
    expect(GUEST_UUID_KEY).toBe('answersheet_guest_uuid');
    const uuid = ensureGuestUuid();
    expect(localStorage.getItem('answersheet_guest_uuid')).toBe(uuid);
    expect(readGuestUuid()).toBe(uuid);
  });

  it('reads nothing from an empty or malformed entry, and replaces a malformed one', () => {
    expect(readGuestUuid()).toBeNull();
    localStorage.setItem(GUEST_UUID_KEY, '0F8FAD5B-D9CB-469F-A165-70867728950E" || 1=1');
    expect(readGuestUuid()).toBeNull();
    const uuid = ensureGuestUuid();
    expect(uuid).not.toContain('"');
    expect(localStorage.getItem(GUEST_UUID_KEY)).toBe(uuid);
  });

  it('still gives a uuid for this page when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readGuestUuid()).toBeNull();
    expect(ensureGuestUuid()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a v4 uuid without crypto.randomUUID, as over plain http on a LAN', () => {
    // Browsers give crypto.randomUUID only to secure contexts; getRandomValues is everywhere.
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const uuid = ensureGuestUuid();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(readGuestUuid()).toBe(uuid);
  });
});
