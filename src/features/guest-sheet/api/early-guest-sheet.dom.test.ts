// The guest sheet's early requests (early-guest-sheet.ts, started by routes/start-guest-sheet.ts): on
// /ielts/:slug the entry asks for the guest and the room once, and the queries' fetchers take those answers
// instead of asking again.
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { capture } from '@test/http-capture';
import { server } from '@test/msw-server';
import { startGuestSheet } from '../routes/start-guest-sheet';
import { pageGuestUuid } from './early-guest-sheet';
import { identifyGuest, searchGuestRoom } from './guest-sheet-api';

const guest = { id: 'g1', name: '', email: '', finishedGate: false };
const room = { room: { id: 'r1', name: 'Demo' }, pendingSubmission: null, submission: null };

// The chunks a started sheet loads are awaited before the file ends: this project shares one jsdom between
// files, and a chunk still loading when the worker tears it down is an unhandled error.
afterAll(async () => {
  await Promise.all([
    import('../components/gate-dialog'),
    import('../components/welcome-dialog'),
    import('../routes/guest-sheet-route'),
    import('../components/question-map'),
  ]);
});

describe('startGuestSheet', () => {
  it('asks nothing on any other page', async () => {
    const guests = capture('post', '/api/exam/guest', 200, guest);
    startGuestSheet('/_/dashboard');
    startGuestSheet('/ielts');
    await new Promise((r) => setTimeout(r, 50));
    expect(guests).toHaveLength(0);
  });

  it('asks for the guest, then the room, once: the fetchers take those answers', async () => {
    const guests = capture('post', '/api/exam/guest', 200, guest);
    const rooms = capture('post', '/api/room/guest-search', 200, room);
    startGuestSheet('/ielts/demo');
    const uuid = pageGuestUuid();
    expect(await identifyGuest(uuid)).toEqual(guest);
    expect(await searchGuestRoom('demo', uuid)).toEqual(room);
    expect(guests).toHaveLength(1);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]!.get('guest-uuid')).toBe(uuid);
    // A later load (the sheet's refresh) asks the server again.
    await searchGuestRoom('demo', uuid);
    expect(rooms).toHaveLength(2);
  });

  it('leaves a failed early request to the fetcher, which asks again and reports what it gets', async () => {
    capture('post', '/api/exam/guest', 200, guest);
    let asked = 0;
    server.use(
      http.post('*/api/room/guest-search', () =>
        ++asked === 1
          ? HttpResponse.json({ status: 500, message: 'Busy.', data: {} }, { status: 500 })
          : HttpResponse.json(room),
      ),
    );
    startGuestSheet('/ielts/demo');
    const uuid = pageGuestUuid();
    await identifyGuest(uuid);
    expect(await searchGuestRoom('demo', uuid)).toEqual(room);
    expect(asked).toBe(2);
  });

  it('answers only the room it asked for', async () => {
    capture('post', '/api/exam/guest', 200, guest);
    const rooms = capture('post', '/api/room/guest-search', 200, room);
    startGuestSheet('/ielts/demo');
    const uuid = pageGuestUuid();
    await identifyGuest(uuid);
    await searchGuestRoom('other', uuid);
    expect(rooms).toHaveLength(2);
  });
});
