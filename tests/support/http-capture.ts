// For tests of the service clients: a session token the SDK accepts, and an msw handler that records the
// headers each request arrived with.
import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** An unsigned JWT that the SDK's auth store reads as valid until `exp` (seconds). */
export function token(exp = Math.floor(Date.now() / 1000) + 3600) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'user1', type: 'auth', collectionId: '_pb_users_auth_', exp })}.signature`;
}

/** Answers `path` and records the headers of each request to it. */
export function capture(
  method: 'get' | 'post' | 'patch',
  path: string,
  status = 200,
  body: object = { ok: true },
) {
  const seen: Headers[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}
