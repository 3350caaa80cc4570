// The web server's compression of PocketBase's answers (api-compression.ts): JSON over 1 KB gzipped for a
// browser that takes it; everything else, the realtime stream included, passed through as it comes.
import { PassThrough } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forwardAnswer, shouldCompress } from './api-compression';

const json = { 'content-type': 'application/json' };

describe('shouldCompress', () => {
  it('gzips JSON over 1 KB, or of unknown length, for a browser that takes gzip', () => {
    expect(shouldCompress({ 'accept-encoding': 'gzip, br' }, { ...json, 'content-length': '5000' })).toBe(
      true,
    );
    expect(shouldCompress({ 'accept-encoding': 'gzip' }, json)).toBe(true);
  });
  it('leaves small answers, other types, a browser without gzip and what is compressed already', () => {
    expect(shouldCompress({ 'accept-encoding': 'gzip' }, { ...json, 'content-length': '1024' })).toBe(false);
    expect(shouldCompress({ 'accept-encoding': 'gzip' }, { 'content-type': 'text/event-stream' })).toBe(
      false,
    );
    expect(shouldCompress({ 'accept-encoding': 'gzip' }, { 'content-type': 'image/png' })).toBe(false);
    expect(shouldCompress({}, json)).toBe(false);
    expect(shouldCompress({ 'accept-encoding': 'gzip' }, { ...json, 'content-encoding': 'gzip' })).toBe(
      false,
    );
  });
});

/** A fake answer from PocketBase and a response that records what reaches the browser. */
function exchange(requestHeaders: IncomingMessage['headers'], answerHeaders: IncomingMessage['headers']) {
  const proxyRes = Object.assign(new PassThrough(), { statusCode: 200, headers: answerHeaders });
  const chunks: Buffer[] = [];
  const headers = new Map<string, unknown>();
  const res = Object.assign(new PassThrough(), {
    statusCode: 0,
    headersSent: false,
    setHeader: (name: string, value: unknown) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    flushHeaders: () => {},
  });
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  forwardAnswer(
    proxyRes as unknown as IncomingMessage,
    { headers: requestHeaders } as IncomingMessage,
    res as unknown as ServerResponse,
  );
  return { proxyRes, headers, chunks, body: () => Buffer.concat(chunks) };
}

describe('forwardAnswer', () => {
  it('gzips a large JSON answer and drops its length and the hop headers', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i })) });
    const { proxyRes, headers, body } = exchange(
      { 'accept-encoding': 'gzip' },
      { ...json, 'content-length': String(text.length), connection: 'close' },
    );
    proxyRes.end(text);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.has('content-length')).toBe(false);
    expect(headers.has('connection')).toBe(false);
    expect(gunzipSync(body()).toString()).toBe(text);
  });

  it('passes a stream through chunk by chunk, before it ends', async () => {
    const { proxyRes, headers, chunks } = exchange(
      { 'accept-encoding': 'gzip' },
      { 'content-type': 'text/event-stream' },
    );
    proxyRes.write('event:PB_CONNECT\n\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Buffer.concat(chunks).toString()).toBe('event:PB_CONNECT\n\n');
    expect(headers.has('content-encoding')).toBe(false);
    proxyRes.end();
  });
});
