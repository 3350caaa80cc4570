// Each route's initial JavaScript: the app entry and the route's own chunk (with its layout's, for admin
// screens), each with every chunk it imports statically, gzip-compressed. Used by the Vite plugin that
// prints it on every build and by the bundle budget test.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

export interface RouteSize {
  route: string;
  gzipBytes: number;
  chunks: string[];
  modules: string[];
}

/** The screens, by route, and the source files whose chunks a first visit needs. */
export const routeFiles: Record<string, string[]> = {
  '/': [],
  '/ielts/:slug': ['src/features/guest-sheet/routes/guest-sheet-route.tsx'],
  // The same route for a `computer` room: the screen of the test on computer is a chunk of its own.
  '/ielts/:slug (computer)': [
    'src/features/guest-sheet/routes/guest-sheet-route.tsx',
    'src/features/guest-sheet/computer/components/computer-screen.tsx',
  ],
  '/_/login': ['src/app/layouts/login-layout.tsx', 'src/features/auth/routes/login-route.tsx'],
  '/_/dashboard': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/dashboard/routes/dashboard-route.tsx',
  ],
  '/_/room/:slug': ['src/app/layouts/authenticated-layout.tsx', 'src/features/room/routes/room-route.tsx'],
  '/_/room/:slug/results': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/results/routes/results-route.tsx',
  ],
  '/_/room/:slug/marking': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/marking/routes/marking-route.tsx',
  ],
  '/_/exams': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/exams/routes/exam-library-route.tsx',
  ],
  '/_/exams/:id': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/exams/routes/exam-editor-route.tsx',
  ],
  '/_/user': ['src/app/layouts/authenticated-layout.tsx', 'src/features/profile/routes/profile-route.tsx'],
  '/_/students/:id': [
    'src/app/layouts/authenticated-layout.tsx',
    'src/features/students/routes/student-route.tsx',
  ],
  // A student's own progress page: opened from a phone, no admin code.
  '/ielts/progress/:token': ['src/features/progress/routes/progress-route.tsx'],
};

/** A built bundle's chunks, with what a first visit of some source files needs of them. */
export function chunkGraph(bundle: Bundle) {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The file names of `start` and of every chunk they import statically, in order. */
  const closure = (start: Chunk[], seen = new Set<string>()) => {
    for (const chunk of start) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      closure(
        chunk.imports.map((f) => byFile.get(f)).filter((c): c is Chunk => !!c),
        seen,
      );
    }
    return seen;
  };
  /** The chunk whose entry module is the source file `file`. */
  const chunkOf = (file: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(file));
    if (!chunk) throw new Error(`no chunk for ${file}`);
    return chunk;
  };
  return { entry: chunks.filter((c) => c.isEntry), byFile, closure, chunkOf };
}

export function routeSizes(bundle: Bundle): RouteSize[] {
  const { entry, byFile, closure, chunkOf } = chunkGraph(bundle);
  return Object.entries(routeFiles).map(([route, files]) => {
    const own = files.map(chunkOf);
    const needed = [...closure([...entry, ...own])].map((f) => byFile.get(f)!);
    return {
      route,
      gzipBytes: needed.reduce((n, c) => n + gzipSync(c.code).length, 0),
      chunks: needed.map((c) => c.fileName),
      modules: needed.flatMap((c) => c.moduleIds),
    };
  });
}

/** Prints the table after every production build. */
export function routeBudgetReport(): Plugin {
  return {
    name: 'answersheet-route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes = routeSizes(bundle as unknown as Bundle);
      const lines = sizes.map(
        (s) => `  ${s.route.padEnd(24)} ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip`,
      );
      this.info(`initial JavaScript per route:\n${lines.join('\n')}`);
    },
  };
}
