// docker/nginx.conf spools a request body to disk before PocketBase sees it, so it takes a large body only
// where a route takes one (docs/architecture.md, "Robustness rules"): each size here equal to src/rules/limits.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/features/profile/profile-schema';
import * as rules from '../../src/rules/limits';

const conf = readFileSync(join(import.meta.dirname, '../../docker/nginx.conf'), 'utf8');

/** nginx's size syntax in bytes: 64k, 1m, 210m, or plain bytes. */
function bytes(size: string): number {
  const unit = { k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 }[size.slice(-1).toLowerCase()];
  return unit ? Number(size.slice(0, -1)) * unit : Number(size);
}

/** Each `location` of the file (nested ones too) with the client_max_body_size written directly in it. */
function locations(text: string): Map<string, number | null> {
  const found = new Map<string, number | null>();
  const stack: { name: string; size: number | null }[] = [];
  for (const token of text.replace(/#[^\n]*/g, '').match(/[{};]|[^{};]+/g) ?? []) {
    const words = token.trim().split(/\s+/);
    if (token === '{') continue;
    if (token === '}') {
      const done = stack.pop();
      if (done) found.set(done.name, done.size);
    } else if (words[0] === 'location') {
      stack.push({ name: words.slice(1).join(' '), size: null });
    } else if (words[0] === 'client_max_body_size') {
      const size = bytes(words[1]!);
      if (stack.length) stack[stack.length - 1]!.size = size;
      else found.set('(server)', size);
    }
  }
  return found;
}

describe('docker/nginx.conf', () => {
  const sizes = locations(conf);

  it('takes the custom routes’ small body everywhere but where a route takes more', () => {
    expect(sizes.get('(server)')).toBe(rules.BODY_LIMIT);
    expect(sizes.get('/api/')).toBe(rules.BODY_LIMIT);
  });

  it('takes an exam file only on the exam files route, and a document on the document routes', () => {
    expect(sizes.get('~ ^/api/library/exams/[^/]+/files$')).toBe(rules.FILE_BODY_LIMIT);
    expect(sizes.get('~ ^/api/library/exams(/[^/]+)?$')).toBe(rules.DOCUMENT_BODY_LIMIT);
    const large = [...sizes].filter(([, size]) => size !== null && size > rules.DOCUMENT_BODY_LIMIT);
    expect(large.map(([name]) => name).sort()).toEqual([
      '~ ^/api/collections/users/records(/[^/]+)?$',
      '~ ^/api/library/exams/[^/]+/files$',
    ]);
  });

  it('takes essays on the draft, submission and marking routes (docs/architecture.md, "Writing and marking")', () => {
    const answers = '~ ^/api/(exam/(pending-submission|submission)|room/marking/[^/]+/script/[^/]+/[^/]+)$';
    expect(sizes.get(answers)).toBe(rules.ANSWERS_BODY_LIMIT);
  });

  it('takes an avatar and its form on the users’ records, and no more than that', () => {
    const avatar = sizes.get('~ ^/api/collections/users/records(/[^/]+)?$')!;
    expect(avatar).toBeGreaterThan(AVATAR_MAX_BYTES);
    expect(avatar).toBeLessThanOrEqual(AVATAR_MAX_BYTES + 256 * 1024);
  });

  it('sends every /api/ location to PocketBase', () => {
    const blocks = conf.match(/location ~ \^\/api\/[^{]*\{[^}]*\}/g) ?? [];
    expect(blocks).toHaveLength(4);
    for (const block of blocks) expect(block).toContain('proxy_pass http://pocketbase:8090;');
  });
});

describe('docker/nginx.conf compression', () => {
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(conf)?.[1]?.trim();

  it('compresses every text answer over 1 KB, the app and the API alike, but never the realtime stream', () => {
    expect(directive('gzip')).toBe('on');
    expect(directive('gzip_min_length')).toBe('1024');
    expect(directive('gzip_proxied')).toBe('any');
    const types = directive('gzip_types')!.split(/\s+/);
    for (const type of ['application/javascript', 'text/css', 'application/json', 'image/svg+xml'])
      expect(types).toContain(type);
    expect(types).not.toContain('text/event-stream');
  });
});
