// docker/web.Dockerfile builds the app from what it copies: every file vite.config.ts loads, through its
// relative imports and requires, must be among them, or `docker compose build` fails where no test runs it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8');

/** The paths the build stage copies (a directory ends with /). */
const copied = [...dockerfile.split(/^FROM /m)[1]!.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
  m[1]!.split(/\s+/),
);

/** A relative specifier from `from`, as the file it names. */
function resolveFile(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.js`, `${base}.tsx`])
    if (existsSync(candidate)) return candidate;
  throw new Error(`${relative(root, from)}: cannot resolve ${spec}`);
}

/** Every file vite.config.ts loads by relative path, itself included. */
function configFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/(?:from|require\(|createRequire\([^)]*\)\()\s*'(\.{1,2}\/[^']+)'/g))
      visit(resolveFile(file, m[1]!));
  };
  visit(join(root, 'vite.config.ts'));
  return [...seen].map((f) => relative(root, f));
}

describe('docker/web.Dockerfile', () => {
  it('copies every file vite.config.ts loads into its build stage', () => {
    const files = configFiles();
    expect(files.length).toBeGreaterThan(3);
    const missing = files.filter(
      (file) => !copied.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path)),
    );
    expect(missing).toEqual([]);
  });
});
