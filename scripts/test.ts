// npm test: every layer, cheapest first, stopping at the first that fails. The static checks (types, lint and
// format, Go) share a stage and run side by side, each single-threaded, with their output printed in turn. The end-to-end layer needs
// Chromium: installed from Debian when missing and allowed (scripts/lib/chromium.ts), else the run stops
// before that layer with one line saying what to install or set, instead of every test failing to launch.
import { spawn, spawnSync } from 'node:child_process';
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
  /** Runs beside the steps next to it with the same stage. */
  stage?: 'checks';
}

const steps: Step[] = [
  // The hooks' copy of src/rules/ (docs/architecture.md, "One source per rule"), before anything runs it.
  { name: 'rules for the hooks', command: ['npx', 'tsx', 'scripts/emit-rules.ts'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'], stage: 'checks' },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'], stage: 'checks' },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'], stage: 'checks' },
  {
    name: 'server (Go)',
    stage: 'checks',
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

/** Runs a step with its output kept, for a stage whose steps run side by side. */
function runKept({ command, cwd }: Step): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const [cmd, ...args] = command;
    const child = spawn(cmd!, args, { cwd, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

ensurePocketBase();
const results: string[] = [];
const passedBefore = () => `Passed before it: ${results.join(', ') || 'none'}.`;

/** A step's go-ahead: false (and the run stops) when it cannot run; 'skip' when it is left out here. */
function ready({ name, needs, skip }: Step): boolean | 'skip' {
  const missing = needs?.();
  if (missing) {
    console.error(`\n✗ ${name} not run. ${missing} ${passedBefore()}`);
    process.exit(1);
  }
  const skipped = skip?.();
  if (!skipped) return true;
  console.log(`\n- ${name} left out: ${skipped}`);
  return 'skip';
}

for (let i = 0; i < steps.length;) {
  const step = steps[i]!;
  // Consecutive steps of one stage run together; any other step alone.
  let end = i + 1;
  if (step.stage) while (end < steps.length && steps[end]!.stage === step.stage) end++;
  const stage = steps.slice(i, end);
  i = end;
  const running = stage.filter((s) => ready(s) === true);
  if (running.length === 0) continue;
  const started = Date.now();
  if (running.length === 1 && !step.stage) {
    const { name, command, cwd } = running[0]!;
    console.log(`\n▶ ${name}: ${command.join(' ')}`);
    const [cmd, ...args] = command;
    const run = spawnSync(cmd!, args, { stdio: 'inherit', cwd });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (run.status !== 0) {
      console.error(`\n✗ ${name} failed (${seconds} s). ${passedBefore()}`);
      process.exit(run.status ?? 1);
    }
    results.push(`${name} (${seconds} s)`);
    continue;
  }
  console.log(`\n▶ side by side: ${running.map((s) => s.name).join(', ')}`);
  const outcomes = await Promise.all(
    running.map(async (s) => ({
      step: s,
      ...(await runKept(s)),
      seconds: ((Date.now() - started) / 1000).toFixed(0),
    })),
  );
  for (const { step: s, output, seconds } of outcomes) {
    console.log(`\n▶ ${s.name}: ${s.command.join(' ')} (${seconds} s)`);
    process.stdout.write(output);
  }
  const failed = outcomes.filter((o) => o.status !== 0);
  if (failed.length > 0) {
    console.error(
      `\n✗ ${failed.map((o) => `${o.step.name} failed (${o.seconds} s)`).join('; ')}. ${passedBefore()}`,
    );
    process.exit(failed[0]!.status ?? 1);
  }
  for (const o of outcomes) results.push(`${o.step.name} (${o.seconds} s)`);
}
console.log(`\n✓ all test layers passed: ${results.join(', ')}`);
