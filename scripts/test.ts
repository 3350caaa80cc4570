// npm test: every layer, cheapest first, stopping at the first that fails. The end-to-end layer needs
// Chromium: installed from Debian when missing and allowed (scripts/lib/chromium.ts), else the run stops
// before that layer with one line saying what to install or set, instead of every test failing to launch.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium';
import { ensurePocketBase } from './lib/pocketbase';

const goMissing = () => spawnSync('go', ['version']).error !== undefined;

interface Step {
  name: string;
  command: string[];
  cwd?: string;
  /** What the step needs first: a reason it cannot run, or nothing. */
  needs?: () => string | undefined;
  /** Why the step is left out on this machine (said, not failed), or nothing. */
  skip?: () => string | undefined;
}

const steps: Step[] = [
  // The hooks' copy of src/rules/ (docs/architecture.md, "One source per rule"), before anything runs it.
  { name: 'rules for the hooks', command: ['npx', 'tsx', 'scripts/emit-rules.ts'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint and format', command: ['npm', 'run', 'lint'] },
  {
    name: 'server (Go)',
    // memory.counters: the C allocator's counters, which internal/allochold's test reads.
    command: ['go', 'test', '-tags', 'memory.counters', './...'],
    cwd: 'server',
    // Without Go, PocketBase is POCKETBASE_BIN's build (scripts/lib/pocketbase.ts) and our Go is not built:
    // said and left out on a developer's machine, but in CI (CI=true, which .ci/run sets) a missing Go or a
    // POCKETBASE_BIN fails the run, so a green CI always means our Go was tested and the suites ran on it.
    needs: () => {
      if (process.env.CI !== 'true') return undefined;
      if (goMissing()) return 'Go is not installed, and CI tests our Go build.';
      if (process.env.POCKETBASE_BIN) return 'POCKETBASE_BIN is set, and CI tests our Go build.';
      return undefined;
    },
    skip: () => (goMissing() ? 'Go is not installed, so server/ is not built here.' : undefined),
  },
  {
    name: 'unit and component',
    command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-dom', '--project', 'unit-node'],
  },
  { name: 'integration', command: ['npx', 'vitest', 'run', '--project', 'integration'] },
  {
    name: 'end-to-end',
    command: ['npx', 'playwright', 'test'],
    needs: () => {
      const chromium = ensureChromium();
      return 'message' in chromium ? chromium.message : undefined;
    },
  },
];

ensurePocketBase();
const results: string[] = [];
const passedBefore = () => `Passed before it: ${results.join(', ') || 'none'}.`;
for (const { name, command, cwd, needs, skip } of steps) {
  const missing = needs?.();
  if (missing) {
    console.error(`\n✗ ${name} not run. ${missing} ${passedBefore()}`);
    process.exit(1);
  }
  const skipped = skip?.();
  if (skipped) {
    console.log(`\n- ${name} left out: ${skipped}`);
    continue;
  }
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = Date.now();
  const [cmd, ...args] = command;
  const run = spawnSync(cmd!, args, { stdio: 'inherit', cwd });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s). ${passedBefore()}`);
    process.exit(run.status ?? 1);
  }
  results.push(`${name} (${seconds} s)`);
}
console.log(`\n✓ all test layers passed: ${results.join(', ')}`);
