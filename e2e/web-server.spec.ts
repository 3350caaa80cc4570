// The web server of `npm start` (docs/architecture.md, "Robustness rules"): only normalised /api/ paths
// reach PocketBase, and PocketBase's 413 for an oversized body reaches the browser as 413. Raw requests
// (node:http), so that no client tidies the path first.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT);

function raw(method: string, path: string, body?: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

for (const path of ['/api/../_/', '/api/%2e%2e/_/', '/api/..%2f_/', '/api//../_/', '/api/x/../../_/']) {
  test(`${path} never reaches PocketBase's dashboard`, async () => {
    const res = await raw('GET', path);
    expect(res.text).not.toMatch(/PocketBase|pbinstal|_\/images/i);
    expect(res.status).not.toBe(200);
  });
}

test('an oversized body answers 413 in PocketBase’s shape, every time', async () => {
  const answers = Array.from({ length: 4000 }, (_, i) => ({ questionId: `q${i}`, value: 'x'.repeat(40) }));
  const body = Buffer.from(JSON.stringify({ Room: 'r', raw: { answers } }));
  expect(body.length).toBeGreaterThan(65536);
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await raw('POST', '/api/exam/pending-submission', body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ status: 413 });
  }
});

test("a student's first screen comes compressed: every text file over 1 KB, the room's JSON too", async ({
  page,
}) => {
  const unpacked: string[] = [];
  let checked = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css|html|json|svg/.test(type) || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (!body || body.length <= 1024) return;
    checked++;
    // What the server sent, not what the browser unpacked: Chromium keeps the header.
    if (!/gzip|br|deflate/.test((await response.allHeaders())['content-encoding'] ?? ''))
      unpacked.push(url.pathname);
  });
  await page.goto('/ielts/demo');
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checked).toBeGreaterThan(3);
  expect(unpacked).toEqual([]);
});
