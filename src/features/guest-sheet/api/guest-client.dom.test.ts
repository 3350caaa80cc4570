// The guest client (docs/architecture.md, "Client code"): guest requests name their guest with guest-uuid; the authenticated
// client PocketBase's own token; neither sends a user id header; a 401 ends the session.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture, token } from '@test/http-capture';
import { server } from '@test/msw-server';
import { guestApi } from './guest-client';
import { saveDraft, searchGuestRoom } from './guest-sheet-api';
import { errorMessage } from '@/lib/errors';
import { ensureGuestUuid, GUEST_UUID_KEY } from '../lib/guest-id';
import { pb } from '@/lib/pocketbase';

afterEach(() => {
  pb.authStore.clear();
  vi.restoreAllMocks();
});

describe('guestApi', () => {
  it('names the guest with guest-uuid, and sends no Authorization even with a teacher signed in', async () => {
    const uuid = ensureGuestUuid();
    pb.authStore.save(token(), { id: 'user1' } as any);
    const seen = capture('post', '/api/room/guest-search', 200, { room: null });
    await searchGuestRoom('demo', uuid);
    expect(seen[0]!.get('guest-uuid')).toBe(uuid);
    expect(seen[0]!.get('authorization')).toBeNull();
    expect(seen[0]!.get('x-user')).toBeNull();
  });

  it('names the guest it was given, whatever local storage holds (storage may be off)', async () => {
    const seen = capture('post', '/api/exam/pending-submission', 200, { id: 'd1', updated: 'now' });
    localStorage.setItem(GUEST_UUID_KEY, 'not-a-uuid" || 1=1');
    const uuid = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    await saveDraft(uuid, { Room: 'r1', raw: { answers: [] } });
    expect(seen[0]!.get('guest-uuid')).toBe(uuid);
  });

  it('sends no guest-uuid where the route takes the uuid in its body', async () => {
    const seen = capture('post', '/api/exam/guest', 200, { id: 'g1' });
    await guestApi.post('/api/exam/guest', { uuid: ensureGuestUuid() });
    expect(seen[0]!.get('guest-uuid')).toBeNull();
  });

  it('makes and keeps one uuid', () => {
    const first = ensureGuestUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ensureGuestUuid()).toBe(first);
    expect(localStorage.getItem(GUEST_UUID_KEY)).toBe(first);
  });

  it('rejects with the server’s message on a refusal', async () => {
    capture('post', '/api/exam/submission', 409, {
      status: 409,
      message: 'This sheet has already been submitted.',
      data: {},
      id: 's1',
    });
    const error = await guestApi.post('/api/exam/submission', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('This sheet has already been submitted.');
    expect((error as any).response.data.id).toBe('s1');
  });

  it('says "Network Timeout" when the request never gets an answer', async () => {
    server.use(http.post('*/api/exam/pending-submission', () => HttpResponse.error()));
    const error = await guestApi.post('/api/exam/pending-submission', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network Timeout');
  });
});
