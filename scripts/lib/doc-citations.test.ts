// Every comment's citation of a docs heading or a repository path resolves (scripts/lib/doc-citations.ts).
import { describe, expect, it } from 'vitest';
import {
  brokenCitations,
  commentLines,
  findCitations,
  markdownHeadings,
  pathCandidates,
  repositoryRoot,
} from './doc-citations';

const topLevel = new Set(['src', 'pb_hooks', 'docs']);

describe('commentLines', () => {
  it('reads line, trailing and block comments, and not strings or URLs', () => {
    const source = [
      "const url = 'http://a/b'; // see lib/x.js",
      '/**',
      ' * a block',
      ' */',
      'const s = "// not a comment";',
      'fetch("http://x/y"); /* inline */ go();',
    ].join('\n');
    expect(commentLines(source)).toEqual(['see lib/x.js', '', 'a block', '', '', 'inline']);
  });

  it('reads # comments in shell files', () => {
    expect(commentLines('# install it\nFOO="#x" # set', true)).toEqual(['install it', 'set']);
  });
});

describe('findCitations', () => {
  it('finds each quoted heading after a doc, also when the heading wraps onto the next line', () => {
    const source = [
      '// Scoring (see docs/architecture.md, "Scoring" and "HTTP routes"): the rest.',
      '// Rooms (docs/product.md, "Room detail", "Test conditions").',
      '// group off (docs/architecture.md, "Robustness',
      '// rules").',
      '// Every screen of docs/product.md. Each "screen" is its own chunk.',
    ].join('\n');
    const headings = findCitations('src/a.ts', source, topLevel)
      .filter((c) => c.kind === 'heading')
      .map((c) => [c.line, c.doc, c.target]);
    expect(headings).toEqual([
      [1, 'docs/architecture.md', 'Scoring'],
      [1, 'docs/architecture.md', 'HTTP routes'],
      [2, 'docs/product.md', 'Room detail'],
      [2, 'docs/product.md', 'Test conditions'],
      [3, 'docs/architecture.md', 'Robustness rules'],
    ]);
  });

  it('takes paths with a file extension or under a top-level folder, and leaves routes, packages and examples', () => {
    const source = [
      '// lib/store/caches.js keeps it; see src/features/… and ./sheet.js.',
      '// GET /api/room/list, zod/mini, TRUE/FALSE, 127.0.0.1:8090/_/, `./media/a.png`, pb_data/types.d.ts',
    ].join('\n');
    const paths = findCitations('pb_hooks/lib/a.js', source, topLevel)
      .filter((c) => c.kind === 'path')
      .map((c) => c.target);
    expect(paths).toEqual(['lib/store/caches.js', 'src/features/…', './sheet.js']);
  });

  it('reads docs headings cited in a markdown text, and no paths there', () => {
    const text = 'The soak (`docs/performance-log.md`, "Targets") writes to lib/none.js.';
    expect(findCitations('docs/operations.md', text, topLevel)).toEqual([
      {
        file: 'docs/operations.md',
        line: 1,
        kind: 'heading',
        doc: 'docs/performance-log.md',
        target: 'Targets',
      },
    ]);
  });

  it('leaves folders .gitignore names', () => {
    const found = findCitations('bench/run.ts', '// writes bench/results/latest.json', topLevel, [
      'bench/results/',
    ]);
    expect(found).toEqual([]);
  });
});

describe('pathCandidates', () => {
  it('looks from the citing folder upwards and from the hooks roots, up to a placeholder', () => {
    expect(pathCandidates('pb_hooks/lib/a.js', 'store/caches.js')).toEqual([
      'pb_hooks/lib/store/caches.js',
      'pb_hooks/store/caches.js',
      'store/caches.js',
    ]);
    expect(pathCandidates('src/a.ts', 'src/features/<area>/api')).toContain('src/features');
    expect(pathCandidates('pb_hooks/lib/a.js', './sheet.js')).toEqual(['pb_hooks/lib/sheet.js']);
  });
});

describe('markdownHeadings', () => {
  it('reads headings outside code blocks, with and without backticks', () => {
    const headings = markdownHeadings('# Top\n## `npm start`\n```sh\n# not one\n```\n### Memory\n');
    expect([...headings]).toEqual(['Top', '`npm start`', 'npm start', 'Memory']);
  });
});

describe('the repository', () => {
  it("resolves every comment's citation of a docs heading or a repository path", () => {
    const { checked, broken } = brokenCitations(repositoryRoot);
    expect(checked).toBeGreaterThan(100);
    expect(broken, `Citations that do not resolve:\n${broken.join('\n')}`).toEqual([]);
  });
});
