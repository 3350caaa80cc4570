// npm start (built app, vite preview) and npm run dev (vite dev server, hot reload): PocketBase on
// 127.0.0.1:$PB_PORT and the app on $PORT with /api forwarded to PocketBase. A new database gets the demo
// data; an existing one is kept as it is. With BACKUP_DIR set, Litestream streams the databases there and
// the uploaded files are copied beside them (docs/operations.md, "Backups and a restore drill").
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, preview } from 'vite';
import { MIRROR_INTERVAL_MS, startFileMirror } from './lib/file-mirror';
import { ensureLitestream, startLitestream, STORAGE } from './lib/litestream';
import { ensurePocketBase, root, runPocketBase, startPocketBase } from './lib/pocketbase';
import { emitRules, watchRules } from './lib/rules-emit';
import { demoAdmin, seedDemo } from './lib/seed';
import { ensureWebBuild } from './lib/web-build';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
const pbPort = Number(process.env.PB_PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(root, process.env.PB_DATA ?? 'pb_data');
const backupDir = process.env.BACKUP_DIR ? resolve(root, process.env.BACKUP_DIR) : null;
// vite.config.ts reads PB_PORT for its /api proxy.
process.env.PB_PORT = String(pbPort);

ensurePocketBase();
// The hooks require the rules as emitted from src/rules/ (docs/architecture.md, "One source per rule");
// under `npm run dev` a changed rule is emitted again and PocketBase's hooks watch restarts on it.
emitRules();
const rulesWatch = dev ? watchRules() : null;
if (backupDir) ensureLitestream();
const fresh = !existsSync(join(dataDir, 'data.db'));
runPocketBase(dataDir, ['migrate', 'up']);
if (fresh) {
  console.log('New database: adding the demo rooms and the demo admin…');
  seedDemo(dataDir);
}

// PocketBase under a memory limit (docs/operations.md, "Memory"), as in compose: Go collects garbage harder
// as the heap nears it, rather than letting a burst of requests grow it without bound.
const pb = await startPocketBase({
  dataDir,
  port: pbPort,
  quiet: !dev,
  hooksWatch: dev,
  env: { GOMEMLIMIT: process.env.GOMEMLIMIT ?? '400MiB' },
});
const backup = backupDir
  ? {
      litestream: startLitestream({ dataDir, replicaDir: backupDir }),
      files: startFileMirror(join(dataDir, STORAGE), join(backupDir, STORAGE), (error) =>
        console.error(`Backup: copying the uploaded files failed: ${error.message}`),
      ),
    }
  : null;
const web = dev
  ? await createServer({ root, server: { port, host, strictPort: true } })
  : (await ensureWebBuild(), await preview({ root, preview: { port, host, strictPort: true } }));
if ('listen' in web) await web.listen();

const appUrl = `http://localhost:${port}`;
console.log(`
  AnswerSheet is running${dev ? ' (dev, hot reload)' : ''}
  App:         ${appUrl}            (guest demo: ${appUrl}/ielts/demo)
  On computer: ${appUrl}/ielts/demo-computer   (the demo of the test on computer)
  Admin:       ${appUrl}/_/login    (${demoAdmin.email} / ${demoAdmin.password} on a demo database)
  PocketBase:  ${pb.url}/_/   (its own dashboard; same login as a superuser on a demo database)
  Data:        ${dataDir}
  Backup:      ${backupDir ? `streaming to ${backupDir} (Litestream; files every ${MIRROR_INTERVAL_MS / 1000} s)` : 'off: no streaming (set BACKUP_DIR to stream the data to a replica)'}
  Ctrl-C stops both.
`);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  rulesWatch?.close();
  await Promise.allSettled([web.close(), pb.stop()]);
  // After PocketBase: Litestream ships its last writes, the mirror its last files.
  backup?.files.stop();
  await backup?.litestream.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
pb.process.once('exit', (exitCode) => {
  if (!stopping) {
    console.error(`PocketBase stopped unexpectedly (exit ${exitCode}).`);
    void stop(1);
  }
});
// A backup that stops is said loudly, but the exam goes on: students keep writing to the database.
backup?.litestream.process.once('exit', (exitCode) => {
  if (!stopping) {
    console.error(
      `Backup: Litestream stopped (exit ${exitCode}); nothing is streamed until a restart.\n${backup.litestream.output()}`,
    );
  }
});
