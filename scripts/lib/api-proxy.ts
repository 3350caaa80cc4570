// How the web server of `npm start` and `npm run dev` forwards /api/ to PocketBase (docs/architecture.md,
// "Robustness rules"). Two guards the plain proxy lacks:
// - Only normalised /api/ paths are forwarded. PocketBase cleans a path itself, so `/api/../_/` (or its
//   percent-encoded forms) would reach its superuser dashboard through the app's port; such paths get 404.
// - A body over the custom routes' limit is refused here with PocketBase's own 413. PocketBase answers 413
//   and closes the connection while the body is still streaming, which the proxy reported as a 502. A
//   declared length is checked before anything is forwarded; a chunked body (no Content-Length) is counted
//   as it streams, and cut off before PocketBase sees more than the limit.
import { posix } from 'node:path';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import {
  ANSWERS_BODY_LIMIT,
  BODY_LIMIT,
  DOCUMENT_BODY_LIMIT,
  FILE_BODY_LIMIT,
} from '../../src/rules/limits.ts';
import { forwardAnswer } from './api-compression.ts';

/** The prefixes of the custom JSON routes, all behind the BODY_LIMIT middleware (pb_hooks/routes.pb.js). */
const LIMITED_PREFIXES = ['/api/exam/', '/api/room/', '/api/section-question/'];
/** The exam library's routes: documents up to DOCUMENT_BODY_LIMIT, an exam's files up to FILE_BODY_LIMIT. */
const LIBRARY_PREFIX = '/api/library/';
const EXAM_FILES = /^\/api\/library\/exams\/[^/?#]+\/files(?:[?#]|$)/;
/** Drafts and submissions (essays) and a mark's notes on an essay: up to ANSWERS_BODY_LIMIT. */
const ANSWERS_ROUTES =
  /^\/api\/(?:exam\/(?:pending-submission|submission)|room\/marking\/[^/?#]+\/script\/[^/?#]+\/[^/?#]+)(?:[?#]|$)/;

/** The body limit of a custom route, or null for PocketBase's own routes. */
function limitOf(url: string): number | null {
  if (ANSWERS_ROUTES.test(url)) return ANSWERS_BODY_LIMIT;
  if (LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix))) return BODY_LIMIT;
  if (url.startsWith(LIBRARY_PREFIX)) return EXAM_FILES.test(url) ? FILE_BODY_LIMIT : DOCUMENT_BODY_LIMIT;
  return null;
}

/** The path of a request URL, decoded, if it is a clean /api/ path; null otherwise. */
export function cleanApiPath(url: string): string | null {
  const rawPath = url.split('?')[0]!.split('#')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return posix.normalize(path).startsWith('/api/') ? path : null;
}

/** Whether the request declares a body larger than its route accepts. */
export function bodyTooLarge(url: string, contentLength: string | undefined): boolean {
  const limit = limitOf(url);
  return limit !== null && Number(contentLength ?? 0) > limit;
}

function answer(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('connection', 'close');
  res.end(JSON.stringify({ data: {}, message, status }));
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse) {
  req.resume(); // drain what the client still sends, then answer
  answer(res, 413, 'Request entity too large.');
}

/**
 * Counts a forwarded body's bytes and, past its route's limit, stops forwarding it and answers 413. This
 * listener is added before the proxy pipes the body on, so it sees each chunk first: the chunk over the
 * limit never reaches PocketBase.
 */
function limitStreamedBody(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) {
  const limit = limitOf(req.url ?? '');
  if (limit === null) return;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    req.unpipe(proxyReq);
    if (!res.headersSent) refuseTooLarge(req, res);
    proxyReq.destroy();
  };
  req.on('data', count);
}

export function apiProxy(target: string): ProxyOptions {
  return {
    target,
    // Answers are written by forwardAnswer (api-compression.ts), compressed where they should be.
    selfHandleResponse: true,
    bypass(req: IncomingMessage, res: ServerResponse | undefined) {
      const url = req.url ?? '';
      if (!res) return cleanApiPath(url) === null ? false : undefined; // a WebSocket upgrade
      if (cleanApiPath(url) === null) return false; // Vite answers 404
      if (bodyTooLarge(url, req.headers['content-length'])) {
        refuseTooLarge(req, res);
        return url; // a string with the response ended: Vite stops there
      }
      return undefined;
    },
    configure(proxy) {
      proxy.on('proxyReq', limitStreamedBody);
      proxy.on('proxyRes', forwardAnswer);
    },
  };
}
