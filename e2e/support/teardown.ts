import { rmSync } from 'node:fs';

export default function teardown() {
  if (process.env.E2E_PB_DATA) rmSync(process.env.E2E_PB_DATA, { recursive: true, force: true });
}
