import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiProxy } from './scripts/lib/api-proxy.ts';
import { firstScreenHtml } from './scripts/lib/first-screen-html.ts';
import { routeBudgetReport } from './scripts/lib/route-budget.ts';

const pbPort = process.env.PB_PORT ?? '8090';
const pbTarget = `http://127.0.0.1:${pbPort}`;

export default defineConfig({
  plugins: [react(), routeBudgetReport(), firstScreenHtml()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Test helpers (render, msw, fixtures, a real PocketBase): one folder, one alias.
      '@test': fileURLToPath(new URL('./tests/support', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // A school reaches the app by any LAN name or address (HOST=0.0.0.0); Vite would refuse unknown names.
    allowedHosts: true,
    proxy: { '/api': apiProxy(pbTarget) },
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // A school reaches the app by any LAN name or address (HOST=0.0.0.0); Vite would refuse unknown names.
    allowedHosts: true,
    proxy: { '/api': apiProxy(pbTarget) },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every screen needs first, in one chunk: left to itself the bundler splits it into a chunk per
        // set of lazy screens sharing a module, and each split costs the guest route's first download
        // (tests/integration/bundle-budget.test.ts).
        codeSplitting: {
          groups: [
            {
              name: 'app-core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority|axios|@radix-ui[\\/]react-slot)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Components: each file in a fresh jsdom, as screens keep module state (query caches, stores).
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/component.ts'],
          css: false,
          // Component tests render lazily loaded screens and type into them; on a loaded two-core machine one
          // can take longer than Vitest's 5 s without anything being wrong (findBy waits up to 5 s itself).
          testTimeout: 15_000,
          // Vitest would take one worker on two cores; jsdom's setup per file makes two nearly twice as fast.
          maxWorkers: 2,
        },
      },
      {
        // The modules whose tests need a DOM or browser storage but render nothing (.dom.test.ts): one jsdom
        // per worker rather than per file, which was most of their time (189 s → 36 s for 23 files on a
        // loaded machine). Their setup file clears storage and the DOM after every test.
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.dom.test.ts'],
          setupFiles: ['tests/setup/component.ts'],
          isolate: false,
          testTimeout: 15_000,
          maxWorkers: 2,
        },
      },
      {
        // Pure modules, the browser's among them: no DOM, so none of jsdom's setup per file.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'pb_hooks/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          testTimeout: 15_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own PocketBase; two cores, so two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
