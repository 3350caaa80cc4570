// The web server of `npm start` in front of a real PocketBase (docs/architecture.md, "Robustness rules"): a
// chunked body (no Content-Length) over a custom route's limit answers PocketBase's 413, never a 502.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiProxy } from '../../scripts/lib/api-proxy';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let vite: ViteDevServer;
let port: number;
beforeAll(async () => {
  pb = await startTestPocketBase();
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, proxy: { '/api': apiProxy(pb.url) } },
  });
  await vite.listen();
  port = (vite.httpServer!.address() as AddressInfo).port;
});
afterAll(async () => {
  await vite?.close();
  await pb?.stop();
});

/** POSTs `total` bytes of JSON-ish text as a chunked body and resolves with the answer. */
function sendChunked(path: string, total: number, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        agent: false, // a connection of its own: the server may close one mid-body
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    // The server may close while the body is still going out; the answer is what counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, ' ');
    let sent = 0;
    const write = () => {
      while (sent < total && !req.destroyed) {
        const size = Math.min(chunk.length, total - sent);
        sent += size;
        if (!req.write(chunk.subarray(0, size))) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

it('answers 413, not 502, to a chunked body over the route’s limit', async () => {
  const mb = 1024 * 1024;
  // A teacher, so that PocketBase reads the document rather than answering 401 before it.
  const teacher = await pb.createUser('proxy-teacher@answersheet.test');
  for (const [path, size] of [
    ['/api/exam/pending-submission', 2 * mb],
    ['/api/library/exams', 3 * mb],
    ['/api/exam/pending-submission', 2 * mb],
  ] as const) {
    const res = await sendChunked(path, size, teacher.token);
    expect(res.status, path).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ status: 413 });
  }
});

it('passes a chunked body under the limit on to PocketBase', async () => {
  const res = await sendChunked('/api/exam/pending-submission', 32 * 1024);
  // PocketBase's own answer to a draft without a guest, not the proxy's.
  expect(res.status).toBe(401);
});
