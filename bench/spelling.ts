// Spelling for the marker (docs/architecture.md, "Spelling for the marker"): how long the check of a 350-word
// essay takes once the British and American dictionaries are loaded (target < 200 ms), and how long they take
// to load. Two ways, in one run: (a) in Node, the module the worker runs (src/features/marking/spelling/
// spelling.ts), each essay's check beside the library's own floor, nspell's `correct()` on the same words
// split on spaces (no tokenising, no rules for names, hyphens or apostrophes); (b) in Chromium, the built
// app's worker as the marking screen starts it, timed from the page: the first answer (fetching and
// parsing the dictionaries, then one check) and each later essay's round trip. ESSAYS essays of realistic
// prose (bench/essays.ts), each with MISSPELT words changed to misspellings; ROUNDS rounds of each.
// Run with `npm run bench -- spelling`.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import nspell from 'nspell';
import { preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { root } from '../scripts/lib/pocketbase';
import { ensureWebBuild } from '../scripts/lib/web-build';
import { spellingChecker } from '../src/features/marking/spelling/spelling';
import { essayText } from './essays';

const ESSAYS = 20;
const ROUNDS = Number(process.env.BENCH_SPELLING_ROUNDS ?? 10);
const WORDS = 350;
const MISSPELT = 8;
export const spellingTargets = { checkMs: 200 };

export interface SpellingFigures {
  words: number;
  essays: number;
  rounds: number;
  /** The words the check finds per essay, on average (the misspellings made; the prose has none else). */
  unknownPerEssay: number;
  node: { loadMs: number; checkMedianMs: number; checkP95Ms: number; floorMedianMs: number; ratio: number };
  chromium: { firstAnswerMs: number; checkMedianMs: number; checkP95Ms: number; maxMs: number };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** ESSAYS essays of about WORDS words, each with MISSPELT words of five letters or more spread through it,
 *  their third and fourth letters swapped. */
function essays(): string[] {
  return Array.from({ length: ESSAYS }, (_, seed) => {
    const parts = essayText(seed + 1, WORDS).split(/(\s+)/);
    const long = parts.flatMap((part, i) => (/^[a-z]{5,}$/.test(part) && part[2] !== part[3] ? [i] : []));
    for (let i = 0; i < MISSPELT; i++) {
      const at = long[Math.floor(((i + 0.5) * long.length) / MISSPELT)]!;
      const word = parts[at]!;
      parts[at] = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    }
    return parts.join('');
  });
}

const dictionary = (name: string) => ({
  aff: readFileSync(join(root, 'node_modules', name, 'index.aff'), 'utf8'),
  dic: readFileSync(join(root, 'node_modules', name, 'index.dic'), 'utf8'),
});

function inNode(texts: string[]): SpellingFigures['node'] & { unknown: number } {
  const dictionaries = [dictionary('dictionary-en-gb'), dictionary('dictionary-en')];
  const started = performance.now();
  const check = spellingChecker(dictionaries);
  const loadMs = performance.now() - started;
  const spellers = dictionaries.map(({ aff, dic }) => nspell(aff, dic));
  const floor = (text: string) =>
    text
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}'-]/gu, ''))
      .filter((w) => w && !spellers.some((s) => s.correct(w)));
  const unknown = texts.reduce((n, text) => n + check(text).length, 0) / texts.length;
  const checks: number[] = [];
  const floors: number[] = [];
  // Taking turns, so a busy moment of the shared machine does not land on one side only.
  for (let r = 0; r < ROUNDS; r++) {
    for (const text of texts) {
      let t = performance.now();
      check(text);
      checks.push(performance.now() - t);
      t = performance.now();
      floor(text);
      floors.push(performance.now() - t);
    }
  }
  const checkMedianMs = quantile(checks, 0.5);
  const floorMedianMs = quantile(floors, 0.5);
  return {
    loadMs: round(loadMs),
    checkMedianMs: round(checkMedianMs),
    checkP95Ms: round(quantile(checks, 0.95)),
    floorMedianMs: round(floorMedianMs),
    ratio: round(checkMedianMs / floorMedianMs),
    unknown,
  };
}

async function inChromium(texts: string[]): Promise<SpellingFigures['chromium']> {
  await ensureWebBuild();
  const worker = readdirSync(join(root, 'dist', 'assets')).find((f) => /^spelling\.worker-.*\.js$/.test(f));
  if (!worker) throw new Error('no spelling worker in dist/assets');
  const server = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(server.resolvedUrls!.local[0]!);
    // tsx keeps function names with a helper of its own, which the page lacks.
    await page.evaluate('window.__name = (f) => f');
    return await page.evaluate(
      async ({ url, texts, rounds }) => {
        const spelling = new Worker(url, { type: 'module' });
        let id = 0;
        const ask = (text: string) =>
          new Promise<number>((resolve, reject) => {
            const started = performance.now();
            spelling.onmessage = ({ data }) =>
              'error' in data ? reject(new Error(data.error)) : resolve(performance.now() - started);
            spelling.postMessage({ id: id++, text });
          });
        const firstAnswerMs = await ask(texts[0]!);
        const times: number[] = [];
        for (let r = 0; r < rounds; r++) for (const text of texts) times.push(await ask(text));
        spelling.terminate();
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
        return {
          firstAnswerMs,
          checkMedianMs: at(0.5),
          checkP95Ms: at(0.95),
          maxMs: times[times.length - 1]!,
        };
      },
      { url: `/assets/${worker}`, texts, rounds: ROUNDS },
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function spellingScenario(): Promise<SpellingFigures> {
  const texts = essays();
  const words = Math.round(texts.reduce((n, t) => n + t.split(/\s+/).length, 0) / texts.length);
  const { unknown, ...node } = inNode(texts);
  const inBrowser = await inChromium(texts);
  const chromiumFigures = Object.fromEntries(
    Object.entries(inBrowser).map(([k, v]) => [k, round(v)]),
  ) as SpellingFigures['chromium'];
  return { words, essays: ESSAYS, rounds: ROUNDS, unknownPerEssay: unknown, node, chromium: chromiumFigures };
}

export function printSpelling(f: SpellingFigures) {
  console.log(
    `  ${f.essays} essays of ~${f.words} words (${f.unknownPerEssay} words found per essay), ${f.rounds} rounds each\n` +
      `  Node: dictionaries loaded in ${f.node.loadMs} ms; a check median ${f.node.checkMedianMs} ms, p95 ${f.node.checkP95Ms} ms; nspell's own correct() on the same words ${f.node.floorMedianMs} ms (${f.node.ratio}×)\n` +
      `  Chromium, the built worker: first answer (dictionaries fetched and parsed, one check) ${f.chromium.firstAnswerMs} ms; each later check's round trip median ${f.chromium.checkMedianMs} ms, p95 ${f.chromium.checkP95Ms} ms, max ${f.chromium.maxMs} ms`,
  );
}

export function spellingMisses(f: SpellingFigures): string[] {
  return f.chromium.checkP95Ms > spellingTargets.checkMs
    ? [`spelling check p95 ${f.chromium.checkP95Ms} ms > ${spellingTargets.checkMs} ms`]
    : [];
}
