// Comments point to the project's own docs headings (`docs/architecture.md, "Scoring"`) and files
// (`lib/store/caches.js`, `src/features/…`); this finds every such citation and says which no longer resolve,
// so a renamed heading or a moved file cannot leave comments pointing at nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Citation {
  /** The citing file, relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  /** `heading`: a quoted heading of `doc`; `path`: a file or folder of the repository. */
  kind: 'heading' | 'path';
  target: string;
  doc?: string;
}

/** Where comments are read: the code of every part of the project. */
export const citingFolders = [
  'src',
  'pb_hooks',
  'pb_migrations',
  'scripts',
  'tests',
  'e2e',
  'bench',
  'server',
  '.ci',
];
const codeFile = /\.(ts|tsx|js|mjs|cjs|go)$/;
const shellFile = (file: string) => file.startsWith('.ci/') && !codeFile.test(file);
/** Made by builds and runs, never committed: a comment may name them without them being there. */
const generated = new Set(['node_modules', 'dist', 'pb_data', 'test-results', 'playwright-report', '.bin']);
/** A path cited by name alone counts when its last part is one of these. */
const citedExtensions = /\.(ts|tsx|js|mjs|cjs|go|md|json|css)$/;

/**
 * The comment text of each line (empty where the line has none). Line comments, block comments and, for shell
 * files, `#` comments; quotes on a line are skipped so `'//'` in a string is not a comment. A `//` after a `:`
 * (`http://`) is not one either.
 */
export function commentLines(source: string, shell = false): string[] {
  const out: string[] = [];
  let inBlock = false;
  for (const line of source.split('\n')) {
    let text = '';
    let quote = '';
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (inBlock) {
        if (line.startsWith('*/', i)) {
          inBlock = false;
          i++;
        } else text += c;
      } else if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = '';
      } else if (shell ? c === '#' : line.startsWith('//', i) && line[i - 1] !== ':') {
        text += ' ' + line.slice(i + (shell ? 1 : 2));
        break;
      } else if (!shell && line.startsWith('/*', i)) {
        inBlock = true;
        i++;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
    }
    // A block comment's leading `*` is layout, not text.
    out.push(text.replace(/^\s*\*(?!\/)/, '').trim());
  }
  return out;
}

const docCitation = /docs\/([\w-]+\.md)`?(?:,|:)?\s+((?:"[^"]+"(?:\s*(?:,|and|or)\s*(?=")|)\s*)+)/g;
const pathToken =
  /(?<![\w@/.:~$-])((?:\.{1,2}\/)+[\w.-]+(?:\/[\w.…*<>{}-]*)*|[A-Za-z_][\w.-]*(?:\/[\w.…*<>{}-]*)+)/g;

/**
 * The citations in one file's comments (in a markdown file, its text, and docs headings only). `topLevel` holds the names at the repository's root (a path starting
 * with one is a citation even without an extension); paths under `ignored` (.gitignore's folders) are left out.
 */
export function findCitations(
  file: string,
  source: string,
  topLevel: ReadonlySet<string>,
  ignored: readonly string[] = [],
): Citation[] {
  // The docs cite each other in their text; their paths are examples as often as citations.
  const markdown = file.endsWith('.md');
  const lines = markdown ? source.split('\n') : commentLines(source, shellFile(file));
  const found: Citation[] = [];
  lines.forEach((text, index) => {
    if (!text) return;
    const line = index + 1;
    // A heading may wrap onto the next comment lines.
    const joined = [text, lines[index + 1] ?? '', lines[index + 2] ?? ''].join(' ');
    for (const match of joined.matchAll(docCitation)) {
      if (match.index >= text.length) break;
      for (const quoted of match[2]!.matchAll(/"([^"]+)"/g)) {
        found.push({ file, line, kind: 'heading', doc: `docs/${match[1]}`, target: quoted[1]!.trim() });
      }
    }
    if (markdown) return;
    for (const match of text.matchAll(pathToken)) {
      const target = match[1]!.replace(/[.,:;)]+$/, '');
      const first = target.replace(/^(\.{1,2}\/)+/, '').split('/')[0]!;
      // A relative path counts only with a code file's extension: `./media/a.png` is an example, not a citation.
      const relativeToFile = target.startsWith('./') || target.startsWith('../');
      if (!citedExtensions.test(target) && (relativeToFile || !topLevel.has(first))) continue;
      if (target.split('/').some((part) => generated.has(part))) continue;
      if (ignored.some((prefix) => target.startsWith(prefix))) continue;
      // A landed migration is never edited: the files it names are those of the day it landed.
      if (file.startsWith('pb_migrations/')) continue;
      found.push({ file, line, kind: 'path', target });
    }
  });
  return found;
}

/** A markdown file's headings, code blocks aside, as written and with their backticks taken out. */
export function markdownHeadings(markdown: string): Set<string> {
  const headings = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      headings.add(heading[1]!);
      headings.add(heading[1]!.replaceAll('`', ''));
    }
  }
  return headings;
}

