// The two service clients (docs/architecture.md, "Client code"): the guest client sends guest-uuid, the authenticated
// client PocketBase's own token; neither sends a user id header; a 401 ends the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture, token } from '@test/http-capture';
import { authApi } from './api-client';
import { errorMessage } from './errors';
import { pb } from './pocketbase';

afterEach(() => {
  pb.authStore.clear();
  vi.restoreAllMocks();
});

describe('authApi', () => {
  it('sends PocketBase’s token as Authorization while the session is valid, and no guest-uuid', async () => {
    localStorage.setItem('answersheet_guest_uuid', '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b'); // a stored guest must not leak into admin calls
    const t = token();
    pb.authStore.save(t, { id: 'user1' } as any);
    const seen = capture('get', '/api/room/list', 200, { items: [] });
    await authApi.get('/api/room/list');
    expect(seen[0]!.get('authorization')).toBe(t);
    expect(seen[0]!.get('guest-uuid')).toBeNull();
    expect(seen[0]!.get('x-user')).toBeNull();
  });

  it('sends no Authorization without a session or with an expired token', async () => {
    const seen = capture('get', '/api/room/list', 401, {
      status: 401,
      message: 'Sign in to continue.',
      data: {},
    });
    await authApi.get('/api/room/list').catch(() => undefined);
    pb.authStore.save(token(Math.floor(Date.now() / 1000) - 60), { id: 'user1' } as any);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await authApi.get('/api/room/list').catch(() => undefined);
    expect(seen.map((h) => h.get('authorization'))).toEqual([null, null]);
  });

  it('on 401 logs, clears the session and rejects with the server’s message', async () => {
    pb.authStore.save(token(), { id: 'user1' } as any);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture('post', '/api/room/search', 401, { status: 401, message: 'Sign in to continue.', data: {} });
    const error = await authApi.post('/api/room/search', { slug: 'demo' }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Sign in to continue.');
    expect(warn).toHaveBeenCalled();
    expect(pb.authStore.isValid).toBe(false);
    expect(pb.authStore.token).toBe('');
  });

  it('keeps the session on other refusals', async () => {
    const t = token();
    pb.authStore.save(t, { id: 'user1' } as any);
    capture('post', '/api/room/search', 403, {
      status: 403,
      message: 'You are not a member of this room.',
      data: {},
    });
    const error = await authApi.post('/api/room/search', { slug: 'demo' }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('You are not a member of this room.');
    expect(pb.authStore.token).toBe(t);
  });
});
