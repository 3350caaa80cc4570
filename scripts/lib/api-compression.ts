// The web server of `npm start` compresses PocketBase's JSON answers (docs/architecture.md, "A student's
// first screen"), as nginx does in compose: Vite's preview compresses the files it serves but not what its
// proxy forwards, and a room's sheet is tens of KB of JSON on a phone's link. The proxy is told to leave the
// answer to us (selfHandleResponse); every answer is copied here, compressed only when it is JSON over 1 KB
// (or of unknown length), the browser takes gzip, and PocketBase did not compress it itself. Anything else,
// the realtime stream included, is passed through as it comes.
import { createGzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const COMPRESS_MIN_BYTES = 1024;
/** Headers of one hop, PocketBase's to us: the browser's connection is ours to keep open. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Whether to gzip this answer for this request. */
export function shouldCompress(
  requestHeaders: IncomingMessage['headers'],
  answerHeaders: IncomingMessage['headers'],
): boolean {
  if (!/\bgzip\b/.test(String(requestHeaders['accept-encoding'] ?? ''))) return false;
  if (answerHeaders['content-encoding']) return false;
  if (!/^application\/json\b/.test(String(answerHeaders['content-type'] ?? ''))) return false;
  const length = answerHeaders['content-length'];
  return length === undefined || Number(length) > COMPRESS_MIN_BYTES;
}

/** Writes PocketBase's answer `proxyRes` to `res`, compressed where shouldCompress says. */
export function forwardAnswer(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent || res.writableEnded) {
    proxyRes.resume(); // already answered (a body refused as too large)
    return;
  }
  const compress = shouldCompress(req.headers, proxyRes.headers);
  res.statusCode = proxyRes.statusCode ?? 502;
  if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    if (compress && name === 'content-length') continue;
    res.setHeader(name, value);
  }
  if (!compress) {
    res.flushHeaders();
    proxyRes.pipe(res);
    return;
  }
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  proxyRes.pipe(createGzip({ level: 5 })).pipe(res);
}
