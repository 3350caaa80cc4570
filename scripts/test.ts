// npm test: every layer, cheapest first, stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import { ensurePocketBase } from './lib/pocketbase';

const steps: [string, string[]][] = [
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint and format', ['npm', 'run', 'lint']],
  ['unit and component', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['integration', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['end-to-end', ['npx', 'playwright', 'test']],
];

ensurePocketBase();
const results: string[] = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd!, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s). Passed before it: ${results.join(', ') || 'none'}.`);
    process.exit(run.status ?? 1);
  }
  results.push(`${name} (${seconds} s)`);
}
console.log(`\n✓ all test layers passed: ${results.join(', ')}`);
