// npm run pocketbase -- ARGS: the pinned PocketBase with this project's data, hooks and migrations.
import { spawnSync } from 'node:child_process';
import { ensurePocketBase, pbDirs, root } from './lib/pocketbase';

const args = process.argv.slice(2);
const result = spawnSync(ensurePocketBase(), [...args, ...pbDirs(process.env.PB_DATA ?? 'pb_data')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
