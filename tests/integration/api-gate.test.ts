// The API gate of our PocketBase build (server/internal/admission/gate.go): at most PB_API_CONCURRENCY API requests run at once,
// the others wait their turn; an upload (multipart to a route that takes files) is not counted, since reading
// it takes as long as the sender's link does, while a multipart body sent anywhere else waits like the rest.
// Here with one slot, held by a request whose body stalls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importScoringRoom } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let slug: string;

beforeAll(async () => {
  pb = await startTestPocketBase({ env: { PB_API_CONCURRENCY: '1' } });
  slug = importScoringRoom(pb, 'gate-room').slug;
});
afterAll(async () => {
  await pb?.stop();
});

const STALL_MS = 3000;

/** A request whose body sends its first part, then nothing for STALL_MS, then the rest. */
function stalledRequest(path: string, headers: Record<string, string>, parts: [string, string]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(parts[0]));
      await new Promise((resolve) => setTimeout(resolve, STALL_MS));
      controller.enqueue(encoder.encode(parts[1]));
      controller.close();
    },
  });
  return fetch(`${pb.url}${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** How long a room load takes to answer 200, started 300 ms after `holding`. */
async function roomLoadBeside(holding: Promise<Response>) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const res = await pb.request('/api/room/guest-search', { method: 'POST', body: { slug } });
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  await (await holding).arrayBuffer();
  return ms;
}

describe('the API gate', () => {
  it('makes a request wait while the slots are taken', async () => {
    const json = JSON.stringify({ slug });
    const holding = stalledRequest('/api/room/guest-search', { 'content-type': 'application/json' }, [
      json.slice(0, 5),
      json.slice(5),
    ]);
    expect(await roomLoadBeside(holding)).toBeGreaterThan(STALL_MS / 2);
  });

  it('does not count an upload, whose body comes as fast as the sender sends it', async () => {
    const boundary = 'gate-test-boundary';
    // A record create that must read the whole body (the superuser may create).
    const holding = stalledRequest(
      '/api/collections/keys/records',
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: pb.superuserToken,
      },
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="value"\r\n\r\n`,
        `stalled\r\n--${boundary}--\r\n`,
      ],
    );
    expect(await roomLoadBeside(holding)).toBeLessThan(STALL_MS / 2);
    const created = await pb.request(
      `/api/collections/keys/records?filter=${encodeURIComponent("value='stalled'")}`,
      {
        token: pb.superuserToken,
      },
    );
    expect(created.body.items).toHaveLength(1);
  });

  it('counts a multipart body sent to a route that takes no files', async () => {
    const boundary = 'gate-test-boundary';
    const holding = stalledRequest(
      '/api/room/guest-search',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="slug"\r\n\r\n`,
        `${slug}\r\n--${boundary}--\r\n`,
      ],
    );
    expect(await roomLoadBeside(holding)).toBeGreaterThan(STALL_MS / 2);
  });
});
