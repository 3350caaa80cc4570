// A student's first screen (docs/architecture.md, "A student's first screen"): the built index.html carries
// an inline script (src/features/guest-sheet/api/early-boot.ts, compiled here) that, on a guest sheet's
// address, starts the guest's requests and names the first screen's modules as module preloads while the
// page is parsed. Without it the chain was the page → the entry → its imports → the gate's chunks → the
// guest → the room. Vite preloads the entry's own imports; this names the lazy ones the first screen needs.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { chunkGraph, type Bundle } from './route-budget.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The source files of a guest sheet's first screen: the route, then the gate (new) or welcome (back), and
 * the test on computer's screen once the room's answer says it is delivered so.
 */
export const firstScreenFiles = {
  sheet: [
    'src/features/guest-sheet/routes/guest-sheet-route.tsx',
    'src/features/guest-sheet/components/question-map.tsx',
  ],
  gate: ['src/features/guest-sheet/components/gate-dialog.tsx'],
  welcome: ['src/features/guest-sheet/components/welcome-dialog.tsx'],
  computer: ['src/features/guest-sheet/computer/components/computer-screen.tsx'],
};
export type FirstScreenPreloads = Record<keyof typeof firstScreenFiles, string[]>;

/** Each list's chunks with what they import, less what the entry imports (Vite preloads those itself). */
export function firstScreenPreloads(bundle: Bundle, base = '/'): FirstScreenPreloads {
  const { entry, byFile, closure, chunkOf } = chunkGraph(bundle);
  const fromEntry = closure(entry);
  const list = (files: string[]) =>
    [...closure(files.map(chunkOf))].filter((f) => !fromEntry.has(f) && byFile.has(f)).map((f) => base + f);
  const sheet = list(firstScreenFiles.sheet);
  const notSheet = (files: string[]) => list(files).filter((f) => !sheet.includes(f));
  return {
    sheet,
    gate: notSheet(firstScreenFiles.gate),
    welcome: notSheet(firstScreenFiles.welcome),
    computer: notSheet(firstScreenFiles.computer),
  };
}

/** early-boot.ts as one small classic script, with the preload lists written in. */
export async function compileEarlyBoot(preloads: FirstScreenPreloads | null): Promise<string> {
  const out = await build({
    entryPoints: [join(root, 'src/features/guest-sheet/api/early-boot.ts')],
    tsconfig: join(root, 'tsconfig.json'),
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __FIRST_SCREEN_PRELOADS__: JSON.stringify(preloads) },
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text.trim();
}

/**
 * The Vite plugin: the built index.html gets the inline script right after its charset, before the
 * stylesheet: a classic script after a stylesheet would wait for it.
 */
export function firstScreenHtml(): Plugin {
  let base = '/';
  return {
    name: 'answersheet-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const preloads = ctx.bundle ? firstScreenPreloads(ctx.bundle as unknown as Bundle, base) : null;
        const script = `<script>${await compileEarlyBoot(preloads)}</script>`;
        const charset = /<meta charset="[^"]*" \/>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset> to put the early script after');
        return html.replace(charset, (tag) => `${tag}\n    ${script}`);
      },
    },
  };
}
