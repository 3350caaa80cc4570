// The rules of src/rules/, emitted as CommonJS into pb_hooks/lib/rules/ for the hooks to `require`
// (docs/architecture.md, "One source per rule"). One file per rule module, each with the rules it imports
// bundled in: scoring.ts's calls to word-count.ts stay plain calls in the hooks' engine, not reads through
// a CommonJS module's export getters on every answer. The emitted files are committed, so PocketBase and the Go tests of server/ run from a fresh clone; rules-emit.test.ts fails
// when one lags its source.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { root } from './pocketbase';

export const RULES_SOURCE = join(root, 'src', 'rules');
export const RULES_TARGET = join(root, 'pb_hooks', 'lib', 'rules');

/** The hooks' engine (goja) runs ES2018 and part of later editions: newer syntax is lowered. */
const TARGET = 'es2018';

/** The rule modules: the TypeScript files of src/rules/ that are not tests. */
function sourceNames(): string[] {
  return readdirSync(RULES_SOURCE)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .sort();
}

/** One rule module as the hooks load it: CommonJS, with the rules it imports. */
function emitOne(name: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [join(RULES_SOURCE, name)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: 'neutral',
    format: 'cjs',
    target: TARGET,
    legalComments: 'inline',
  });
  return `// Generated from src/rules/${name} by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").\n${outputFiles[0]!.text}`;
}

/** Every emitted file's text by its name in pb_hooks/lib/rules/, made in memory. */
export function emittedRules(): Map<string, string> {
  return new Map(sourceNames().map((name) => [name.replace(/\.ts$/, '.js'), emitOne(name)]));
}

/** The names of the files now in pb_hooks/lib/rules/. */
export function emittedOnDisk(): string[] {
  return existsSync(RULES_TARGET) ? readdirSync(RULES_TARGET).sort() : [];
}

/** Writes the files that differ and removes those whose source is gone; returns the names it changed. */
export function emitRules(): string[] {
  const wanted = emittedRules();
  mkdirSync(RULES_TARGET, { recursive: true });
  const changed: string[] = [];
  for (const [name, text] of wanted) {
    const path = join(RULES_TARGET, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    changed.push(name);
  }
  for (const name of emittedOnDisk()) {
    if (wanted.has(name)) continue;
    rmSync(join(RULES_TARGET, name));
    changed.push(name);
  }
  return changed;
}

/**
 * Emits again whenever a file of src/rules/ changes (`npm run dev`), so PocketBase's hooks watch restarts
 * on the new rules. A failed emission (a syntax error mid-edit) is said and the last good files stay.
 */
export function watchRules(): { close: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(RULES_SOURCE, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        const changed = emitRules();
        if (changed.length) console.log(`Rules emitted for the hooks: ${changed.join(', ')}`);
      } catch (error) {
        console.error(`Rules not emitted: ${(error as Error).message}`);
      }
    }, 100);
  });
  return {
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