/**
 * Where a cited path may be: `./`/`../` paths from the citing file's folder; others from that folder or any
 * folder above it (`lib/store/caches.js` in pb_hooks/), or from the hooks' own roots, which hook comments
 * elsewhere name their files from. The part from a placeholder on (`…`, `*`, `<area>`, `{id}`) is dropped.
 */
export function pathCandidates(file: string, target: string): string[] {
  const cut = target.split('/').findIndex((part) => /[…*<>{}]/.test(part));
  const path = cut === -1 ? target : target.split('/').slice(0, cut).join('/');
  if (!path) return [];
  const from = posix.dirname(file);
  if (path.startsWith('./') || path.startsWith('../')) return [posix.normalize(posix.join(from, path))];
  const bases: string[] = [];
  for (let dir = from; ; dir = posix.dirname(dir)) {
    bases.push(dir === '.' ? '' : dir);
    if (dir === '.' || dir === '/') break;
  }
  bases.push('pb_hooks', 'pb_hooks/lib');
  return [...new Set(bases.map((base) => posix.join(base, path)))];
}

function* codeFiles(root: string, folder: string): Generator<string> {
  const dir = join(root, folder);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (generated.has(entry.name)) continue;
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) yield* codeFiles(root, path);
    else if (codeFile.test(entry.name) || shellFile(path)) yield path;
  }
}

/** Every citation in the project's code, and the ones that do not resolve, as `file:line: what is missing`. */
export function brokenCitations(root: string): { checked: number; broken: string[] } {
  const topLevel = new Set(readdirSync(root).filter((name) => !generated.has(name)));
  const headings = new Map<string, Set<string> | null>();
  const headingsOf = (doc: string) => {
    if (!headings.has(doc)) {
      const path = join(root, doc);
      headings.set(doc, existsSync(path) ? markdownHeadings(readFileSync(path, 'utf8')) : null);
    }
    return headings.get(doc);
  };
  const gitignore = existsSync(join(root, '.gitignore'))
    ? readFileSync(join(root, '.gitignore'), 'utf8')
    : '';
  const ignored = gitignore
    .split('\n')
    .map((line) => line.trim().replace(/^\//, ''))
    .filter((line) => line.endsWith('/') && line.slice(0, -1).includes('/'));
  const rootFiles = readdirSync(root).filter((name) => codeFile.test(name) || name === 'README.md');
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const files = [...rootFiles, ...docs, ...citingFolders.flatMap((folder) => [...codeFiles(root, folder)])];
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const citations = findCitations(
      file.split(sep).join('/'),
      readFileSync(join(root, file), 'utf8'),
      topLevel,
      ignored,
    );
    for (const citation of citations) {
      checked++;
      const where = `${citation.file}:${citation.line}`;
      if (citation.kind === 'heading') {
        const known = headingsOf(citation.doc!);
        if (known === null) broken.push(`${where}: ${citation.doc} does not exist`);
        else if (!known!.has(citation.target)) {
          broken.push(`${where}: ${citation.doc} has no heading "${citation.target}"`);
        }
      } else {
        const candidates = pathCandidates(citation.file, citation.target);
        if (candidates.length && !candidates.some((path) => existsSync(join(root, path)))) {
          broken.push(`${where}: no file or folder ${citation.target} (looked for ${candidates[0]})`);
        }
      }
    }
  }
  return { checked, broken };
}

export const repositoryRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
