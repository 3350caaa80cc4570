import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * Free TCP ports on 127.0.0.1, all at once and without await (for a config file read synchronously): the
 * system hands out ports no one listens on, where a random pick could land on one in use, a collision
 * that PocketBase reports only on its standard output and with exit code 0.
 */
export function freePortsSync(count: number): number[] {
  const script = `const net = require('node:net');
const servers = Array.from({ length: ${count} }, () => net.createServer());
let open = 0;
for (const s of servers) s.listen(0, '127.0.0.1', () => {
  if (++open < servers.length) return;
  console.log(servers.map((x) => x.address().port).join(' '));
  for (const x of servers) x.close();
});`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
