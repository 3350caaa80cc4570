// A real PocketBase from the project's own build, on a free port with a fresh data directory, for one
// test file. Everything it writes goes away with stop().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPocketBase, runPocketBaseCommand, startPocketBase } from '../../scripts/lib/pocketbase';
import { freePort } from '../../scripts/lib/ports';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: string | FormData;
}

export interface TestPocketBase {
  url: string;
  dataDir: string;
  superuserToken: string;
  request: <T = any>(path: string, opts?: RequestOptions) => Promise<ApiResponse<T>>;
  /** Creates an app user (teacher) and returns its id and token. */
  createUser: (email: string, password?: string, name?: string) => Promise<{ id: string; token: string }>;
  /** Creates a record as superuser through the records API. */
  createRecord: <T = any>(collection: string, data: Record<string, unknown>) => Promise<T & { id: string }>;
  /** The PocketBase process id (for memory readings). */
  pid: () => number;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  kill: () => void;
}

export const superuser = { email: 'root@answersheet.test', password: 'root-password-1' };

/**
 * `env`: variables for the PocketBase process besides this one's (e.g. PB_API_CONCURRENCY). The server's
 * minute cron of expired drafts is off: tests that move a start back run `submit-expired-drafts` themselves.
 */
export async function startTestPocketBase(
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<TestPocketBase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'answersheet-it-'));
  runPocketBase(dataDir, ['migrate', 'up']);
  runPocketBase(dataDir, ['superuser', 'upsert', superuser.email, superuser.password]);
  const port = await freePort();
  const env = { PB_EXPIRED_DRAFTS_CRON: 'off', ...options.env };
  let server = await startPocketBase({ dataDir, port, quiet: true, env });
  const url = server.url;

  const request = async <T = any>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | FormData | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (typeof opts.rawBody === 'string') {
      headers['content-type'] ??= 'application/json';
    }
    if (opts.token) headers.authorization = opts.token;
    const res = await fetch(`${url}${path}`, { method: opts.method ?? 'GET', headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const auth = async (collection: string, identity: string, password: string) => {
    const res = await request<{ token: string; record: { id: string } }>(
      `/api/collections/${collection}/auth-with-password`,
      { method: 'POST', body: { identity, password } },
    );
    if (res.status !== 200) throw new Error(`auth ${identity} failed: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const superuserToken = (await auth('_superusers', superuser.email, superuser.password)).token;

  return {
    url,
    dataDir,
    superuserToken,
    request,
    createUser: async (email, password = 'user-password-1', name = 'Test Teacher') => {
      runPocketBaseCommand(dataDir, ['user-create', email, password, name]);
      const session = await auth('users', email, password);
      return { id: session.record.id, token: session.token };
    },
    createRecord: async (collection, data) => {
      const res = await request(`/api/collections/${collection}/records`, {
        method: 'POST',
        body: data,
        token: superuserToken,
      });
      if (res.status !== 200) throw new Error(`create ${collection} failed: ${JSON.stringify(res.body)}`);
      return res.body;
    },
    pid: () => server.process.pid ?? 0,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await server.stop();
      server = await startPocketBase({ dataDir, port, quiet: true, env });
    },
    kill: () => {
      server.process.kill('SIGKILL');
    },
  };
}
